/**
 * User text as text (issue 15; docs/decisions/016: community text is stored and rendered as plain
 * text): line breaks kept, `http(s)://…` and `www.…` turned into links that open in a new tab with
 * `rel="nofollow ugc noopener"`. Everything goes through React text nodes and an `href` that is
 * always an http(s) address built here — never dangerouslySetInnerHTML — so markup in a post
 * (`<script>`, `<img onerror>`, `javascript:`) stays visible text.
 */
import { css } from 'styled-system/css';

const URL_PATTERN = /(?:https?:\/\/|www\.)[^\s<>"'`]+/gi;
/** Closing punctuation that ends a sentence rather than the address ("…/recipe)." → "…/recipe"). */
const TRAILING = /[.,!?;:)\]}>'"…。、]+$/;

/** An http(s) address with a dotted host name (what the browser would open as a web page). */
function isWebAddress(href: string): boolean {
  try {
    const u = new URL(href);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.includes('.');
  } catch {
    return false;
  }
}

export type TextPart = { text: string } | { text: string; href: string };

/** Splits `text` into plain runs and links (pure; the links' href is always http(s)). */
export function linkParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const m of text.matchAll(URL_PATTERN)) {
    const start = m.index;
    const raw = m[0].replace(TRAILING, '');
    const href = /^https?:\/\//i.test(raw) ? raw : `https://${raw}`;
    if (!isWebAddress(href) || raw.length < 5) continue;
    if (start > at) parts.push({ text: text.slice(at, start) });
    parts.push({ text: raw, href });
    at = start + raw.length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

const linkClass = css({ color: 'accent.text', textDecoration: 'underline', wordBreak: 'break-all' });

/** Renders `text` with its addresses linked; `className` styles the block (pre-line by default). */
export function LinkedText({ text, className }: { text: string; className?: string }) {
  return (
    <div className={className ?? css({ whiteSpace: 'pre-line', wordBreak: 'keep-all', overflowWrap: 'anywhere' })}>
      {linkParts(text).map((p, i) =>
        'href' in p ? (
          <a key={i} href={p.href} target="_blank" rel="nofollow ugc noopener" className={linkClass}>
            {p.text}
          </a>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </div>
  );
}
