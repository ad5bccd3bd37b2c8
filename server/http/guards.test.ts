/**
 * Every guard of the endpoint table, proven by calling every endpoint as every kind of caller
 * (issue 27; SPEC §6 roles, §8 10/12/110/130): the test is generated from the table
 * (server/contract/paths.ts), so a new endpoint is covered the day it is declared, without a
 * hand-written test. Each endpoint is called with its sample input (tests/setup/endpoint-samples.ts,
 * which the schemas accept, so the guard is what answers) as:
 *   visitor    no token, no deviceUuid header
 *   device     a deviceUuid header only
 *   newcomer   a member's token on its own device, sign-up not finished (SPEC §3 is_member false)
 *   banned     a signed-up member's token, banned
 *   withdrawn  a token still well formed whose account has withdrawn
 * and the answer must be the refusal its guard implies (EXPECTED), or — where the guard lets the
 * caller through — anything but a refusal code, and never a 5xx.
 *
 * Loosening a guard fails here twice: in the table (the guard per endpoint is pinned in
 * __snapshots__/guards.json, and the rules below say which writes may skip the ban check), and in
 * the code (a guard that lets a caller through answers what EXPECTED says it must refuse).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type AnyEndpoint } from '@contract/endpoints.js';
import { MEMBER_GUARDS, WRITE_GUARDS, type Guard } from '@contract/paths.js';
import { ERRORS } from '@server/errors.js';
import { useTestApp } from '@tests/setup/test-app.js';
import { accountMaker, testTokens } from '@tests/setup/members.js';
import { sampleCommunity, sampleIds, sampleRequest } from '@tests/setup/endpoint-samples.js';
import { communitySamples } from '@tests/setup/community-fixtures.js';

const all = Object.values(endpoints) as AnyEndpoint[];

const CALLERS = ['visitor', 'device', 'newcomer', 'banned', 'withdrawn'] as const;
type Caller = (typeof CALLERS)[number];

/** A refusal: HTTP status and SPEC §8 code. */
type Refusal = { status: number; code: number };
const MISSING_DEVICE: Refusal = { status: ERRORS.NO_REQUIRED_VALUE.status, code: ERRORS.NO_REQUIRED_VALUE.code };
const NO_TOKEN: Refusal = { status: ERRORS.NULL_OR_EMPTY_TOKEN.status, code: ERRORS.NULL_OR_EMPTY_TOKEN.code };
const BANNED: Refusal = { status: ERRORS.BANNED_USER.status, code: ERRORS.BANNED_USER.code };
const WRONG_OPS_TOKEN: Refusal = { status: ERRORS.NOT_MATCHED.status, code: ERRORS.NOT_MATCHED.code };
/** The guard lets the caller through: the handler answers (its own 4xx included), never with a refusal code, never a 5xx. */
const PASS = 'pass' as const;
/** The token calls read their own headers: only the callers without any token are pinned. */
const HANDLER = 'handler' as const;
type Expected = Refusal | typeof PASS | typeof HANDLER;

