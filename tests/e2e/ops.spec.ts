/**
 * The ops console journey (issue 32; docs/decisions/049-ops-console.md), on a server of its own
 * (tests/e2e/own-server.ts: PGlite allows one process per data folder, and the operator is
 * bootstrapped with the CLI while the server is stopped, as an operator would):
 *   bootstrap → sign in at /ops → stage a release to 10 % → two shoppers' browsers split by cohort
 *   (the one in the cohort reloads once onto the new build, the other stays on the previous one) →
 *   raise to 100 % (the other's next page is the new build) → roll back (the first's, the old) → a
 *   client error on a new staged version halts it by itself → a post hidden by reports is restored
 *   from the queue → a banned word added in the console is refused by the community's check at once.
 * Two real builds side by side, as a deployment has them: the deployed 7.0.0 (a second build of this
 * tree, tests/e2e/second-build.ts) and the stable one kept whole (dist/, as PREVIOUS_BUILD_DIR); each
 * browser's build is the one whose version its own poll reports (`?v=`).
 * Not here: "refused on another instance within 1 s" needs PostgreSQL and several instances: the
 * cluster suite does it in a real browser (tests/cluster/cross-instance.test.ts, "the ops console
 * across instances": added in the console on A, refused on B within 1 s).
 */
import { spawnSync } from 'node:child_process';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { OwnServer } from './own-server';
import { secondBuild } from './second-build';

const PASSWORD = 'e2e-operator-password-2026';
// E2E_PORT + 56 (tests/e2e/own-server.ts lists the offsets in use).
/** The version staged: the deployed build's (docs/decisions/049: deploy, then stage what was deployed). */
const NEXT = '7.0.0';
const server = new OwnServer(Number(process.env.E2E_PORT ?? 3411) + 56, {
  OPS_HALT_MIN_ERRORS: '2',
  CLIENT_ERROR_PER_MINUTE: '100',
  DIST_DIR: `.tmp/e2e-build-${NEXT}`,
  PREVIOUS_BUILD_DIR: 'dist',
});

test.describe.configure({ mode: 'serial' });
let reportedPostId = 0;
test.setTimeout(180_000);

test.beforeAll(async () => {
  test.setTimeout(240_000);
  secondBuild(NEXT);
  await server.start(); // copies the seeded data template
  await server.stop();
  const made = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/ops.ts', 'add-operator', '--name', 'e2e.release', '--role', 'release'], {
    env: { ...process.env, DATA_DIR: server.dataDir, OPS_PASSWORD: PASSWORD },
    encoding: 'utf8',
  });
  expect(made.status, made.stderr).toBe(0);
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/ops.ts', 'add-operator', '--name', 'e2e.mod', '--role', 'moderator'], {
    env: { ...process.env, DATA_DIR: server.dataDir, OPS_PASSWORD: PASSWORD },
  });
  const reported = spawnSync(process.execPath, ['--import', 'tsx', 'tests/e2e/ops-reported-post.ts'], {
    env: { ...process.env, DATA_DIR: server.dataDir },
    encoding: 'utf8',
  });
  expect(reported.status, reported.stderr).toBe(0);
  reportedPostId = Number(/^(\d+)$/m.exec(reported.stdout)?.[1]);
  expect(reportedPostId, reported.stdout).toBeGreaterThan(0);
  await server.start();
});
test.afterAll(async () => {
  await server.dispose();
});

async function signIn(page: Page, name: string) {
  await page.goto(`${server.baseURL}/ops`);
  await page.getByLabel('이름').fill(name);
  await page.getByLabel('비밀번호').fill(PASSWORD);
  await page.getByRole('button', { name: '로그인' }).press('Enter');
  await expect(page.getByRole('navigation', { name: '운영 화면' })).toBeVisible();
}

/**
 * A shopper's browser with a chosen device id; counts its document loads, and reads which build its
 * page runs from the version its release poll reports (`GET /api/v1/app/profile?v=`, src/lib/release.ts).
 */
