/**
 * Voting on a survey (issue 15; docs/decisions/018 "Surveys"): the options as radio buttons and
 * 투표하기 (once per member: PUT …/survey/{id}/vote with an Idempotency-Key, so a retried tap never
 * counts twice), then the results as bars with percentages and counts, the member's choice marked.
 * Results show after one's vote (GET …/my/survey-vote) or after the close (the public detail);
 * a closed survey shows only results. After a vote the survey's public detail is read again (its
 * participants), by its shared key (lib/community/keys).
 */
import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { css, cx } from 'styled-system/css';
import type { SurveyDetail, SurveyResults } from '@contract/community-react';
import { Button } from '~/components/ui/button';
import { ApiClientError } from '~/lib/api-client';
import { communityKeys } from '~/lib/community/keys';
import { formatNumber } from '~/lib/format';
import { useHydrated } from '~/lib/use-hydrated';
import { useSession } from '~/stores/session';
import { showAlert } from '~/stores/ui';
import { voteSurvey } from '../api';
import { reactionQueries } from '../queries';
import { newKey } from '../queue';
import { useMemberGate } from './member-gate';

const optionBox = css({
  position: 'relative',
  overflow: 'hidden',
  border: '1px solid token(colors.border.default)',
  borderRadius: '10px',
  px: '14px',
  py: '12px',
  fontSize: '14px',
  '&[data-leading]': { borderColor: 'accent.default', fontWeight: 700 },
});

function Results({ survey, results, votedOptionId }: { survey: SurveyDetail; results: SurveyResults; votedOptionId: number | null }) {
  const byId = new Map(results.options.map((o) => [o.optionId, o]));
  const top = Math.max(0, ...results.options.map((o) => o.voteCount));
  return (
    <ol aria-label="설문 결과" className={css({ listStyle: 'none', display: 'flex', flexDir: 'column', gap: '8px' })}>
      {[...survey.options]
        .sort((a, b) => a.position - b.position)
        .map((o) => {
          const r = byId.get(o.optionId) ?? { voteCount: 0, percent: 0 };
          const leading = top > 0 && r.voteCount === top;
          const mine = o.optionId === votedOptionId;
          return (
            <li
              key={o.optionId}
              data-leading={leading || undefined}
              aria-label={`${o.label}${mine ? ' (내 선택)' : ''}: ${r.percent}%, ${formatNumber(r.voteCount)}명`}
              className={optionBox}
            >
              <span aria-hidden="true" className={css({ position: 'absolute', inset: 0, bg: 'accent.subtle' })} style={{ width: `${r.percent}%` }} />
              <span aria-hidden="true" className={css({ position: 'relative', display: 'flex', justifyContent: 'space-between', gap: '8px' })}>
                <span>
                  {o.label}
                  {mine && <span className={css({ ml: '6px', fontSize: '11px', fontWeight: 800, color: 'accent.text' })}>내 선택</span>}
                </span>
                <span className={css({ flexShrink: 0, color: 'fg.body' })}>
                  {r.percent}% <span className={css({ color: 'fg.muted', fontWeight: 400 })}>({formatNumber(r.voteCount)}명)</span>
                </span>
              </span>
            </li>
          );
        })}
    </ol>
  );
}

export function SurveyVote({ survey }: { survey: SurveyDetail }) {
  const queryClient = useQueryClient();
  const session = useSession();
  const hydrated = useHydrated();
  const signedIn = hydrated && !!session.accessToken;
  const myVote = useQuery({ ...reactionQueries.myVote(survey.postId), enabled: signedIn });
  const { guard, dialog } = useMemberGate();
  const id = useId();
  const [choice, setChoice] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const votedOptionId = signedIn ? (myVote.data?.votedOptionId ?? null) : null;
  const results = (signedIn ? myVote.data?.results : null) ?? survey.results;

  const vote = async () => {
    if (choice === null) return;
    setSending(true);
    try {
      const answer = await voteSurvey(survey.postId, choice, newKey());
      queryClient.setQueryData(reactionQueries.myVote(survey.postId).queryKey, answer);
    } catch (e) {
      await showAlert(e instanceof ApiClientError ? e.message : '투표하지 못했어요. 잠시 후 다시 시도해 주세요.');
      await queryClient.invalidateQueries({ queryKey: reactionQueries.myVote(survey.postId).queryKey });
    } finally {
      setSending(false);
      await queryClient.invalidateQueries({ queryKey: communityKeys.detail('survey', survey.postId) });
    }
  };

  if (results) {
    return (
      <div className={css({ display: 'flex', flexDir: 'column', gap: '8px' })}>
        <Results survey={survey} results={results} votedOptionId={votedOptionId} />
        <p className={css({ fontSize: '13px', color: 'fg.muted' })}>
          {votedOptionId !== null ? '투표했어요. ' : ''}
          {formatNumber(results.voteTotal)}명이 참여했어요.
        </p>
        {dialog}
      </div>
    );
  }
  return (
    <form
      aria-labelledby={`${id}-legend`}
      onSubmit={(e) => {
        e.preventDefault();
        guard(vote);
      }}
      className={css({ display: 'flex', flexDir: 'column', gap: '8px' })}
    >
      <fieldset className={css({ border: 'none', p: 0, m: 0, display: 'flex', flexDir: 'column', gap: '8px' })}>
        <legend id={`${id}-legend`} className={css({ srOnly: true })}>
          설문 항목
        </legend>
        {[...survey.options]
          .sort((a, b) => a.position - b.position)
          .map((o) => (
            <label
              key={o.optionId}
              className={cx(
                optionBox,
                css({
                  display: 'flex',
                  alignItems: 'center',
                  gap: '10px',
                  cursor: 'pointer',
                  '&:has(input:checked)': { borderColor: 'accent.default', bg: 'accent.subtle' },
                }),
              )}
            >
              <input
                type="radio"
                name={`${id}-option`}
                value={o.optionId}
                checked={choice === o.optionId}
                onChange={() => setChoice(o.optionId)}
                className={css({ w: '20px', h: '20px', accentColor: 'accent.default', flexShrink: 0 })}
              />
              {o.label}
            </label>
          ))}
      </fieldset>
      <Button type="submit" size="lg" fullWidth disabled={choice === null || sending || survey.isClosed}>
        투표하기
      </Button>
      <p className={css({ fontSize: '13px', color: 'fg.muted' })}>한 번만 투표할 수 있어요. 결과는 투표한 뒤나 설문이 마감되면 볼 수 있어요.</p>
      {dialog}
    </form>
  );
}
