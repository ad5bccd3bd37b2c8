/** 설문 (SPEC §2 /community/main/survey; issue 15, docs/decisions/022): open surveys first, then closed ones (../queries). */
import { InfiniteList, RowList } from '~/components/catalogue/infinite-list';
import { SurveyItem } from '~/components/community/post-item';
import { EmptyState } from '~/components/ui/empty-state';
import { surveyQueries } from '../queries';

const noSurveys = <EmptyState title="아직 진행한 설문이 없어요" />;

export function SurveyList() {
  return (
    <InfiniteList options={surveyQueries.list()} itemsOf={(p) => p.items} empty={noSurveys} endText="모든 설문을 봤어요">
      {(items) => <RowList label="설문 목록" items={items} row={(s) => <SurveyItem key={s.postId} survey={s} />} />}
    </InfiniteList>
  );
}
