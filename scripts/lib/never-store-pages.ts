/**
 * The service worker's never-store list, generated from the route files (issue 27: "personal page"
 * is declared once, in the route's `staticData`). A route that says `requireAuth: true` (a personal
 * page: signed-in only, drawn in the browser — src/router.tsx applies both) or `neverStore: true`
 * (open to all, but never kept: the sign-in round trip) is a page the worker must never store; its
 * path becomes one pattern of `sw/never-store-pages.gen.ts`, which sw/policy.ts reads. The worker
 * stays zod-free and never imports src/: it gets plain regular expressions.
 *
 * Read statically, as the router's own generator reads the files: `createFileRoute('<id>')({ …,
 * staticData: { requireAuth: true, … } })` with `staticData` written in the route file itself (a flag
 * set elsewhere would be missed — src/router.test.ts walks the real route tree and fails then).
 * A route with children (a layout) covers its whole subtree; a flagged route below a flagged layout
 * adds nothing. `npm run build` writes the file (vite.config.ts, never-store-pages) before the worker
 * is built; the file is committed, so the type check and the tests see it without a build.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '../..');
export const ROUTES_DIR = path.join(root, 'src/routes');
export const NEVER_STORE_FILE = path.join(root, 'sw/never-store-pages.gen.ts');

/** The flags that keep a page out of the worker's caches. */
export const NEVER_STORE_FLAGS = ['requireAuth', 'neverStore'] as const;
export type NeverStoreFlag = (typeof NEVER_STORE_FLAGS)[number];

export interface RouteDeclaration {
  /** The route id as createFileRoute names it ('/my-page/', '/community/my-page', '/alarm'). */
  id: string;
  file: string;
  flags: NeverStoreFlag[];
}

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    // `-components` and other `-` folders are not routes (TanStack skips them); tests are not routes.
    if (e.isDirectory()) return e.name.startsWith('-') ? [] : routeFiles(p);
    return /\.tsx?$/.test(e.name) && !/\.(test|spec)\.tsx?$/.test(e.name) && !e.name.endsWith('.gen.ts') ? [p] : [];
  });
}

const isTrue = (node: ts.Expression) => node.kind === ts.SyntaxKind.TrueKeyword;
const propName = (p: ts.ObjectLiteralElementLike) => (p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : undefined);

/** The route a file declares, with its never-store flags; null for a file that declares none. */
export function readRouteFile(file: string, source = readFileSync(file, 'utf8')): RouteDeclaration | null {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  let found: RouteDeclaration | null = null;
  const visit = (node: ts.Node) => {
    // createFileRoute('<id>')({ ...options })
    if (
      ts.isCallExpression(node) &&
      ts.isCallExpression(node.expression) &&
      ts.isIdentifier(node.expression.expression) &&
      node.expression.expression.text === 'createFileRoute'
    ) {
      const idArg = node.expression.arguments[0];
      const options = node.arguments[0];
      if (!idArg || !ts.isStringLiteral(idArg)) throw new Error(`${file}: createFileRoute needs its id as a string`);
      const flags: NeverStoreFlag[] = [];
      if (options && ts.isObjectLiteralExpression(options)) {
        const staticData = options.properties.find((p) => propName(p) === 'staticData');
        if (staticData) {
          if (!ts.isPropertyAssignment(staticData) || !ts.isObjectLiteralExpression(staticData.initializer))
            throw new Error(`${file}: write staticData as an object literal in the route file (the worker's never-store list is read from it)`);
          for (const p of staticData.initializer.properties) {
            const name = propName(p);
            if (!(NEVER_STORE_FLAGS as readonly (string | undefined)[]).includes(name)) continue;
            if (!ts.isPropertyAssignment(p) || !isTrue(p.initializer)) throw new Error(`${file}: write ${name}: true (or leave it out)`);
            flags.push(name as NeverStoreFlag);
          }
        }
      }
      found = { id: idArg.text, file: path.relative(root, file), flags };
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** Every route file's declaration, by id. */
export function readRoutes(dir = ROUTES_DIR): RouteDeclaration[] {
  return routeFiles(dir)
    .map((f) => readRouteFile(f))
    .filter((r): r is RouteDeclaration => r !== null)
    .sort((a, b) => a.id.localeCompare(b.id));
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The pathname pattern (a RegExp source) of a route id: `$param` is one segment, `{-$param}` an
 * optional one; a layout (`subtree`) matches its path and everything below it, any other route its
 * path alone (an index route's trailing slash optional, as the router reads it).
 */
export function pathPattern(id: string, subtree: boolean): string {
  const segments = id.split('/').filter(Boolean);
  let source = '^';
  for (const seg of segments) {
    if (/^\{-\$[A-Za-z0-9_]+\}$/.test(seg)) source += '(?:\\/[^/]+)?';
    else if (/^\$[A-Za-z0-9_]+$/.test(seg)) source += '\\/[^/]+';
    else if (/^[A-Za-z0-9-]+$/.test(seg)) source += `\\/${escape(seg)}`;
    else throw new Error(`route ${id}: segment "${seg}" is not a path, a $param or an optional {-$param}`);
  }
  if (segments.length === 0) return subtree ? '^\\/' : '^\\/$';
  return subtree ? `${source}(?:\\/|$)` : `${source}\\/?$`;
}

export interface NeverStoreEntry {
  id: string;
  flags: NeverStoreFlag[];
  pattern: string;
}

/** The flagged routes' patterns, a layout standing for its flagged descendants. */
export function neverStoreEntries(routes: RouteDeclaration[] = readRoutes()): NeverStoreEntry[] {
  const ids = routes.map((r) => r.id);
  const isLayout = (id: string) => !id.endsWith('/') && ids.some((other) => other.startsWith(`${id}/`));
  const flagged = routes.filter((r) => r.flags.length > 0);
  const layouts = flagged.filter((r) => isLayout(r.id));
  return flagged
    .filter((r) => !layouts.some((l) => l !== r && r.id.startsWith(`${l.id}/`)))
    .map((r) => ({ id: r.id, flags: r.flags, pattern: pathPattern(r.id, isLayout(r.id)) }));
}

/** The text of sw/never-store-pages.gen.ts. */
export function neverStoreModule(entries: NeverStoreEntry[] = neverStoreEntries()): string {
  const lines = entries.map((e) => `  /${e.pattern}/, // ${e.id} (${e.flags.join(', ')})`);
  return `/**
 * GENERATED by scripts/lib/never-store-pages.ts from the route files' staticData (requireAuth,
 * neverStore) — do not edit. \`npm run build\` writes it; src/router.test.ts proves it against the
 * route tree. The pages the service worker never stores (sw/policy.ts PERSONAL_PAGE_PATHS).
 */
export const NEVER_STORE_PAGES: readonly RegExp[] = [
${lines.join('\n')}
];
`;
}

/** Write the module when its text changed; true when it did. */
export function writeNeverStoreModule(file = NEVER_STORE_FILE): boolean {
  const next = neverStoreModule();
  let current = '';
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    // first run
  }
  if (current === next) return false;
  writeFileSync(file, next);
  return true;
}