async function shopper(context: BrowserContext, deviceUuid: string) {
  await context.addInitScript((uid) => {
    if (!localStorage.getItem('uid')) localStorage.setItem('uid', uid);
  }, deviceUuid);
  const page = await context.newPage();
  let loads = 0;
  let runs = '';
  page.on('load', () => (loads += 1));
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/v1/app/profile') runs = url.searchParams.get('v') ?? '';
  });
  await page.goto(`${server.baseURL}/notice`);
  return { page, loads: () => loads, runs: () => runs };
}

test('stage, split by cohort, raise, roll back, halt by itself; restore a reported post, a banned word from the console', async ({
  browser,
  page,
  request,
}) => {
  await signIn(page, 'e2e.release');
  const stable = (await (await request.get(`${server.baseURL}/api/v1/app/profile`, { headers: { deviceuuid: 'w-e2e-probe' } })).json()).data.webVersion;
  await page.getByLabel('새 버전').fill(NEXT);
  await page.getByLabel('비율').selectOption('10');
  await page.getByRole('button', { name: '배포 시작' }).click();
  await expect(page.getByTestId('rollout-state')).toHaveText('진행 중');

  // Two devices, one on each side of the 10 % (found by asking as each device).
  const side = async (uid: string) =>
    (await (await request.get(`${server.baseURL}/api/v1/app/profile`, { headers: { deviceuuid: uid } })).json()).data.webVersion;
  let inside = '';
  let outside = '';
  for (let i = 0; i < 200 && (!inside || !outside); i += 1) {
    const uid = `w-e2e-cohort-${i}`;
    if ((await side(uid)) === NEXT) inside ||= uid;
    else outside ||= uid;
  }
  const a = await shopper(await browser.newContext(), inside);
  const b = await shopper(await browser.newContext(), outside);
  // Both first get the stable build (no cookie yet). The cohort's tab is told the new version, purges
  // and reloads once onto the new build; told it again, it stays (no loop). The other stays put.
  await expect.poll(a.loads, { timeout: 20_000 }).toBe(2);
  await expect.poll(a.runs).toBe(NEXT);
  await a.page.reload(); // a later poll (a reload polls at once) answers the same: no further reload
  await a.page.waitForTimeout(1500);
  expect(a.loads()).toBe(3);
  expect(a.runs()).toBe(NEXT);
  expect(b.loads()).toBe(1);
  expect(b.runs()).toBe(stable);
  expect(stable).not.toBe(NEXT);
  // A new tab of the cohort's browser opens on the new build at once.
  const a2 = await a.page.context().newPage();
  const a2Runs = a2.waitForRequest((r) => new URL(r.url()).pathname === '/api/v1/app/profile');
  await a2.goto(`${server.baseURL}/notice`);
  expect(new URL((await a2Runs).url()).searchParams.get('v')).toBe(NEXT);
  await a2.close();

  // 100 %: the new version is the stable one; the other browser's next page is the new build (an
  // open tab is told at its next poll and reloads once, as the cohort's did), with no second reload.
  await page.getByRole('button', { name: '100%로 늘리기' }).click();
  await expect(page.getByTestId('rollout-state')).toHaveText('전체 배포 완료');
  expect(await side(outside)).toBe(NEXT);
  await b.page.reload();
  await expect.poll(b.runs).toBe(NEXT);
  await b.page.waitForTimeout(1500);
  expect(b.loads()).toBe(2);
  // Rolled back: the cohort's browser is on the stable build again.
  await page.getByRole('button', { name: /되돌리기/ }).click();
  await expect(page.getByTestId('rollout-state')).toHaveText('되돌림');
  expect(await side(inside)).toBe(stable);
  await a.page.reload();
  await expect.poll(a.runs).toBe(stable);
  await a.page.waitForTimeout(1500);
  expect(a.loads()).toBe(4);

  // A new version staged to 50 %; its clients err, the old ones do not: it halts itself.
  await page.getByLabel('새 버전').fill('7.1.0');
  await page.getByLabel('비율').selectOption('50');
  await page.getByRole('button', { name: '배포 시작' }).click();
  await expect(page.getByTestId('rollout-state')).toHaveText('진행 중');
  await request.get(`${server.baseURL}/api/v1/app/profile?v=7.1.0&platform=browser`, { headers: { deviceuuid: 'w-e2e-new' } });
  await request.get(`${server.baseURL}/api/v1/app/profile?v=${stable}&platform=browser`, { headers: { deviceuuid: 'w-e2e-old' } });
  for (const kind of ['chunk', 'error']) await request.post(`${server.baseURL}/api/v1/client-error`, { data: { webVersion: '7.1.0', kind } });
  await page.reload();
  await expect(page.getByTestId('rollout-state')).toHaveText('자동 중단');
  await expect(page.getByRole('alert')).toContainText('7.1.0의 오류율');
  await page.getByRole('button', { name: '기록' }).click();
  await expect(page.getByText('rollout.halt 7.1.0')).toBeVisible();

  // Moderation: a post hidden by reports is restored from the queue; a word added in the console is
  // refused by the community's check at once.
  const mod = await browser.newPage();
  await signIn(mod, 'e2e.mod');
  const postUrl = `${server.baseURL}/api/v1/community/dashboard/${reportedPostId}`;
  const titleOf = async () => (await (await request.get(postUrl)).json()).data?.title;
  expect(await titleOf()).not.toBe('신고로 가려진 글이에요');
  await mod.getByRole('button', { name: '신고', exact: true }).click();
  await expect(mod.getByText('신고로 가려진 글이에요')).toBeVisible();
  await expect(mod.getByText(/광고 같아요/)).toBeVisible();
  await mod.getByRole('button', { name: '다시 보이기' }).click();
  await expect(mod.getByText('검토할 신고가 없어요.')).toBeVisible();
  expect(await titleOf()).toBe('신고로 가려진 글이에요');
  await mod.getByRole('button', { name: '금칙어', exact: true }).click();
  await mod.getByLabel('단어').fill('이투이금칙');
  await mod.getByRole('button', { name: '추가' }).click();
  await expect(mod.getByRole('button', { name: '이투이금칙 삭제' })).toBeVisible();
  const check = await request.get(`${server.baseURL}/api/v1/community/bannedwords-validation?text=${encodeURIComponent('이투이금칙 주세요')}`);
  expect((await check.json()).data.isValid).toBe(false);
});

