/**
 * The never-store list's generator (issue 27; ./never-store-pages.ts): route ids become pathname
 * patterns, flags are read from the route file's own staticData, a flagged layout stands for its
 * subtree, and the committed sw/never-store-pages.gen.ts is what the routes say today.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NEVER_STORE_FILE, neverStoreEntries, neverStoreModule, pathPattern, readRouteFile } from './never-store-pages';

const test = (source: string, path: string) => new RegExp(source).test(path);

describe('never-store pages from the route files', () => {
  it('turns a route id into its pathname pattern', () => {
    expect(test(pathPattern('/alarm', false), '/alarm')).toBe(true);
    expect(test(pathPattern('/alarm', false), '/alarm/')).toBe(true);
    expect(test(pathPattern('/alarm', false), '/alarms')).toBe(false);
    expect(test(pathPattern('/my-page/', false), '/my-page')).toBe(true);
    expect(test(pathPattern('/my-page/', false), '/my-page/point')).toBe(false);
    const form = pathPattern('/community/qna/form/{-$id}', false);
    for (const p of ['/community/qna/form', '/community/qna/form/12']) expect(test(form, p), p).toBe(true);
    expect(test(form, '/community/qna/form/12/x')).toBe(false);
    expect(test(pathPattern('/notice/$id', false), '/notice/3')).toBe(true);
    const layout = pathPattern('/community/my-page', true);
    for (const p of ['/community/my-page', '/community/my-page/', '/community/my-page/like']) expect(test(layout, p), p).toBe(true);
    expect(test(layout, '/community/my-pages')).toBe(false);
    expect(() => pathPattern('/_pathless/x', false)).toThrow();
  });

  it('reads the flags written in the route file, and refuses staticData it cannot read', () => {
    const route = (options: string) => `export const Route = createFileRoute('/x')({ ${options} });`;
    expect(readRouteFile('x.tsx', route("staticData: { requireAuth: true, title: 'x' }"))).toMatchObject({ id: '/x', flags: ['requireAuth'] });
    expect(readRouteFile('x.tsx', route('staticData: { neverStore: true }, ssr: false'))).toMatchObject({ flags: ['neverStore'] });
    expect(readRouteFile('x.tsx', route("staticData: { title: 'x' }"))).toMatchObject({ flags: [] });
    expect(readRouteFile('x.tsx', 'export const x = 1;')).toBeNull();
    expect(() => readRouteFile('x.tsx', route('staticData: flags'))).toThrow(/object literal/);
    expect(() => readRouteFile('x.tsx', route('staticData: { requireAuth: isPrivate }'))).toThrow(/requireAuth: true/);
  });

  it('a flagged layout stands for the flagged routes below it', () => {
    const entries = neverStoreEntries([
      { id: '/a', file: 'a/route.tsx', flags: ['requireAuth'] },
      { id: '/a/', file: 'a/index.tsx', flags: ['requireAuth'] },
      { id: '/a/b', file: 'a/b.tsx', flags: ['requireAuth'] },
      { id: '/c', file: 'c.tsx', flags: [] },
      { id: '/login', file: 'login.tsx', flags: ['neverStore'] },
    ]);
    expect(entries.map((e) => e.id)).toEqual(['/a', '/login']);
    expect(entries[0]!.pattern).toBe(pathPattern('/a', true));
  });

  it('the committed sw/never-store-pages.gen.ts is what the routes say (npm run build writes it)', () => {
    expect(readFileSync(NEVER_STORE_FILE, 'utf8')).toBe(neverStoreModule());
  });
});