/** What each guard answers each caller (the table's promises, server/contract/paths.ts `Guard`). */
const EXPECTED: Record<Guard, Record<Caller, Expected>> = {
  visitor: { visitor: PASS, device: PASS, newcomer: PASS, banned: PASS, withdrawn: PASS },
  device: { visitor: MISSING_DEVICE, device: PASS, newcomer: PASS, banned: PASS, withdrawn: PASS },
  deviceHolder: { visitor: MISSING_DEVICE, device: NO_TOKEN, newcomer: PASS, banned: PASS, withdrawn: NO_TOKEN },
  tokens: { visitor: MISSING_DEVICE, device: NO_TOKEN, newcomer: HANDLER, banned: HANDLER, withdrawn: HANDLER },
  member: { visitor: NO_TOKEN, device: NO_TOKEN, newcomer: PASS, banned: PASS, withdrawn: NO_TOKEN },
  memberWrite: { visitor: NO_TOKEN, device: NO_TOKEN, newcomer: PASS, banned: BANNED, withdrawn: NO_TOKEN },
  signedUp: { visitor: NO_TOKEN, device: NO_TOKEN, newcomer: NO_TOKEN, banned: PASS, withdrawn: NO_TOKEN },
  signedUpWrite: { visitor: NO_TOKEN, device: NO_TOKEN, newcomer: NO_TOKEN, banned: BANNED, withdrawn: NO_TOKEN },
  ops: { visitor: NO_TOKEN, device: NO_TOKEN, newcomer: WRONG_OPS_TOKEN, banned: WRONG_OPS_TOKEN, withdrawn: WRONG_OPS_TOKEN },
  preview: { visitor: NO_TOKEN, device: NO_TOKEN, newcomer: WRONG_OPS_TOKEN, banned: WRONG_OPS_TOKEN, withdrawn: WRONG_OPS_TOKEN },
  // The ops console (issue 32): only an operator session opens it; member tokens are no session (110).
  opsViewer: { visitor: NO_TOKEN, device: NO_TOKEN, newcomer: NO_TOKEN, banned: NO_TOKEN, withdrawn: NO_TOKEN },
  opsModerator: { visitor: NO_TOKEN, device: NO_TOKEN, newcomer: NO_TOKEN, banned: NO_TOKEN, withdrawn: NO_TOKEN },
  opsRelease: { visitor: NO_TOKEN, device: NO_TOKEN, newcomer: NO_TOKEN, banned: NO_TOKEN, withdrawn: NO_TOKEN },
};

/** SPEC §7 App: every App call needs deviceUuid first, whatever else its guard asks (server/http/guards.ts). */
const isAppCall = (e: AnyEndpoint) => e.path.startsWith('/api/v1/app/');

function expectedOf(e: AnyEndpoint, caller: Caller): Expected {
  if (isAppCall(e) && caller === 'visitor') return MISSING_DEVICE;
  return EXPECTED[e.guard][caller];
}

/** The refusal codes no caller the guard let through may get. */
const REFUSAL_CODES = [ERRORS.NULL_OR_EMPTY_TOKEN.code, ERRORS.ACCESS_TOKEN_EXPIRED.code, ERRORS.BANNED_USER.code];

/**
 * Member writes that a banned member may still make, each with its reason (every other write with a
 * member guard must refuse a banned member: 130). A new exception needs a line here.
 */
const BANNED_MAY = {
  withdraw: 'a banned member may still leave (SPEC §7 withdrawal; the ban outlives it, issue 14)',
  readAlarm: 'marking one’s own alarm read is housekeeping, not an action toward others (decision 026)',
  readAllAlarms: 'the same, for all alarms at once (decision 026)',
} as const;

/** Writes open to callers without a member token, each with its reason. A new one needs a line here. */
const OPEN_WRITES = {
  naverSignIn: 'signing in is how a visitor becomes a member (device-bound)',
  appleSignIn: 'the same, with Apple',
  appAccess: 'a device registers itself on first sight (SPEC §7 App; it gets its secret here)',
  communityViewCount: 'views are counted for visitors too, once a day per device (limited per address)',
  communityPostShare: 'shares are recorded for visitors too (limited per address)',
  opsSignIn: 'an operator signs in to the ops console with a name and password (limited per address and per name; issue 32)',
  clientError: 'the error beacon counts errors per version for every client, anonymous (limited per address; issue 32)',
  signOut: 'the token call reads and revokes its own tokens',
  refreshToken: 'the token call reads and rotates its own tokens',
} as const;

