/**
 * Search input with autocomplete (issue 4); every control takes a 44 px tap (issue 13): suggestions appear while typing (debounced 150 ms),
 * with the matched part highlighted in <mark>. Submitting records a recent search and a hashed
 * keyword event (SPEC §5) and hands the keyword to `onSubmit`.
 */
import { useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { useHydrated } from '~/lib/use-hydrated';
import { Button } from '~/components/ui/button';
import { searchQueries } from '../queries';
import { addRecentSearch } from '../recent-searches';
import { trackKeywordEvent } from '../keyword-hash';

export const KEYWORD_MAX = 50;

function useDebounced<T>(value: T, ms: number) {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

export function Highlighted({ text, range }: { text: string; range: { start: number; end: number } | null }) {
  if (!range) return <>{text}</>;
  return (
    <>
      {text.slice(0, range.start)}
      <mark className={css({ bg: 'transparent', color: 'accent.text', fontWeight: 800 })}>{text.slice(range.start, range.end)}</mark>
      {text.slice(range.end)}
    </>
  );
}

export function SearchBar({ initial, onSubmit, onBack }: { initial: string; onSubmit: (keyword: string) => void; onBack: () => void }) {
  const [value, setValue] = useState(initial);
  const [open, setOpen] = useState(false);
  // Typing needs the page's scripts: until then the field waits (issue 12: what the server drew
  // stays consistent with what React takes over).
  const hydrated = useHydrated();
  const listId = useId();
  useEffect(() => setValue(initial), [initial]);
  const typed = useDebounced(value.trim(), 150);
  const auto = useQuery({ ...searchQueries.autocomplete(typed), enabled: open && typed.length > 0 && typed.length <= KEYWORD_MAX });
  const submit = (keyword: string, via: 'search' | 'autocomplete_select' = 'search') => {
    const k = keyword.trim();
    if (!k) return;
    addRecentSearch(k);
    void trackKeywordEvent(via, k);
    setValue(k);
    setOpen(false);
    onSubmit(k);
  };
  const items = open && typed ? (auto.data?.items ?? []) : [];
  return (
    <div className={css({ position: 'sticky', top: 0, zIndex: 30, bg: 'bg.canvas' })}>
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          submit(value);
        }}
        className={css({ display: 'flex', alignItems: 'center', gap: '4px', h: '56px', px: '4px', borderBottom: '1px solid token(colors.border.muted)' })}
      >
        <button
          type="button"
          aria-label="뒤로 가기"
          onClick={onBack}
          className={css({ w: '44px', h: '44px', flexShrink: 0, display: 'grid', placeItems: 'center', bg: 'transparent', border: 'none', cursor: 'pointer' })}
        >
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M15 5l-7 7 7 7" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
          </svg>
        </button>
        <div className={css({ flex: 1, position: 'relative' })}>
          <input
            type="search"
            aria-label="검색어 입력"
            role="combobox"
            aria-expanded={items.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            disabled={!hydrated}
            placeholder="제철 먹거리를 찾아보세요"
            value={value}
            maxLength={KEYWORD_MAX}
            enterKeyHint="search"
            onChange={(e) => {
              setValue(e.target.value);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            className={css({
              w: '100%',
              h: '44px',
              px: '14px',
              pr: '40px',
              borderRadius: '10px',
              border: 'none',
              bg: 'bg.muted',
              fontSize: '15px',
              outline: 'none',
              _focus: { boxShadow: '0 0 0 2px token(colors.orange.300)' },
            })}
          />
          {value && (
            <button
              type="button"
              aria-label="검색어 지우기"
              onClick={() => setValue('')}
              className={css({
                position: 'absolute',
                right: '8px',
                top: '10px',
                w: '24px',
                h: '24px',
                borderRadius: '50%',
                // A 44 px tap area around the 24 px ✕ (src/theme/recipes/tap-area.ts), over the field's right end.
                _after: {
                  content: '""',
                  position: 'absolute',
                  insetInline: 'min(0px, calc((100% - 44px) / 2))',
                  insetBlock: 'min(0px, calc((100% - 44px) / 2))',
                },
                border: 'none',
                bg: 'gray.400',
                color: 'fg.inverse',
                fontSize: '12px',
                cursor: 'pointer',
              })}
            >
              ✕
            </button>
          )}
        </div>
        <Button type="submit" variant="ghost" className={css({ h: '44px', px: '12px', color: 'accent.text' })}>
          검색
        </Button>
      </form>
      {items.length > 0 && (
        <ul
          id={listId}
          role="listbox"
          aria-label="추천 검색어"
          className={css({
            position: 'absolute',
            insetX: 0,
            top: '56px',
            bg: 'bg.canvas',
            listStyle: 'none',
            borderBottom: '1px solid token(colors.border.subtle)',
            boxShadow: '0 8px 16px rgba(0,0,0,0.06)',
            maxH: '60vh',
            overflowY: 'auto',
          })}
        >
          {items.map((item) => (
            <li key={`${item.kind}-${item.keyword}`} role="option" aria-selected={false}>
              <button
                type="button"
                onClick={() => submit(item.keyword, 'autocomplete_select')}
                className={css({
                  w: '100%',
                  textAlign: 'left',
                  px: '16px',
                  py: '12px',
                  bg: 'transparent',
                  border: 'none',
                  fontSize: '15px',
                  color: 'fg.body',
                  cursor: 'pointer',
                  display: 'flex',
                  justifyContent: 'space-between',
                  _hover: { bg: 'bg.subtle' },
                })}
              >
                <span>
                  <Highlighted text={item.keyword} range={item.highlight} />
                </span>
                <span className={css({ fontSize: '12px', color: 'fg.subtle' })}>{item.kind === 'shop' ? '가게' : item.kind === 'origin' ? '산지' : ''}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
