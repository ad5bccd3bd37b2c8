/**
 * The top of a 기획전 (period) or 이벤트 page: the header with 공유하기 (SPEC §3 share info: the
 * promotion's title and subtitle, this page's URL and its banner) and the banner itself, 2:1,
 * loaded first because it is the page's largest picture.
 */
import { css } from 'styled-system/css';
import { Header } from '~/components/layout/header';
import { Image } from '~/components/ui/image';

/** This page's address for sharing ('' outside a browser). */
export const pageUrl = () => (typeof location === 'undefined' ? '' : location.href);

export function PromotionHero({ headerTitle, promotion }: { headerTitle: string; promotion: { title: string; subtitle: string; bannerImageUrl: string } }) {
  const { title, subtitle, bannerImageUrl } = promotion;
  return (
    <>
      <Header title={headerTitle} showHome share={{ title, description: subtitle, url: pageUrl(), imageUrl: bannerImageUrl }} />
      <Image src={bannerImageUrl} alt={title} loading="eager" fetchPriority="high" aspectRatio="2 / 1" className={css({ w: '100%' })} />
    </>
  );
}