describe('the table’s guards', () => {
  it('pins every endpoint’s guard (a loosened guard shows up as a change of this snapshot)', async () => {
    const guards = Object.fromEntries(all.map((e) => [e.name, e.guard]));
    await expect(`${JSON.stringify(guards, null, 2)}\n`).toMatchFileSnapshot('./__snapshots__/guards.json');
  });

  it('every member write refuses a banned member, but for the listed exceptions', () => {
    const lenient = all.filter(
      (e) => e.method !== 'GET' && (MEMBER_GUARDS as readonly string[]).includes(e.guard) && !(WRITE_GUARDS as readonly string[]).includes(e.guard),
    );
    expect(lenient.map((e) => e.name).sort()).toEqual(Object.keys(BANNED_MAY).sort());
  });

  it('every write open to callers without a member token is a listed one', () => {
    const open = all.filter((e) => e.method !== 'GET' && ['visitor', 'device', 'tokens'].includes(e.guard));
    expect(open.map((e) => e.name).sort()).toEqual(Object.keys(OPEN_WRITES).sort());
  });

  it('a personal answer is never a visitor’s, but the e-mail lookup (it answers about a phone number, limited per address)', () => {
    expect(all.filter((e) => e.cache === 'personal' && e.guard === 'visitor').map((e) => e.name)).toEqual(['emailLookup']);
  });

  it('an idempotent write replays a member’s key: it has a member guard', () => {
    for (const e of all.filter((x) => x.idempotent)) expect((MEMBER_GUARDS as readonly string[]).includes(e.guard), e.name).toBe(true);
  });
});

describe('every endpoint × every caller', () => {
  const t = useTestApp({ products: 200, tokens: testTokens, env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000', LOOKUP_RATE_LIMIT_PER_MINUTE: '100000' } });
  const account = accountMaker(t, { label: 'guard', nickPrefix: '경비' });
  let checked = 0;

  beforeAll(async () => {
    const data = async (url: string) => (await t.app.inject({ url })).json().data;
    const home = await data('/api/v1/display/home');
    sampleIds.dealId = home.limitedDeals[0].dealId;
    sampleIds.periodId = home.periods[0].periodId;
    sampleIds.eventId = home.events[0].eventId;
    sampleIds.shopId = (await data('/api/v1/display/shop?size=1')).items[0].shopId;
    sampleIds.noticeId = (await data('/api/v1/display/notice?size=1')).items[0].noticeId;
    sampleIds.productNo = home.limitedDeals[0].product.productNo;
    await sampleCommunity(t.db);
    sampleIds.id = (await communitySamples(t.db)).survey.postId;
  });
  afterAll(() => {
    const endpointsChecked = new Set(all.map((e) => e.name)).size;
    console.log(`guard matrix: ${endpointsChecked} endpoints × ${CALLERS.length} callers = ${checked} calls checked`);
  });

  /** The headers of a caller (a fresh account for each call: a passing write never changes another call's caller). */
  async function headersOf(caller: Caller): Promise<Record<string, string> | null> {
    switch (caller) {
      case 'visitor':
        return null;
      case 'device':
        return { deviceuuid: 'w-guard-device-only' };
      case 'newcomer':
        return (await account({ newcomer: true })).headers;
      case 'banned':
        return (await account({ banned: true })).headers;
      case 'withdrawn':
        return (await account({ withdrawn: true })).headers;
    }
  }

  const cases = all.flatMap((e) => CALLERS.map((caller) => [`${e.name} (${e.guard}) as ${caller}`, e, caller] as const));
  it.each(cases)('%s', async (_title, e, caller) => {
    const headers = await headersOf(caller);
    const request = sampleRequest(e, headers ?? {});
    if (!headers) delete (request.headers as Record<string, string>).deviceuuid;
    const res = await t.app.inject(request);
    checked += 1;
    const expected = expectedOf(e, caller);
    const body = res.body;
    expect(res.statusCode, body).toBeLessThan(500);
    if (expected === HANDLER) return;
    if (expected === PASS) {
      expect(REFUSAL_CODES, `${e.name} let ${caller} through, but answered ${body}`).not.toContain(res.json().code);
      return;
    }
    expect({ status: res.statusCode, code: res.json().code }, body).toEqual(expected);
  });
});
