/**
 * 쇼핑 라이브 준비 중 (SPEC §2 /category/shopping-live: "coming-soon page"). What a shopper finds
 * behind the 쇼핑 라이브 category before the broadcasts start: an animation (the generated
 * public/animations/shopping-live.json, bouncing with a short rest, in the lottie player with its
 * SPEC §9 toolbar so it can be paused), what the live shopping will offer, and the way on — 지금
 * 특가 (home's deals) and 카테고리. Static copy: there is no broadcast data to show yet.
 */
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { Header } from '~/components/layout/header';
import { buttonStyle } from '~/components/ui/button';
import { FallbackBoundary } from '~/components/ui/fallback-boundary';
import { LottiePlayer } from '~/components/ui/lottie-player';

export const SHOPPING_LIVE_ANIMATION_SRC = '/animations/shopping-live.json';

const PROMISES = [
  { title: '산지 생중계', text: '수확하고 포장하는 현장을 생산자가 직접 보여드려요.' },
  { title: '방송 중에만 라이브 특가', text: '라이브를 보는 동안만 열리는 가격으로 만나요.' },
  { title: '채팅으로 바로 질문', text: '맛, 보관법, 배송 일정을 생산자에게 바로 물어보세요.' },
];

export function ShoppingLiveComingSoon() {
  return (
    <div>
      <Header title="쇼핑 라이브" back />
      <section
        aria-labelledby="shopping-live-title"
        className={css({
          display: 'flex',
          flexDir: 'column',
          alignItems: 'center',
          px: '24px',
          pt: '24px',
          pb: '32px',
          textAlign: 'center',
          wordBreak: 'keep-all',
        })}
      >
        {/* The animation is decoration: if it throws (SPEC §8), the page stands without it. */}
        <FallbackBoundary fallback={null}>
          <LottiePlayer
            src={SHOPPING_LIVE_ANIMATION_SRC}
            label="쇼핑 라이브 준비 중 애니메이션"
            size={224}
            loop
            playMode="bounce"
            intermission={400}
            controls
          />
        </FallbackBoundary>
        <span
          className={css({
            mt: '20px',
            px: '10px',
            py: '3px',
            borderRadius: '999px',
            bg: 'accent.muted',
            color: 'accent.text',
            fontSize: '12px',
            fontWeight: 700,
          })}
        >
          오픈 준비 중
        </span>
        <h2 id="shopping-live-title" className={css({ mt: '10px', fontSize: '22px', fontWeight: 800, lineHeight: 1.35, color: 'fg.default' })}>
          라이브 쇼핑을 준비하고 있어요
        </h2>
        <p className={css({ mt: '8px', fontSize: '15px', lineHeight: 1.55, color: 'fg.muted' })}>
          제철 먹거리를 산지에서 바로 보여드리는 라이브 방송이 곧 시작돼요. 조금만 기다려 주세요.
        </p>
        <ul className={css({ mt: '20px', w: '100%', maxW: '360px', display: 'flex', flexDir: 'column', gap: '8px', textAlign: 'left' })}>
          {PROMISES.map((p) => (
            <li key={p.title} className={css({ px: '14px', py: '12px', borderRadius: '12px', bg: 'bg.subtle' })}>
              <strong className={css({ display: 'block', fontSize: '14px', fontWeight: 700, color: 'fg.default' })}>{p.title}</strong>
              <span className={css({ fontSize: '13px', lineHeight: 1.5, color: 'fg.muted' })}>{p.text}</span>
            </li>
          ))}
        </ul>
        <div className={css({ mt: '24px', w: '100%', maxW: '360px', display: 'flex', flexDir: 'column', gap: '8px' })}>
          <Link to="/" hash="deals" className={buttonStyle({ variant: 'primary', fullWidth: true })}>
            지금 진행 중인 특가 보기
          </Link>
          <Link to="/category" className={buttonStyle({ variant: 'secondary', fullWidth: true })}>
            다른 카테고리 둘러보기
          </Link>
        </div>
      </section>
    </div>
  );
}
