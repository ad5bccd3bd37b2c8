/**
 * Issue 13 "Search relevance" at 390×844: a known word is searched as typed (전복 never becomes
 * 전북) and an empty answer offers related categories; a corrected typo says so and links back to
 * the typed word; a single visitor's zero-result search never reaches 많이 찾는 검색어, whose
 * entries (rank 10 included) stay on one line. Words come from the running server's API, never
 * from a hard-coded catalogue.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import type { EndpointData } from '@contract/endpoints';

const q = encodeURIComponent;
async function searchApi(request: APIRequestContext, params: string): Promise<EndpointData<'search'>> {
  const res = await request.get(`/api/v1/search?${params}`);
  expect(res.ok()).toBeTruthy();
  return (await res.json()).data;
}

/** A typo of `word`: the vowel of its last Hangul syllable moved by `shift` (한라봉 → 한라붕). */
function typoOf(word: string, shift: number): string {
  const chars = [...word];
  const i = chars.findLastIndex((c) => /[가-힣]/.test(c));
  if (i < 0) return word;
  const code = chars[i].charCodeAt(0) - 0xac00;
  chars[i] = String.fromCharCode(0xac00 + Math.floor(code / 588) * 588 + ((Math.floor((code % 588) / 28) + shift) % 21) * 28 + (code % 28));
  return chars.join('');
}

/**
 * Open the results of `typed`, which the server answers for `shown`: the notice says so and links back
 * to an exact search of `typed`; after a screenshot (test-results/screens/<shot>.png), following it
 * loads the exact search, without the notice.
 */
async function followBackToExact(page: Page, typed: string, shown: string, shot: string) {
  await page.goto(`/search?keyword=${q(typed)}`);
  const notice = page.getByRole('status').filter({ hasText: '검색 결과예요' });
  await expect(notice).toContainText(`‘${shown}’ 검색 결과예요`);
  const back = notice.getByRole('link', { name: new RegExp(`‘${typed}’(으로|로) 검색`) });
  await expect(back).toBeVisible();
  await page.screenshot({ path: `test-results/screens/${shot}.png` });
  await back.click();
  await expect(page).toHaveURL(/exact=Y/);
  await expect(page.getByText(/검색 결과예요/)).toHaveCount(0);
}

test('전복 is searched as 전복: abalone products, or the Korean no-result message with related categories; never 전북', async ({ page, request }) => {
  const api = await searchApi(request, `keyword=${q('전복')}`);
  expect(api.correctedKeyword).toBeNull();
  await page.goto(`/search?keyword=${q('전복')}`);
  if (api.total > 0) {
    await expect(page.locator('main a[href*="/shop/product/"]').first()).toContainText('전복');
  } else {
    await expect(page.getByText('‘전복’에 맞는 상품이 없어요')).toBeVisible();
    const related = page.getByRole('navigation', { name: '관련 카테고리' }).getByRole('link');
    expect(api.relatedCategories.length).toBeGreaterThan(0);
    await expect(related).toHaveCount(api.relatedCategories.length);
    await expect(related.first()).toContainText(api.relatedCategories[0].name);
    await page.screenshot({ path: 'test-results/screens/search-no-result-related.png' });
    await related.first().click();
    await expect(page).toHaveURL(/\/category\/detail\//);
    await page.goBack();
  }
  await expect(page.getByText(/검색 결과예요/)).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText('‘전북');
});

test('a corrected typo says what it searched and links back to the typed word, searched exactly', async ({ page, request }) => {
  // Candidates from the server: recommended phrases and category names (3+ syllables, so a typo is correctable).
  const rec = (await (await request.get('/api/v1/search/recommend-keyword')).json()).data.items as string[];
  const tree = (await (await request.get('/api/v1/display/web/category')).json()).data as EndpointData<'categoryTree'>;
  const names = tree.roots.flatMap((r) => r.children.flatMap((c) => c.children.map((x) => x.name)));
  let found: { typo: string; corrected: string } | undefined;
  for (const word of [...rec, ...names].filter((w) => w.replace(/\s/g, '').length >= 3)) {
    for (const shift of [1, 2]) {
      const typo = typoOf(word, shift);
      const r = await searchApi(request, `keyword=${q(typo)}`);
      if (r.correctedKeyword) {
        found = { typo, corrected: r.correctedKeyword };
        break;
      }
    }
    if (found) break;
  }
  expect(found, 'some typo of a recommended word is corrected').toBeTruthy();
  const { typo, corrected } = found!;
  const exact = await searchApi(request, `keyword=${q(typo)}&exact=Y`);
  expect(exact.correctedKeyword).toBeNull();

  await followBackToExact(page, typo, corrected, 'search-corrected');
  if (exact.total === 0) await expect(page.getByText(`‘${typo}’에 맞는 상품이 없어요`)).toBeVisible();
  else await expect(page.getByText(`상품 ${exact.total.toLocaleString('ko-KR')}개`)).toBeVisible();
});

test('a similarity-fallback answer says which word it is for and links back, like a correction', async ({ page, request }) => {
  // A recommended phrase with two syllables too many ('세종조치원요요'): no dictionary word is within
  // 2 jamo edits, so the server falls back to jamo similarity (correction: 'similar').
  const rec = (await (await request.get('/api/v1/search/recommend-keyword')).json()).data.items as string[];
  let found: { typed: string; term: string } | undefined;
  for (const phrase of rec.filter((w) => w.replace(/\s/g, '').length >= 3)) {
    const typed = `${phrase.replace(/\s/g, '')}요요`;
    const r = await searchApi(request, `keyword=${q(typed)}`);
    if (r.correction === 'similar' && r.correctedKeyword) {
      found = { typed, term: r.correctedKeyword };
      break;
    }
  }
  expect(found, 'some recommended phrase with extra syllables is answered by similarity').toBeTruthy();
  const { typed, term } = found!;
  await followBackToExact(page, typed, term, 'search-similar');
  await expect(page.getByText(`‘${typed}’에 맞는 상품이 없어요`)).toBeVisible();
});

test('a single visitor’s zero-result searches never reach 많이 찾는 검색어, whose entries stay on one line', async ({ page, request }) => {
  const junk = `아이폰${Date.now().toString(36).replace(/\d/g, '')}`;
  const api = await searchApi(request, `keyword=${q(junk)}&exact=Y`);
  expect(api.total).toBe(0);
  await page.goto('/search/list');
  const input = page.getByRole('combobox', { name: '검색어 입력' });
  for (const word of [junk, junk, 'ㅅㄱ', junk]) {
    await input.fill(word);
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await expect(page).toHaveURL(/keyword=/);
    await page.goto('/search/list');
  }
  const rank = (await (await request.get('/api/v1/search/rank')).json()).data as EndpointData<'searchRank'>;
  expect(rank.items.map((i) => i.keyword)).not.toContain(junk);
  expect(rank.items.map((i) => i.keyword)).not.toContain('ㅅㄱ');
  const list = page.locator('section[aria-labelledby="rank-title"] ol');
  await expect(list.getByRole('button').first()).toBeVisible();
  await expect(list).not.toContainText(junk);
  await expect(list).not.toContainText('ㅅㄱ');
  await page.screenshot({ path: 'test-results/screens/search-rank.png' });
  // One line per entry at 390 px: every button as tall as the first (rank 10 included).
  const heights = await list.getByRole('button').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
  expect(heights.length).toBe(rank.items.length);
  for (const h of heights) expect(h).toBeLessThanOrEqual(heights[0] + 1);
});
