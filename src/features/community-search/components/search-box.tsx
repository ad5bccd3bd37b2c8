/**
 * The community search box (issue 15; SPEC §2 /community/search; docs/decisions/025): back, the
 * field (focused on arrival when nothing has been searched yet, so the keyboard opens at once; not
 * over results, where it would cover them), a ✕ that empties it and keeps the focus, and 검색 (or
 * Enter, the keyboard's 검색 key). A submitted keyword is trimmed, spaces collapsed, kept first in the
 * device's recent searches and handed to `onSubmit`. Every control has a 44 px tap.
 */
import { useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { Button, iconButtonStyle } from '~/components/ui/button';
import { useHydrated } from '~/lib/use-hydrated';
import { COMMUNITY_KEYWORD_MAX } from '../params';
import { addRecentCommunitySearch, normaliseKeyword } from '../recent-searches';

const bar = css({
  position: 'sticky',
  top: 0,
  zIndex: 'header',
  bg: 'bg.canvas',
  display: 'flex',
  alignItems: 'center',
  gap: '4px',
  h: '56px',
  px: '4px',
  borderBottom: '1px solid token(colors.border.muted)',
});
/** The round grey ✕ inside 검색어 지우기. */
const clearMark = css({
  w: '20px',
  h: '20px',
  borderRadius: '50%',
  bg: 'gray.400',
  color: 'fg.inverse',
  fontSize: '11px',
  display: 'grid',
  placeItems: 'center',
});
const input = css({
  w: '100%',
  h: '44px',
  pl: '14px',
  pr: '44px',
  borderRadius: '10px',
  border: 'none',
  bg: 'bg.muted',
  fontSize: '15px',
  color: 'fg.default',
  outline: 'none',
  _placeholder: { color: 'fg.subtle' },
  _focusVisible: { boxShadow: '0 0 0 2px token(colors.accent.default)' },
  // the browser's own ✕ of type=search: ours is bigger and says what it does
  '&::-webkit-search-cancel-button': { display: 'none' },
});
const clearButton = css({
  position: 'absolute',
  right: 0,
  top: 0,
  w: '44px',
  h: '44px',
  display: 'grid',
  placeItems: 'center',
  bg: 'transparent',
  border: 'none',
  cursor: 'pointer',
});

export function CommunitySearchBox({
  initial,
  autoFocus,
  onSubmit,
  onBack,
}: {
  initial: string;
  /** Focus the field once the page is interactive (the recent-search screen). */
  autoFocus: boolean;
  onSubmit: (keyword: string) => void;
  onBack: () => void;
}) {
  const [value, setValue] = useState(initial);
  const field = useRef<HTMLInputElement>(null);
  // Typing needs the page's scripts: until hydration the field waits (issue 12).
  const hydrated = useHydrated();
  useEffect(() => setValue(initial), [initial]);
  useEffect(() => {
    if (hydrated && autoFocus) field.current?.focus();
  }, [hydrated, autoFocus]);

  const submit = () => {
    const k = normaliseKeyword(value);
    if (!k) {
      field.current?.focus();
      return;
    }
    addRecentCommunitySearch(k);
    setValue(k);
    field.current?.blur(); // closes the phone's keyboard over the results
    onSubmit(k);
  };

  return (
    <form
      role="search"
      aria-label="커뮤니티 검색"
      className={bar}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <button type="button" aria-label="뒤로 가기" onClick={onBack} className={iconButtonStyle}>
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M15 5l-7 7 7 7" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <div className={css({ flex: 1, minW: 0, position: 'relative' })}>
        <input
          ref={field}
          type="search"
          aria-label="커뮤니티 검색어"
          placeholder="레시피, 후기, 궁금한 점 검색"
          disabled={!hydrated}
          value={value}
          maxLength={COMMUNITY_KEYWORD_MAX}
          enterKeyHint="search"
          autoComplete="off"
          onChange={(e) => setValue(e.target.value)}
          className={input}
        />
        {value && (
          <button
            type="button"
            aria-label="검색어 지우기"
            className={clearButton}
            onClick={() => {
              setValue('');
              field.current?.focus();
            }}
          >
            <span aria-hidden="true" className={clearMark}>
              ✕
            </span>
          </button>
        )}
      </div>
      <Button type="submit" variant="ghost" className={css({ h: '44px', px: '12px', color: 'accent.text', flexShrink: 0 })}>
        검색
      </Button>
    </form>
  );
}
