/**
 * Admin preview (issue 17; SPEC §2 /admin-deal, /admin-period, /admin-event, /admin-notice;
 * docs/decisions/032-admin-preview.md): the preview endpoints show 비공개 and 예약됨 items only to the
 * ops token or a signed link (authorization matrix), answer no-store, count no view; the public
 * routes keep hiding those items.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp } from '@tests/setup/test-app.js';
import { accountMaker, testTokens, type AccountOptions } from '@tests/setup/members.js';
import { notices } from '@server/db/schema/index.js';
import { signPreview } from '@server/infra/preview-link.js';
import type { PreviewKind } from '@contract/admin-preview.js';

const OPS = 'ops-token-for-preview-tests-0123456789';
const t = useTestApp({ env: { OPS_TOKEN: OPS }, tokens: testTokens }, 60000);

const url = (kind: PreviewKind, id: number, link?: string) => `/api/v1/admin/preview/${kind}/${id}${link ? `?preview=${encodeURIComponent(link)}` : ''}`;
const get = (u: string, headers: Record<string, string> = {}) => t.app.inject({ url: u, headers });

const account = accountMaker(t, { label: 'preview', nickPrefix: '미리보기' });
/** The request headers of a fresh account's access token. */
const bearer = async (opts?: AccountOptions) => (await account(opts)).headers;

describe('public routes hide 비공개 and 예약됨 items', () => {
  it('detail answers 8 for them; lists and home leave them out', async () => {
    const p = t.summary.previews;
    for (const id of [p.deal.scheduled, p.deal.draft]) expect((await get(`/api/v1/display/deal/${id}`)).json().code).toBe(8);
    for (const id of [p.period.scheduled, p.period.draft]) expect((await get(`/api/v2/display/deal/period/${id}`)).json().code).toBe(8);
    for (const id of [p.event.scheduled, p.event.draft]) expect((await get(`/api/v2/display/custom-event/${id}`)).json().code).toBe(8);
    for (const id of [p.notice.scheduled, p.notice.draft]) expect((await get(`/api/v1/display/notice/${id}`)).json().code).toBe(8);
    const home = (await get('/api/v1/display/home')).json().data;
    const shown = [...home.limitedDeals, ...home.upcomingDeals].map((d: { dealId: number }) => d.dealId);
    expect(shown).not.toContain(p.deal.scheduled);
    expect(shown).not.toContain(p.deal.draft);
    expect(home.periods.map((x: { periodId: number }) => x.periodId)).not.toContain(p.period.scheduled);
    expect(home.events.map((x: { eventId: number }) => x.eventId)).not.toContain(p.event.draft);
    const list = (await get('/api/v1/display/notice?size=100')).json().data;
    expect(list.items.map((n: { noticeId: number }) => n.noticeId)).not.toContain(p.notice.draft);
    expect(list.items.map((n: { noticeId: number }) => n.noticeId)).not.toContain(p.notice.scheduled);
    expect(list.total).toBe(t.summary.notices);
    expect((await get('/api/v1/display/notice/last')).json().data.noticeId).not.toBe(p.notice.scheduled);
  });
});

