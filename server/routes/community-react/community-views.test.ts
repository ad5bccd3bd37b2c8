/**
 * View counts that cannot be pumped (issue 29, item 7; SPEC §7 POST /api/v1/community/view-count):
 * the attack added 60 views with 60 made-up deviceUuids from one address, feeding the popular
 * ranking. A view now counts once per post and KST day per viewer — a signed-in member, a device
 * that proves itself with the secret /app/access issued, or else the client's address (a keyed hash
 * of the IPv4 address or IPv6 /64, server/infra/client-key.ts) — and at most VIEW_DEVICES_PER_ADDRESS
 * proven devices of one address count on a post a day. Counters equal rows under 30 parallel calls
 * (run on PGlite, and on PostgreSQL with scripts/pg-cluster.sh). Addresses are the documentation
 * ranges (RFC 5737, RFC 3849) given to app.inject as the peer.
 */
import { describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { useTestApp } from '@tests/setup/test-app.js';
import { accountMaker, testTokens } from '@tests/setup/members.js';
import { fixtureAuthor, fixturePost } from '@tests/setup/community-fixtures.js';
import { communityPosts, communityViews } from '@server/db/schema/index.js';
import { countView, kstDay, pruneViews, VIEW_DEVICES_PER_ADDRESS } from '@server/domain/community/community-react.service.js';
import { addressNetwork } from '@server/infra/client-key.js';

const t = useTestApp({ products: 100, env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' }, tokens: testTokens }, 60000);
const account = accountMaker(t, { label: 'views', nickPrefix: '조회' });

const DAY = 86_400_000;
let addressNo = 0;
/** A fresh IPv4 address of TEST-NET-3 per call (each test's "one address" is its own). */
const freshAddress = () => `203.0.113.${++addressNo}`;
let deviceNo = 0;
const madeUp = () => `w-made-up-${++deviceNo}-${Date.now()}`;

const view = (postId: number, headers: Record<string, string>, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/community/view-count', headers, remoteAddress, payload: { communityType: 'dashboard', postId } });

/** A device registered through /app/access (first come): its deviceUuid and secret, as the client sends them. */
async function registeredDevice(remoteAddress: string): Promise<Record<string, string>> {
  const deviceuuid = madeUp();
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/app/access', headers: { deviceuuid }, remoteAddress, payload: { deviceType: 1002 } });
  const { deviceSecret } = res.json().data as { deviceSecret: string };
  expect(deviceSecret).toBeTruthy();
  return { deviceuuid, devicesecret: deviceSecret };
}

async function newPost() {
  return (await fixturePost(t.db, { type: 'dashboard', userId: await fixtureAuthor(t.db) })).postId;
}
const viewCountOf = async (postId: number) => (await t.db.select().from(communityPosts).where(eq(communityPosts.postId, postId)))[0]!.viewCount;
const viewRowsOf = async (postId: number) => Number((await t.db.select({ n: count() }).from(communityViews).where(eq(communityViews.postId, postId)))[0]!.n);

describe('view counts that cannot be pumped (issue 29, item 7)', () => {
  it(`60 made-up deviceUuids from one address add 1 view; 60 registered devices from it at most ${VIEW_DEVICES_PER_ADDRESS} more`, async () => {
    const postId = await newPost();
    const address = freshAddress();
    const made = await Promise.all(Array.from({ length: 60 }, () => view(postId, { deviceuuid: madeUp() }, address)));
    expect(made.map((r) => r.statusCode)).toEqual(Array(60).fill(200));
    expect(made.filter((r) => r.json().data.counted)).toHaveLength(1);
    expect(await viewCountOf(postId)).toBe(1);
    // Registering devices is free (first come): past the cap, a device of this address counts as the address (already counted).
    const devices: Array<Record<string, string>> = [];
    for (let i = 0; i < 60; i++) devices.push(await registeredDevice(address));
    for (const headers of devices) expect((await view(postId, headers, address)).statusCode).toBe(200);
    expect(await viewCountOf(postId)).toBe(1 + VIEW_DEVICES_PER_ADDRESS);
    expect(await viewRowsOf(postId)).toBe(1 + VIEW_DEVICES_PER_ADDRESS);
    // The same made-up devices from another address: that address's one view.
    const other = freshAddress();
    for (let i = 0; i < 5; i++) await view(postId, { deviceuuid: madeUp() }, other);
    expect(await viewCountOf(postId)).toBe(2 + VIEW_DEVICES_PER_ADDRESS);
  });

  it('a member counts once a KST day, whatever device (of theirs) and address; the next day again', async () => {
    const postId = await newPost();
    const m = await account();
    const answers = [];
    for (const address of [freshAddress(), freshAddress(), '2001:db8:77::1']) answers.push((await view(postId, m.headers, address)).json().data);
    expect(answers.map((a) => a.counted)).toEqual([true, false, false]);
    expect(answers[2]).toEqual({ postId, viewCount: 1, counted: false });
    // A member's view never uses up the address's: a visitor there still counts once.
    expect((await view(postId, { deviceuuid: madeUp() }, '2001:db8:77::2')).json().data).toEqual({ postId, viewCount: 2, counted: true });
    expect((await countView(t.db, 'dashboard', postId, { userId: m.userId }, new Date(Date.now() + DAY))).counted).toBe(true);
    expect(await viewCountOf(postId)).toBe(3);
  });

  it('two real addresses count twice; one IPv6 /64 counts once, another /64 again', async () => {
    const postId = await newPost();
    const counted = async (address: string) => (await view(postId, { deviceuuid: madeUp() }, address)).json().data.counted as boolean;
    expect(await counted('198.51.100.21')).toBe(true);
    expect(await counted('198.51.100.22')).toBe(true);
    expect(await counted('198.51.100.21')).toBe(false);
    expect(await counted('2001:db8:5:6::a')).toBe(true);
    expect(await counted('2001:db8:5:6:ffff::b')).toBe(false);
    expect(await counted('2001:db8:5:7::a')).toBe(true);
    expect(await counted('::ffff:198.51.100.22')).toBe(false);
    expect(await viewCountOf(postId)).toBe(4);
    expect(addressNetwork('2001:0db8:0005:0006:0:0:0:a')).toBe('2001:db8:5:6::/64');
    expect(addressNetwork('::1')).toBe('0:0:0:0::/64');
  });

  it('a device proves itself with its secret: two registered devices behind one address count twice, each once; a wrong secret is the address', async () => {
    const postId = await newPost();
    const address = freshAddress();
    const [a, b] = [await registeredDevice(address), await registeredDevice(address)];
    expect((await view(postId, a, address)).json().data.counted).toBe(true);
    expect((await view(postId, b, address)).json().data.counted).toBe(true);
    expect((await view(postId, a, freshAddress())).json().data.counted).toBe(false);
    expect((await view(postId, { deviceuuid: a.deviceuuid!, devicesecret: 'not-its-secret' }, address)).json().data.counted).toBe(true);
    expect((await view(postId, { deviceuuid: b.deviceuuid! }, address)).json().data.counted).toBe(false);
    const keys = (await t.db.select({ k: communityViews.viewerKey }).from(communityViews).where(eq(communityViews.postId, postId))).map((r) => r.k);
    expect(keys.filter((k) => k.startsWith('d:')).sort()).toEqual([`d:${a.deviceuuid}`, `d:${b.deviceuuid}`].sort());
    expect(keys.filter((k) => k.startsWith('a:'))).toHaveLength(1);
    // The address is stored as its keyed hash, never as it is.
    expect(keys.join(' ')).not.toContain(address);
  });

  it('30 parallel views: one member → 1; 30 registered devices of one address → the cap; 30 addresses → 30; viewCount equals the rows', async () => {
    const postId = await newPost();
    const m = await account();
    const member = await Promise.all(Array.from({ length: 30 }, () => view(postId, m.headers, freshAddress())));
    expect(member.filter((r) => r.json().data.counted)).toHaveLength(1);
    const address = freshAddress();
    const devices: Array<Record<string, string>> = [];
    for (let i = 0; i < 30; i++) devices.push(await registeredDevice(address));
    const fromDevices = await Promise.all(devices.map((headers) => view(postId, headers, address)));
    expect(fromDevices.map((r) => r.statusCode)).toEqual(Array(30).fill(200));
    // The cap's devices, and the address once for the rest.
    expect(fromDevices.filter((r) => r.json().data.counted)).toHaveLength(VIEW_DEVICES_PER_ADDRESS + 1);
    const addresses = await Promise.all(Array.from({ length: 30 }, () => view(postId, { deviceuuid: madeUp() }, freshAddress())));
    expect(addresses.filter((r) => r.json().data.counted)).toHaveLength(30);
    expect(await viewCountOf(postId)).toBe(1 + VIEW_DEVICES_PER_ADDRESS + 1 + 30);
    expect(await viewRowsOf(postId)).toBe(await viewCountOf(postId));
    const capped = await t.db
      .select({ n: count() })
      .from(communityViews)
      .where(and(eq(communityViews.postId, postId), sql`${communityViews.viewerKey} like 'd:%'`));
    expect(Number(capped[0]!.n)).toBe(VIEW_DEVICES_PER_ADDRESS);
  });

  it('rows of days before yesterday are pruned; the counts stay', async () => {
    const postId = await newPost();
    const now = new Date();
    const day = (n: number) => kstDay(new Date(now.getTime() + n * DAY));
    await t.db.insert(communityViews).values([
      { postId, viewerKey: 'a:old-3', viewDate: day(-3) },
      { postId, viewerKey: 'a:old-2', viewDate: day(-2) },
      { postId, viewerKey: 'a:yesterday', viewDate: day(-1) },
      { postId, viewerKey: 'a:today', viewDate: day(0) },
    ]);
    await t.db.update(communityPosts).set({ viewCount: 4 }).where(eq(communityPosts.postId, postId));
    expect(await pruneViews(t.db, now)).toBeGreaterThanOrEqual(2);
    const left = await t.db.select({ k: communityViews.viewerKey }).from(communityViews).where(eq(communityViews.postId, postId));
    expect(left.map((r) => r.k).sort()).toEqual(['a:today', 'a:yesterday']);
    expect(await viewCountOf(postId)).toBe(4);
  });
});
