/**
 * Admin preview link (issue 17; SPEC §2 /admin-deal, /admin-period, /admin-event, /admin-notice;
 * docs/decisions/032-admin-preview.md):
 *
 *   npm run preview-link -- deal 12 [--days 7] [--base http://127.0.0.1:3000]
 *
 * Prints the page address with a signed `?preview=` token that opens that one item, in any state
 * (비공개, 예약됨, 종료), until it expires (default 7 days, at most 30). Signed with the ops token:
 * env OPS_TOKEN; with DATABASE_URL the one the instances share in the database (issue 18); else
 * <DATA_DIR>/ops-token written by the server at start (the same machine).
 * Exit codes: 0 printed, 2 bad usage or no ops token.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { PREVIEW_KINDS, type PreviewKind } from '@contract/admin-preview.js';
import { opsTokenFile, opsTokenForScripts } from '@server/infra/ops-token.js';
import { PREVIEW_LINK_MAX_TTL_SECONDS, previewPagePath, signPreview } from '@server/infra/preview-link.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function usage(message: string): never {
  console.error(`${message}\nusage: npm run preview-link -- <${PREVIEW_KINDS.join('|')}> <id> [--days 7] [--base http://127.0.0.1:3000]`);
  process.exit(2);
}

const { values, positionals } = parseArgs({ allowPositionals: true, options: { days: { type: 'string' }, base: { type: 'string' } } });
const [kind, idText] = positionals;
if (!PREVIEW_KINDS.includes(kind as PreviewKind)) usage(`종류를 알 수 없어요 / unknown kind: ${kind ?? '(none)'}`);
if (!idText || !/^\d{1,10}$/.test(idText) || Number(idText) < 1) usage(`번호가 올바르지 않아요 / bad id: ${idText ?? '(none)'}`);
const days = values.days === undefined ? 7 : Number(values.days);
if (!(days > 0 && days * 86400 <= PREVIEW_LINK_MAX_TTL_SECONDS)) usage('--days 는 30일 이하여야 해요 / --days must be within 30');

const opsToken = await opsTokenForScripts(process.env, root);
if (!opsToken)
  usage(
    `운영 토큰이 없어요: OPS_TOKEN 을 주거나 서버를 먼저 실행하세요 / no ops token (OPS_TOKEN, the database's with DATABASE_URL, or ${opsTokenFile({ DATA_DIR: process.env.DATA_DIR ?? './data' }, root)})`,
  );

const base = (values.base ?? process.env.SELF_BASE_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`).replace(/\/$/, '');
const id = Number(idText);
const link = signPreview(opsToken, kind as PreviewKind, id, Date.now(), Math.round(days * 86400));
console.log(`${base}${previewPagePath(kind as PreviewKind, id)}?preview=${encodeURIComponent(link)}`);
