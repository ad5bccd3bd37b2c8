/**
 * Adon banners of one placement (SPEC §7 "adon banner"; issue 16): a short strip of the current
 * banners (the server applies the display windows and the order), swiped sideways when there are
 * several. Small and lazy: pictures load lazily, nothing shows until the answer is there, and a
 * failed answer shows nothing (an ad is never worth an error panel). In-app links open with the router, other
 * sites in a new window (lib/hosts.ts).
 */
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { BannerPlacement } from '@contract/member-play';
import { Image } from '~/components/ui/image';
import { linkTarget, sameOriginPath } from '~/lib/hosts';
import { bannerQueries } from '../queries';

const strip = css({
  display: 'flex',
  gap: '8px',
  px: '16px',
  py: '8px',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  '&::-webkit-scrollbar': { display: 'none' },
});
const card = css({
  position: 'relative',
  flex: '0 0 100%',
  scrollSnapAlign: 'center',
  h: '84px',
  borderRadius: '12px',
  overflow: 'hidden',
  display: 'block',
  color: 'white',
  textDecoration: 'none',
});

export function AdonBanner({ placement }: { placement: BannerPlacement }) {
  const router = useRouter();
  const q = useQuery(bannerQueries.placement(placement));
  const banners = q.data ?? [];
  if (banners.length === 0) return null;
  return (
    <nav aria-label="광고 배너" data-testid={`adon-banner-${placement}`} className={strip}>
      {banners.map((b) => (
        <a
          key={b.bannerId}
          href={b.linkUrl}
          className={card}
          style={banners.length > 1 ? { flexBasis: 'calc(100% - 24px)' } : undefined}
          onClick={(e) => {
            // SPEC §9 internal host checks (lib/hosts.ts): this origin through the router, our other
            // hosts (shop, cafe platform, marketplace) in this tab, any other site in a new window.
            const path = sameOriginPath(b.linkUrl);
            if (path) {
              e.preventDefault();
              router.history.push(path);
            } else if (linkTarget(b.linkUrl) === 'new-window') {
              e.preventDefault();
              window.open(b.linkUrl, '_blank', 'noopener');
            }
          }}
        >
          <Image src={b.imageUrl} alt="" className={css({ position: 'absolute', inset: 0, w: '100%', h: '100%', objectFit: 'cover' })} />
          <span
            className={css({
              position: 'absolute',
              inset: 0,
              display: 'flex',
              alignItems: 'center',
              px: '16px',
              fontSize: '16px',
              fontWeight: 800,
              lineHeight: 1.35,
              wordBreak: 'keep-all',
              bg: 'linear-gradient(90deg, rgba(0,0,0,0.55), rgba(0,0,0,0.05))',
            })}
          >
            <span className={css({ maxW: '70%' })}>{b.title}</span>
          </span>
        </a>
      ))}
    </nav>
  );
}
