/**
 * The one not-found look (issue 30 "that 404 looks unlike the other not-found screens"): the /404
 * page and unknown addresses (components/layout/not-found-screen.tsx), and every screen whose thing
 * does not exist — a deal, a store, a deleted post (the missing kind of ErrorState, with the
 * route's words from components/layout/route-error.tsx). Each keeps its own title and explanation;
 * all share the picture, the heading, 홈으로 가기 as the main way on, and one secondary step under
 * it: the screen's next place (다른 가게 보기 …) or, where there is none, 이전 화면.
 */
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { buttonStyle } from './button';
import { RoundMark, StatusPanel } from './status-panel';

/** A magnifier over an empty circle: "looked, found nothing" (no alarm red: nothing failed). The lens is a
 * closed path, so it is drawn unfilled. */
const picture = (
  <RoundMark
    circle={css({ fill: 'accent.subtle' })}
    stroke={css({ stroke: 'accent.icon', fill: 'none' })}
    d="M25 17a8 8 0 1 1 0 16a8 8 0 1 1 0-16M31 31l7 7"
    strokeWidth={3.5}
  />
);

const actionsClass = css({ display: 'flex', flexDir: 'column', gap: '8px', w: '100%', maxW: '280px', mt: '8px' });

export interface NotFoundPanelProps {
  /** e.g. "페이지를 찾을 수 없어요", "찾을 수 없는 가게예요" (the page's heading). */
  title: string;
  /** One or two short sentences: what probably happened and what to do. */
  description: string;
  /** The screen's next place besides home, e.g. { label: '다른 가게 보기', to: '/store' }. */
  next?: { label: string; to: string; hash?: string };
  /** Without `next`: a 이전 화면 button running this (the header's back, so both agree). */
  onBack?: () => void;
  /** The SPEC §8 code of the API answer (8 NO_DATA), kept as data-error-code; also makes it an alert. */
  errorCode?: number;
}

export function NotFoundPanel({ title, description, next, onBack, errorCode }: NotFoundPanelProps) {
  const secondary = buttonStyle({ variant: 'secondary', fullWidth: true });
  return (
    <StatusPanel
      role={errorCode === undefined ? undefined : 'alert'}
      page
      picture={picture}
      title={title}
      description={description}
      errorCode={errorCode}
      actions={
        <div className={actionsClass}>
          {/* replace: back from home does not return to the dead end */}
          <Link to="/" replace className={buttonStyle({ variant: 'primary', fullWidth: true })}>
            홈으로 가기
          </Link>
          {next ? (
            <Link to={next.to} hash={next.hash} className={secondary}>
              {next.label}
            </Link>
          ) : (
            onBack && (
              <button type="button" onClick={onBack} className={secondary}>
                이전 화면
              </button>
            )
          )}
        </div>
      }
    />
  );
}