test('내 계정: an operator changes their own password; their other browser is signed out, and the new password signs in', async ({ browser, page }) => {
  const other = await browser.newPage();
  await signIn(other, 'e2e.mod');
  await signIn(page, 'e2e.mod');
  await page.getByRole('button', { name: '내 계정' }).click();
  const next = '바꾼 운영자 비밀번호 2026';
  await page.getByLabel('지금 비밀번호').fill(PASSWORD);
  await page.getByLabel('새 비밀번호', { exact: true }).fill(next);
  await page.getByLabel('새 비밀번호 확인').fill(`${next}!`);
  await expect(page.getByText('새 비밀번호가 서로 달라요.')).toBeVisible();
  await expect(page.getByRole('button', { name: '비밀번호 바꾸기' })).toBeDisabled();
  await page.getByLabel('새 비밀번호 확인').fill(next);
  await page.getByRole('button', { name: '비밀번호 바꾸기' }).click();
  await expect(page.getByText('비밀번호를 바꿨어요. 다른 기기의 로그인은 끝났어요.')).toBeVisible();
  await page.screenshot({ path: '.tmp/shots/ops-account-password.png' });
  // The other browser's session ended: its next call is refused and it shows the sign-in form.
  await other.reload();
  await expect(other.getByRole('button', { name: '로그인' })).toBeVisible();
  await other.getByLabel('이름').fill('e2e.mod');
  await other.getByLabel('비밀번호').fill(PASSWORD);
  await other.getByRole('button', { name: '로그인' }).click();
  await expect(other.getByRole('alert')).toContainText('이름이나 비밀번호가 맞지 않아요');
  await other.getByLabel('비밀번호').fill(next);
  await other.getByRole('button', { name: '로그인' }).click();
  await expect(other.getByRole('navigation', { name: '운영 화면' })).toBeVisible();
  await other.close();
});
