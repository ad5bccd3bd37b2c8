/**
 * 별 안내 (issue 16; SPEC §2 /my-page/point-guide; §7 point guide (v2); docs/decisions/026 "Points
 * and levels"): how to earn stars (each rule: stars, daily limit, once only, and what I earned from
 * it today), how to spend them (exchange minimum and unit, targets) and how they expire — every word
 * and number from the server (GET /api/v2/point/guide, generated from the rules table), none here.
 */
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { PointGuide } from '@contract/points';
import { QueryScreen } from '~/components/layout/query-screen';
import { buttonStyle } from '~/components/ui/button';
import { formatNumber } from '~/lib/format';
import { useSession } from '~/stores/session';
import { pointQueries } from '../queries';
import { starText } from '../stars';

const section = css({ px: '16px', pt: '24px' });
const heading = css({ fontSize: '17px', fontWeight: 800, mb: '12px' });
const item = css({ py: '14px', borderBottom: '1px solid token(colors.border.muted)' });
const badge = css({ fontSize: '12px', fontWeight: 700, px: '8px', py: '2px', borderRadius: '999px', bg: 'bg.muted', color: 'fg.secondary', flexShrink: 0 });

/** "별 10개", "최대 별 100개". */
const awardText = (r: PointGuide['earn'][number]) => (r.maxStars ? `최대 ${starText(r.maxStars)}` : starText(r.stars));
/** "한 번만", "하루 1번", "제한 없음". */
const limitText = (r: PointGuide['earn'][number]) => (r.once ? '한 번만' : r.dailyTimes !== null ? `하루 ${formatNumber(r.dailyTimes)}번` : '제한 없음');

export function PointGuideView({ guide }: { guide: PointGuide }) {
  return (
    <>
      <section aria-labelledby="guide-earn" className={section}>
        <h2 id="guide-earn" className={heading}>
          별 모으는 방법
        </h2>
        <ul className={css({ listStyle: 'none' })} aria-label="별 모으는 방법">
          {guide.earn.map((r) => (
            <li key={r.reason} className={item} data-testid="guide-earn-rule">
              <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '8px' })}>
                <strong className={css({ fontSize: '15px' })}>{r.label}</strong>
                <span className={css({ fontSize: '15px', fontWeight: 800, color: 'accent.text' })}>{awardText(r)}</span>
              </div>
              <p className={css({ fontSize: '13px', color: 'fg.muted', mt: '4px', lineHeight: 1.5 })}>{r.description}</p>
              <div className={css({ display: 'flex', gap: '6px', mt: '8px', alignItems: 'center' })}>
                <span className={badge}>{limitText(r)}</span>
                {r.earnedToday > 0 && (
                  <span className={css({ fontSize: '12px', color: 'accent.text', fontWeight: 700 })}>오늘 {starText(r.earnedToday)} 받았어요</span>
                )}
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="guide-spend" className={section}>
        <h2 id="guide-spend" className={heading}>
          별 쓰는 방법
        </h2>
        <ul className={css({ listStyle: 'none' })} aria-label="별 쓰는 방법">
          {guide.exchange.targets.map((x) => (
            <li key={x.target} className={item}>
              <strong className={css({ fontSize: '15px' })}>{x.label}</strong>
              <p className={css({ fontSize: '13px', color: 'fg.muted', mt: '4px', lineHeight: 1.5 })}>{x.description}</p>
            </li>
          ))}
          {guide.spend.map((x) => (
            <li key={x.key} className={item}>
              <strong className={css({ fontSize: '15px' })}>{x.label}</strong>
              <p className={css({ fontSize: '13px', color: 'fg.muted', mt: '4px', lineHeight: 1.5 })}>{x.description}</p>
            </li>
          ))}
        </ul>
        <p
          className={css({ mt: '12px', p: '14px', borderRadius: '12px', bg: 'accent.subtle', fontSize: '14px', color: 'fg.secondary' })}
          data-testid="guide-exchange-rule"
        >
          {starText(guide.exchange.minimum)}부터 {formatNumber(guide.exchange.unit)}개 단위로 바꿀 수 있어요.
        </p>
      </section>
      <section aria-labelledby="guide-expiry" className={section}>
        <h2 id="guide-expiry" className={heading}>
          유효기간과 유의 사항
        </h2>
        <ul
          className={css({
            listStyle: 'disc',
            pl: '20px',
            display: 'flex',
            flexDir: 'column',
            gap: '6px',
            fontSize: '13px',
            color: 'fg.muted',
            lineHeight: 1.5,
          })}
        >
          <li>{guide.expiry.description}</li>
          {guide.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      </section>
    </>
  );
}

export function PointGuideScreen() {
  const { generation } = useSession();
  return (
    <QueryScreen title="별 안내" options={pointQueries.guide(generation)} rows={3} view={(guide) => <PointGuideView guide={guide} />}>
      <div className={css({ px: '16px', pt: '24px' })}>
        <Link to="/my-page/point" className={buttonStyle({ variant: 'secondary', fullWidth: true })}>
          내 별 내역 보기
        </Link>
      </div>
    </QueryScreen>
  );
}
