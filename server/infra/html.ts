/**
 * Minimal server-rendered pages for the stand-ins (shop site, identity providers): Korean,
 * mobile-width, no scripts (CSP script-src 'self'), every interpolated value escaped.
 */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const BASE_CSS = `body{margin:0;font-family:'Noto Sans CJK KR',system-ui,sans-serif;color:#191f28;background:#f2f4f6}main{max-width:480px;margin:0 auto;min-height:100vh;background:#fff;padding:20px;box-sizing:border-box}a.btn,button.btn{display:block;width:100%;box-sizing:border-box;text-align:center;padding:14px;border-radius:10px;border:0;background:#C2340C;color:#fff;text-decoration:none;font-weight:700;font-size:16px;margin-top:16px;cursor:pointer}a.sub,button.sub{display:block;width:100%;text-align:center;margin-top:12px;color:#4e5968;background:none;border:0;font-size:15px;cursor:pointer}.note{background:#fff6ed;border-radius:10px;padding:12px;color:#9a2b12;font-size:14px}img{width:100%;border-radius:12px;background:#f2f4f6}.price{font-size:24px;font-weight:800}.rate{color:#d92d2d;margin-right:6px}s{color:#6b7684;font-size:16px;font-weight:400}label{display:block;font-size:14px;color:#4e5968;margin-top:12px}input[type=text],input[type=email],input[type=number],select{display:block;width:100%;box-sizing:border-box;margin-top:4px;padding:12px;border:1px solid #d1d6db;border-radius:8px;font-size:16px}fieldset{border:1px solid #e5e8eb;border-radius:10px;margin-top:16px;padding:12px}legend{font-weight:700;padding:0 4px}.check{display:flex;gap:8px;align-items:center;margin-top:8px;color:#191f28}.naver{background:#03C75A!important}.apple{background:#000!important}.deal{display:inline-block;margin:8px 0 0;padding:2px 8px;border-radius:6px;background:#C2340C;color:#fff;font-size:13px;font-weight:700}.notice{background:#f2f4f6;border-radius:10px;padding:12px;color:#333d4b;font-size:14px;font-weight:700}.total{display:flex;justify-content:space-between;border-top:1px solid #e5e8eb;padding-top:12px;font-size:15px}`;

/** A complete HTML page. `extraCss` is appended inside the same <style>. */
export function standInPage(title: string, body: string, site = '제철장터 쇼핑몰') {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} · ${escapeHtml(site)}</title>
<style>${BASE_CSS}</style></head>
<body><main>${body}</main></body></html>`;
}
