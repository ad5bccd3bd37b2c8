/**
 * 설문 만들기 (issue 15; docs/decisions/018 for the rules, 024 for the form): SPEC §2 has no survey
 * form route, so it is the post form's address with ?type=survey (/community/dash-board/form?type=survey).
 * 질문 (1–100 characters), 설명 (optional, ≤ 2,000), 2–6 항목 (1–40 each, no two alike; add and take
 * out), and 마감 일시 1 hour to 30 days ahead (the device's time zone; sent as ISO 8601). Banned words
 * are checked on each text as in the post form; the draft (`survey:new`) keeps the options and the end.
 * POST /api/v1/community/survey, then the new survey opens. Surveys cannot be edited (no such call).
 */
import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { css, cx } from 'styled-system/css';
import { field } from 'styled-system/recipes';
import { Header } from '~/components/layout/header';
import { Button } from '~/components/ui/button';
import { Skeleton } from '~/components/ui/skeleton';
import { CrossIcon } from '~/components/ui/cross-icon';
import { clearDraft, type Draft } from '../drafts';
import { DraftNotice, FieldMessage, labelRow, labelText, sectionClass, TextField } from './fields';
import { KindSwitch } from './kind-switch';
import { fieldProblem, submitButton } from './post-form';
import { useCreateSurvey } from '../queries';
import {
  SURVEY_CONTENT_RULE,
  SURVEY_OPTION_RULE,
  SURVEY_OPTIONS_MAX,
  SURVEY_OPTIONS_MIN,
  SURVEY_TITLE_RULE,
  charCount,
  defaultSurveyEnd,
  lengthProblem,
  optionsProblem,
  surveyEndProblem,
  toLocalInput,
  SURVEY_MAX_AHEAD_MS,
  SURVEY_MIN_AHEAD_MS,
} from '../rules';
import { reportSubmitError, useServerFieldErrors } from '../submit-errors';
import { useBannedWords } from '../use-banned-words';
import { useAutosave, useStoredDraft } from '../use-draft';

const DRAFT_ID = 'survey:new';

export function SurveyFormScreen() {
  const stored = useStoredDraft(DRAFT_ID);
  const [discarded, setDiscarded] = useState(0);
  if (!stored.loaded) {
    return (
      <div aria-busy="true">
        <Header title="설문 만들기" />
        <div className={css({ display: 'flex', flexDir: 'column', gap: '16px', p: '20px 16px' })}>
          <Skeleton height={48} />
          <Skeleton height={120} />
        </div>
      </div>
    );
  }
  return <SurveyForm key={discarded} draft={discarded ? null : stored.draft} onDiscard={() => setDiscarded((n) => n + 1)} />;
}

const optionLabel = (i: number) => `항목 ${i + 1}`;

