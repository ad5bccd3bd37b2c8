/** 마이페이지 (SPEC §2 /my-page/) (issue 3); my stars, level and their links (issue 16). */
import { createFileRoute } from '@tanstack/react-router';
import { MyPageScreen } from '~/features/member/components/member-screens';
import { RecentProducts } from '~/features/recent';
import { LegalFooter } from '~/components/layout/legal-footer';
import { LikeCount } from '~/features/like/components/like-lists';
import { AdonBanner } from '~/features/adon-banner/components/adon-banner';
import { MyPageEconomy } from '~/features/point/components/my-page-economy';

export const Route = createFileRoute('/my-page/')({
  staticData: { requireAuth: true, title: '마이페이지' },
  component: () => (
    <>
      <MyPageScreen likeCount={(tab) => <LikeCount tab={tab} />} economy={<MyPageEconomy />}>
        <RecentProducts />
      </MyPageScreen>
      <AdonBanner placement="my-page" />
      <LegalFooter />
    </>
  ),
});
