/**
 * 내 커뮤니티 (issue 15; SPEC §2 /community/my-page with post, clipping, like; docs/decisions/017
 * "My community", 025): the member's nickname, then three tabs that are also the counts
 * (내가 쓴 글 / 스크랩 / 좋아요, from GET /community/my/summary; each link is named '스크랩 2'),
 * then the shown tab's infinite list of 게시글, 질문 and 설문 mixed (the community's own rows, linking to their detail). Each empty list
 * says what to do next. Member-only screens (ssr: false), so nothing here waits for hydration.
 */
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { css, cx } from 'styled-system/css';
import { InfiniteList } from '~/components/catalogue/infinite-list';
import { CommunitySearchLink } from '~/components/community/header-links';
import { PostItem } from '~/components/community/post-item';
import { Header } from '~/components/layout/header';
import { buttonStyle } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { Skeleton } from '~/components/ui/skeleton';
import { formatNumber } from '~/lib/format';
import { useSession } from '~/stores/session';
import type { MyCommunityTab } from '../api';
import { myCommunityQueries } from '../queries';

export const MY_COMMUNITY_TABS: ReadonlyArray<{
  tab: MyCommunityTab;
  label: string;
  count: 'posts' | 'clippings' | 'likes';
  to: '/community/my-page/post' | '/community/my-page/clipping' | '/community/my-page/like';
}> = [
  { tab: 'post', label: '내가 쓴 글', count: 'posts', to: '/community/my-page/post' },
  { tab: 'clipping', label: '스크랩', count: 'clippings', to: '/community/my-page/clipping' },
  { tab: 'like', label: '좋아요', count: 'likes', to: '/community/my-page/like' },
];

/** Which tab a /community/my-page pathname shows (anything else: 내가 쓴 글, where the index redirects). */
export function myCommunityTabOf(pathname: string): MyCommunityTab {
  if (pathname.startsWith('/community/my-page/clipping')) return 'clipping';
  if (pathname.startsWith('/community/my-page/like')) return 'like';
  return 'post';
}

const profileRow = css({ display: 'flex', alignItems: 'center', gap: '12px', px: '16px', pt: '20px', pb: '16px' });
const avatar = css({
  w: '44px',
  h: '44px',
  borderRadius: '50%',
  bg: 'accent.muted',
  color: 'accent.emphasized',
  display: 'grid',
  placeItems: 'center',
  fontSize: '18px',
  fontWeight: 800,
  flexShrink: 0,
});
const statTabs = css({ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', borderBottom: '1px solid token(colors.border.muted)' });
const statTab = css({
  display: 'flex',
  flexDir: 'column-reverse',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: '2px',
  minH: '64px',
  py: '10px',
  textDecoration: 'none',
  color: 'fg.muted',
  fontSize: '13px',
  borderBottom: '2px solid transparent',
  mb: '-1px',
  '&[aria-current=page]': { color: 'fg.default', fontWeight: 700, borderColor: 'border.inverse' },
});
const statNumber = css({ fontSize: '18px', fontWeight: 800, color: 'fg.default', lineHeight: 1.3, minH: '23px' });

/**
 * The top of 내 커뮤니티: nickname and the three count tabs above the shown list.
 * @param nickName the member's nickname (null while the profile loads or when sign-up is unfinished)
 */
export function MyCommunityShell({ current, nickName, children }: { current: MyCommunityTab; nickName: string | null | undefined; children: ReactNode }) {
  const { generation } = useSession();
  const summary = useQuery(myCommunityQueries.summary(generation));
  return (
    <div>
      <Header title="내 커뮤니티" right={<CommunitySearchLink />} />
      <section aria-label="내 프로필" className={profileRow}>
        <div aria-hidden="true" className={avatar}>
          {(nickName ?? '·').slice(0, 1)}
        </div>
        <div className={css({ minW: 0 })}>
          {nickName ? (
            <p className={css({ fontSize: '17px', fontWeight: 800, overflowWrap: 'anywhere' })} data-testid="my-community-nickname">
              {nickName}님의 커뮤니티
            </p>
          ) : (
            <Skeleton width={140} height={20} />
          )}
          <p className={css({ fontSize: '13px', color: 'fg.muted', mt: '2px' })}>내가 쓴 글과 스크랩, 좋아요한 글을 모아 봤어요</p>
        </div>
      </section>
      <nav aria-label="내 커뮤니티 메뉴" className={statTabs}>
        {MY_COMMUNITY_TABS.map((t) => {
          const n = summary.data?.[t.count];
          return (
            <Link key={t.tab} to={t.to} replace aria-current={t.tab === current ? 'page' : undefined} activeProps={{}} className={statTab}>
              {/* label first in the markup (the link's name reads '스크랩 2'), the number drawn above it */}
              <span>{t.label}</span>{' '}
              <span className={statNumber} data-testid={`my-community-count-${t.tab}`}>
                {n === undefined ? '' : formatNumber(n)}
              </span>
            </Link>
          );
        })}
      </nav>
      {children}
    </div>
  );
}

const browseLink = (
  <Link to="/community/main/popular-post" className={buttonStyle({ variant: 'secondary' })}>
    커뮤니티 둘러보기
  </Link>
);

const EMPTY: Record<MyCommunityTab, { title: string; description: string; action: ReactNode }> = {
  post: {
    title: '아직 쓴 글이 없어요',
    description: '제철 레시피나 구매 후기, 궁금한 점을 이웃과 나눠 보세요.',
    action: (
      <div className={css({ display: 'flex', gap: '8px', flexWrap: 'wrap', justifyContent: 'center' })}>
        <Link to="/community/dash-board/form/{-$id}" params={{}} className={buttonStyle({ variant: 'primary' })}>
          첫 글 쓰기
        </Link>
        {browseLink}
      </div>
    ),
  },
  clipping: {
    title: '아직 스크랩한 글이 없어요',
    description: '다시 보고 싶은 글을 스크랩하면 여기에 모여요.',
    action: browseLink,
  },
  like: {
    title: '아직 좋아요한 글이 없어요',
    description: '마음에 드는 글에 좋아요를 누르면 여기에서 다시 볼 수 있어요.',
    action: (
      <Link to="/community/main/popular-post" className={buttonStyle({ variant: 'secondary' })}>
        인기글 보러 가기
      </Link>
    ),
  },
};

const LIST_LABEL: Record<MyCommunityTab, string> = { post: '내가 쓴 글 목록', clipping: '스크랩한 글 목록', like: '좋아요한 글 목록' };
const END_TEXT: Record<MyCommunityTab, string> = { post: '내가 쓴 글을 모두 봤어요', clipping: '스크랩한 글을 모두 봤어요', like: '좋아요한 글을 모두 봤어요' };

/** One tab's list: my posts, clippings (latest clip first) or likes (latest like first). */
export function MyCommunityList({ tab }: { tab: MyCommunityTab }) {
  const { generation } = useSession();
  const empty = EMPTY[tab];
  return (
    <InfiniteList
      options={myCommunityQueries.list(tab, generation)}
      itemsOf={(p) => p.items}
      empty={<EmptyState title={empty.title} description={empty.description} action={empty.action} />}
      endText={END_TEXT[tab]}
    >
      {(items) => (
        <ul aria-label={LIST_LABEL[tab]} className={cx(css({ listStyle: 'none' }))}>
          {items.map((p) => (
            <PostItem key={`${p.communityType}-${p.postId}`} post={p} />
          ))}
        </ul>
      )}
    </InfiniteList>
  );
}
