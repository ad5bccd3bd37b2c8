/**
 * The files the server-rendered document links (issue 12): its stylesheets, and the client entry
 * the boot script imports after the first paint. On the server they come from Vite's build manifest
 * (server/plugins/ssr.ts); in the browser the root route reads them back from the page it hydrates, so
 * both sides render the same `<head>` (no hydration mismatch, no hashed names in the bundle).
 */
export interface DocumentAssets {
  /** Stylesheet URLs, in order (render-blocking: the first paint needs them). */
  css: string[];
  /** The client entry module's URL (never fetched before the first paint). */
  entry: string;
}

export const EMPTY_ASSETS: DocumentAssets = { css: [], entry: '' };

/** The assets the server wrote into this page (`<link data-app-css>`, `<meta name="app-entry">`). */
export function assetsFromDocument(doc: Document = document): DocumentAssets {
  return {
    css: [...doc.querySelectorAll<HTMLLinkElement>('link[data-app-css]')].map((l) => l.getAttribute('href') ?? '').filter(Boolean),
    entry: doc.querySelector('meta[name="app-entry"]')?.getAttribute('content') ?? '',
  };
}

/**
 * The boot script, inline with the response's CSP nonce (issue 12):
 *   - after the first paint (the `load` event, then a macrotask) it imports the client entry, so no
 *     JavaScript is fetched before the page has painted (Lighthouse charges any script fetched
 *     earlier to LCP);
 *   - until the page is hydrated, a tap on a button (which needs JavaScript) is held — not lost —
 *     and replayed once React has the page (src/entry-client.ts `replayHeldTap`); links work as
 *     plain links all along. A slow webview no longer swallows the first taps.
 */
export function bootScript(entry: string): string {
  const url = JSON.stringify(entry);
  return [
    '(function(){var held=window.__heldTaps=[];',
    "document.addEventListener('click',function(e){if(window.__hydrated)return;var t=e.target,b=t&&t.closest&&t.closest('button,[role=button]');if(b){e.preventDefault();e.stopPropagation();held.push(b)}},true);",
    `var go=function(){setTimeout(function(){import(${url})},0)};`,
    "if(document.readyState==='complete')go();else addEventListener('load',go,{once:true})})()",
  ].join('');
}

/** After hydration: stop holding taps and replay the last one held (its button is the same DOM node React now owns). */
export function replayHeldTap(win: Window & { __hydrated?: boolean; __heldTaps?: Element[] } = window) {
  win.__hydrated = true;
  const held = win.__heldTaps ?? [];
  const last = held[held.length - 1];
  held.length = 0;
  if (last instanceof HTMLElement && last.isConnected && !(last as HTMLButtonElement).disabled) last.click();
}
