/**
 * Q&A (SPEC §2 /community/main/qna; issue 15, docs/decisions/022): sort chips from the web profile's
 * communitySortFilterList and the questions' infinite list. The sort lives in the URL; the route
 * validates it and hands it in.
 */
import type { CommunitySort } from '@contract/community';
import { InfiniteList, RowList } from '~/components/catalogue/infinite-list';
import { SortChips, type SortItem } from '~/components/catalogue/sort-chips';
import { PostItem } from '~/components/community/post-item';
import { EmptyState } from '~/components/ui/empty-state';
import { questionQueries } from '../queries';

const noQuestions = <EmptyState title="아직 올라온 질문이 없어요" description="궁금한 점을 먼저 물어보세요." />;

export function QuestionList({ sort, sortItems, onSortChange }: { sort: CommunitySort; sortItems: SortItem[]; onSortChange: (sort: CommunitySort) => void }) {
  return (
    <>
      <SortChips items={sortItems} value={sort} onChange={(code) => onSortChange(code as CommunitySort)} label="질문 정렬" />
      <InfiniteList options={questionQueries.list(sort)} itemsOf={(p) => p.items} empty={noQuestions} endText="모든 질문을 봤어요">
        {(items) => <RowList label="질문 목록" items={items} row={(p) => <PostItem key={p.postId} post={p} />} />}
      </InfiniteList>
    </>
  );
}