describe('preview answers', () => {
  it('shows each kind in its state, with the ops token or a signed link, no-store', async () => {
    const p = t.summary.previews;
    const deal = await get(url('deal', p.deal.scheduled), { authorization: `Bearer ${OPS}` });
    expect(deal.statusCode).toBe(200);
    expect(deal.headers['cache-control']).toBe('no-store');
    expect(deal.json().data).toMatchObject({ state: 'scheduled', item: { dealId: p.deal.scheduled, title: '[예약] 김장철 절임배추 특가', priceToken: null } });
    expect(new Date(deal.json().data.publishedAt).getTime()).toBeGreaterThan(Date.now());
    const draft = await get(url('period', p.period.draft, signPreview(OPS, 'period', p.period.draft)));
    expect(draft.json().data).toMatchObject({ state: 'draft', publishedAt: null, item: { periodId: p.period.draft } });
    expect(draft.json().data.item.products.length).toBeGreaterThan(0);
    const event = await get(url('event', p.event.scheduled, signPreview(OPS, 'event', p.event.scheduled)));
    expect(event.json().data).toMatchObject({ state: 'scheduled', item: { eventId: p.event.scheduled } });
    const notice = await get(url('notice', p.notice.draft, signPreview(OPS, 'notice', p.notice.draft)));
    expect(notice.json().data).toMatchObject({ state: 'draft', item: { noticeId: p.notice.draft, title: '[비공개] 개인정보 처리방침 개정 안내 (초안)' } });
  });

  it('an ended and a live item are previewed as such', async () => {
    const home = (await get('/api/v1/display/home')).json().data;
    const live = home.limitedDeals[0].dealId as number;
    expect((await get(url('deal', live), { authorization: `Bearer ${OPS}` })).json().data.state).toBe('live');
    const ended = (await t.db.execute<{ deal_id: number }>(`select deal_id from deals where end_at <= now() order by deal_id limit 1`)) as unknown;
    const rows = Array.isArray(ended) ? ended : (ended as { rows: Array<{ deal_id: number }> }).rows;
    expect((await get(url('deal', rows[0]!.deal_id), { authorization: `Bearer ${OPS}` })).json().data.state).toBe('ended');
  });

  it('counts no view: the notice view count is the same after previews', async () => {
    const id = t.summary.previews.notice.scheduled;
    const count = async () => (await t.db.select({ v: notices.viewCount }).from(notices).where(eq(notices.noticeId, id)))[0]!.v;
    const before = await count();
    for (let i = 0; i < 3; i++) expect((await get(url('notice', id), { authorization: `Bearer ${OPS}` })).statusCode).toBe(200);
    expect(await count()).toBe(before);
  });

  it('an unknown id is 8 (with a valid credential)', async () => {
    const res = await get(url('deal', 99999), { authorization: `Bearer ${OPS}` });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(8);
  });
});

describe('who may preview (authorization matrix)', () => {
  it('visitor, member, banned, withdrawn, ops token, valid / expired / tampered / other-item link', async () => {
    const id = t.summary.previews.deal.draft;
    const refused = async (res: Awaited<ReturnType<typeof get>>, status: number, code: number) => {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().code).toBe(code);
      expect(res.json().data).toBeNull();
      expect(res.json().message).toMatch(/[가-힣]/);
      expect(res.headers['cache-control']).toBe('no-store');
    };
    // Visitor: nothing → 110. Owner: n/a (an item has no owner).
    await refused(await get(url('deal', id)), 401, 110);
    // A member's, a banned member's and a withdrawn member's access tokens are not the ops token → 12.
    await refused(await get(url('deal', id), await bearer()), 400, 12);
    await refused(await get(url('deal', id), await bearer({ banned: true })), 400, 12);
    await refused(await get(url('deal', id), await bearer({ withdrawn: true })), 400, 12);
    await refused(await get(url('deal', id), { authorization: `Bearer ${OPS}x` }), 400, 12);
    // The ops token → 200.
    expect((await get(url('deal', id), { authorization: `Bearer ${OPS}` })).statusCode).toBe(200);
    // A signed link → 200, also beside a member's token.
    const link = signPreview(OPS, 'deal', id);
    expect((await get(url('deal', id, link))).statusCode).toBe(200);
    expect((await get(url('deal', id, link), await bearer())).statusCode).toBe(200);
    // Expired → 111 with the Korean message.
    const expired = signPreview(OPS, 'deal', id, Date.now() - 8 * 86_400_000);
    const res = await get(url('deal', id, expired));
    await refused(res, 401, 111);
    expect(res.json().message).toContain('미리보기 링크가 만료되었어요');
    // Tampered (signature, expiry moved, another item, another kind, another ops token) → 12.
    const [exp, sig] = link.split('.');
    await refused(await get(url('deal', id, `${exp}.${sig!.slice(0, -1)}${sig!.endsWith('A') ? 'B' : 'A'}`)), 400, 12);
    await refused(await get(url('deal', id, `${Number(exp) + 86400}.${sig}`)), 400, 12);
    await refused(await get(url('deal', id + 1, link)), 400, 12);
    await refused(await get(url('period', id, link)), 400, 12);
    await refused(await get(url('deal', id, signPreview('another-ops-token', 'deal', id))), 400, 12);
    await refused(await get(url('deal', id, 'not-a-link')), 400, 12);
  });
});
