/**
 * User text as text (issue 15; docs/decisions/016: community text is stored and rendered as plain
 * text): line breaks kept, `http(s)://…` and `www.…` turned into links that open in a new tab with
 * `rel="nofollow ugc noopener"` (links to our own hosts open in this tab: lib/hosts.ts). Everything goes through React text nodes and an `href` that is
 * always an http(s) address built here — never dangerouslySetInnerHTML — so markup in a post
 * (`<script>`, `<img onerror>`, `javascript:`) stays visible text.
 */
import type { MouseEvent } from 'react';
import { css } from 'styled-system/css';
import { isInternalUrl } from '~/lib/hosts';

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

/**
 * SPEC §9 internal host checks (lib/hosts.ts): a link to one of our hosts (this site, the shop, the
 * cafe platform, the marketplace) opens in this tab; anything else keeps target=_blank. Decided on
 * click, so the server's and the browser's first render stay the same.
 */
function openInternalHere(e: MouseEvent<HTMLAnchorElement>, href: string) {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  if (!isInternalUrl(href)) return;
  e.preventDefault();
  window.location.assign(href);
}

const linkClass = css({ color: 'accent.text', textDecoration: 'underline', wordBreak: 'break-all' });

/** Renders `text` with its addresses linked; `className` styles the block (pre-line by default). */
export function LinkedText({ text, className }: { text: string; className?: string }) {
  return (
    <div className={className ?? css({ whiteSpace: 'pre-line', wordBreak: 'keep-all', overflowWrap: 'anywhere' })}>
      {linkParts(text).map((p, i) =>
        'href' in p ? (
          <a key={i} href={p.href} target="_blank" rel="nofollow ugc noopener" className={linkClass} onClick={(e) => openInternalHere(e, p.href)}>
            {p.text}
          </a>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </div>
  );
}