function SurveyForm({ draft, onDiscard }: { draft: Draft | null; onDiscard: () => void }) {
  const navigate = useNavigate();
  const [title, setTitle] = useState(draft?.title ?? '');
  const [content, setContent] = useState(draft?.content ?? '');
  const [options, setOptions] = useState<string[]>(() => (draft?.options?.length ? draft.options : ['', '']));
  const [endsAt, setEndsAt] = useState(() => draft?.endsAt ?? defaultSurveyEnd(Date.now()));
  const [initialEnd] = useState(endsAt);
  const [touched, setTouched] = useState(false);
  const create = useCreateSurvey();
  const server = useServerFieldErrors();
  const bans = useBannedWords([title, content, ...options]);

  const unchanged = !title && !content && options.every((o) => !o.trim());
  const autosave = useAutosave(DRAFT_ID, { title, content, imageKeys: [], options, endsAt }, unchanged || create.isSuccess);

  const titleProblem = fieldProblem('제목', title, SURVEY_TITLE_RULE, bans[0]!, server, touched);
  const contentProblem = fieldProblem('내용', content, SURVEY_CONTENT_RULE, bans[1]!, server, touched);
  const optionProblems = options.map((o, i) => fieldProblem(optionLabel(i), o, SURVEY_OPTION_RULE, bans[i + 2]!, server, false));
  const listProblem = touched ? optionsProblem(options) : null;
  const endProblem = surveyEndProblem(endsAt, Date.now());
  const banned =
    bans.some((b) => b.state === 'banned') || [title, content, ...options].some((t, i) => !!server.of(['제목', '내용'][i] ?? optionLabel(i - 2), t));
  const blocked = banned || create.isPending;
  const { min, max } = useMemo(() => {
    const now = Date.now();
    return { min: toLocalInput(now + SURVEY_MIN_AHEAD_MS + 60_000), max: toLocalInput(now + SURVEY_MAX_AHEAD_MS) };
  }, []);

  const setOption = (i: number, v: string) => setOptions((all) => all.map((o, j) => (j === i ? v : o)));

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    setTouched(true);
    if (blocked) return;
    const problem =
      lengthProblem(title, SURVEY_TITLE_RULE, '제목') ??
      lengthProblem(content, SURVEY_CONTENT_RULE, '내용') ??
      options.map((o) => (charCount(o.trim()) > SURVEY_OPTION_RULE.max ? o : null)).find(Boolean) ??
      optionsProblem(options) ??
      surveyEndProblem(endsAt, Date.now());
    if (problem) {
      document.querySelector<HTMLElement>('[aria-invalid=true]')?.focus();
      return;
    }
    // The server numbers the options it receives (항목 N): empty ones are taken out first so the
    // numbers it names in a refusal are the ones on screen.
    const sent = options.filter((o) => o.trim());
    if (sent.length !== options.length) setOptions(sent);
    const texts: Record<string, string> = { 제목: title, 내용: content };
    sent.forEach((o, i) => (texts[optionLabel(i)] = o));
    const filled = sent.map((o) => o.trim());
    try {
      const survey = await create.mutateAsync({ title: title.trim(), content: content.trim(), options: filled, endsAt: new Date(endsAt).toISOString() });
      autosave.stop();
      await clearDraft(DRAFT_ID);
      await navigate({ to: '/community/survey/$id', params: { id: survey.postId }, replace: true });
    } catch (err) {
      reportSubmitError(err, server, texts);
    }
  };

  return (
    <div>
      <Header
        title="설문 만들기"
        right={
          <button type="submit" form="community-survey-form" disabled={blocked} className={submitButton}>
            {create.isPending ? '올리는 중' : '등록'}
          </button>
        }
      />
      <KindSwitch current="survey" />
      {draft && (
        <DraftNotice
          onDiscard={() => {
            autosave.stop();
            void clearDraft(DRAFT_ID).then(onDiscard);
          }}
        />
      )}
      <form id="community-survey-form" noValidate onSubmit={(e) => void submit(e)} aria-label="설문 만들기" className={css({ pb: '24px' })}>
        <TextField
          id="survey-title"
          label="제목"
          value={title}
          onChange={setTitle}
          rule={SURVEY_TITLE_RULE}
          problem={titleProblem}
          placeholder="무엇을 묻고 싶나요? 예) 올해 첫 딸기, 어디 거 드셨어요?"
        />
        <TextField
          id="survey-content"
          label="설명 (선택)"
          srLabel="설명"
          value={content}
          onChange={setContent}
          rule={SURVEY_CONTENT_RULE}
          problem={contentProblem}
          multiline
          rows={3}
          placeholder="설문에 대해 덧붙일 말이 있으면 적어 주세요."
        />
        <fieldset className={sectionClass}>
          <div className={labelRow}>
            <legend className={labelText}>항목</legend>
            <span className={css({ fontSize: '12px', color: 'fg.muted' })}>
              {options.length}/{SURVEY_OPTIONS_MAX}
            </span>
          </div>
          <ol className={css({ listStyle: 'none', display: 'flex', flexDir: 'column', gap: '8px', mt: '8px' })}>
            {options.map((o, i) => (
              <li key={i}>
                <div className={css({ display: 'flex', alignItems: 'center', gap: '8px' })}>
                  <input
                    value={o}
                    onChange={(e) => setOption(i, e.target.value)}
                    aria-label={optionLabel(i)}
                    aria-invalid={optionProblems[i] ? true : undefined}
                    aria-describedby={`survey-option-${i}-msg`}
                    placeholder={`${optionLabel(i)} (${SURVEY_OPTION_RULE.max}자까지)`}
                    className={cx(field(), css({ flex: 1, minW: 0, mt: 0 }))}
                  />
                  {options.length > SURVEY_OPTIONS_MIN && (
                    <button
                      type="button"
                      aria-label={`${optionLabel(i)} 빼기`}
                      onClick={() => setOptions((all) => all.filter((_, j) => j !== i))}
                      className={css({
                        w: '44px',
                        h: '44px',
                        flexShrink: 0,
                        display: 'grid',
                        placeItems: 'center',
                        color: 'fg.muted',
                        cursor: 'pointer',
                        borderRadius: '8px',
                        _hover: { bg: 'bg.muted' },
                      })}
                    >
                      <CrossIcon size={16} box={14} edge={3} weight={2} />
                    </button>
                  )}
                </div>
                <FieldMessage id={`survey-option-${i}-msg`} problem={optionProblems[i]} />
              </li>
            ))}
          </ol>
          {options.length < SURVEY_OPTIONS_MAX && (
            <Button variant="secondary" fullWidth onClick={() => setOptions((all) => [...all, ''])} className={css({ mt: '8px' })}>
              + 항목 추가
            </Button>
          )}
          <FieldMessage id="survey-options-msg" problem={listProblem} hint={`항목은 ${SURVEY_OPTIONS_MIN}~${SURVEY_OPTIONS_MAX}개까지 만들 수 있어요.`} />
        </fieldset>
        <div className={sectionClass}>
          <label htmlFor="survey-ends" className={labelText}>
            마감 일시
          </label>
          <input
            id="survey-ends"
            type="datetime-local"
            value={endsAt}
            min={min}
            max={max}
            onChange={(e) => setEndsAt(e.target.value)}
            aria-invalid={endProblem && (touched || endsAt !== initialEnd) ? true : undefined}
            aria-describedby="survey-ends-msg"
            className={field()}
          />
          <FieldMessage
            id="survey-ends-msg"
            problem={touched || endsAt !== initialEnd ? endProblem : null}
            hint="1시간 뒤부터 30일 안으로 정할 수 있어요. 결과는 참여한 분께 바로, 마감 후에는 모두에게 보여요."
          />
        </div>
      </form>
    </div>
  );
}
