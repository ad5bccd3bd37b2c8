/**
 * The items of the SPEC (`../shared/SPEC.md`) that docs/spec-coverage.md must give a row each, read from the SPEC's
 * own text so a new route, call, code, bridge message or storage key cannot be left out of the table:
 * - `routes`: the first column of §2's route table, verbatim (`/deal/{id digits}`);
 * - `endpoints`: every `METHOD /path` of §7, with `.../x` written out from its bullet's first path and
 *   "GET and POST (body) .../reply" as two endpoints; the query string is dropped (`GET /api/v1/user/email`);
 * - `pathlessCalls`: §7 calls whose path the SPEC does not show (the label before `:`, `(` or `;`);
 * - `families`: §7 "Other known path families", one per comma;
 * - `nativeCalls`: §7 "Native bridge calls" (outbound, as the SPEC words them);
 * - `nativeMessages`: §4 "Inbound messages from the native app" (the message type);
 * - `numericCodes`, `namedErrors`: §8's numeric server codes and the upper-case error names of its handling list;
 * - `localKeys`, `sessionKeys`: §3's local storage and session storage keys.
 *
 * SPEC.md lives outside the repository, so scripts/spec-items.json keeps the last parse for a checkout without it
 * (scripts/spec-coverage.test.ts compares the two whenever the SPEC is there).
 */

export interface SpecItems {
  routes: string[];
  endpoints: string[];
  pathlessCalls: string[];
  families: string[];
  nativeCalls: string[];
  nativeMessages: string[];
  numericCodes: { code: number; label: string }[];
  namedErrors: string[];
  localKeys: string[];
  sessionKeys: string[];
}

/** The text of `## N.` up to the next `## ` heading; throws when the SPEC has no such section. */
function section(spec: string, n: number): string {
  const start = spec.search(new RegExp(`^## ${n}\\. `, 'm'));
  if (start < 0) throw new Error(`SPEC.md: no section ## ${n}.`);
  const rest = spec.slice(start + 3);
  const end = rest.search(/^## /m);
  return end < 0 ? rest : rest.slice(0, end);
}

/** The bullet (`- …`) of a section that starts with `prefix`, without the prefix; throws when missing. */
function bullet(text: string, prefix: string): string {
  const line = text.split('\n').find((l) => l.startsWith(`- ${prefix}`));
  if (!line) throw new Error(`SPEC.md: no bullet "${prefix}"`);
  return line.slice(2 + prefix.length).trim();
}

/** Splits on commas outside parentheses and braces: "a (x, y), b" → ["a (x, y)", "b"]. */
export function splitTopLevel(list: string, separator = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of list) {
    if (ch === '(' || ch === '{') depth++;
    if (ch === ')' || ch === '}') depth--;
    if (ch === separator && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else current += ch;
  }
  if (current.trim()) parts.push(current.trim());
  return parts.map((p) => p.replace(/\.$/, '').trim()).filter(Boolean);
}

const ENDPOINT = /\b((?:GET|POST|PUT|DELETE)(?: and (?:GET|POST|PUT|DELETE))*)\s+(?:\([^)]*\)\s+)?((?:\/api|\.\.\.)\/[^\s;,()?:]*)/g;

/** The `METHOD /path` endpoints of one §7 bullet, relative `.../x` paths written out from its first absolute path. */
function bulletEndpoints(line: string): string[] {
  const found: string[] = [];
  let base: string[] | undefined;
  for (const m of line.matchAll(ENDPOINT)) {
    let path = m[2].replace(/\.$/, '');
    if (path.startsWith('...')) {
      const segments = path.slice(4).split('/');
      const at = base?.indexOf(segments[0]) ?? -1;
      if (!base || at < 0) throw new Error(`SPEC.md: cannot resolve ${path} in "${line}"`);
      path = `/${[...base.slice(0, at), ...segments].join('/')}`;
    } else base ??= path.slice(1).split('/');
    for (const method of m[1].split(' and ')) found.push(`${method} ${path}`);
  }
  return found;
}

/** Every item of SPEC.md the coverage table must have a row for (see the file comment). */
export function parseSpec(spec: string): SpecItems {
  const s2 = section(spec, 2);
  const table = s2.slice(s2.indexOf('### Route table'), s2.indexOf('### Shared screens'));
  const routes = table
    .split('\n')
    .filter((l) => l.startsWith('| /'))
    .map((l) => l.split('|')[1].trim());

  const s7 = section(spec, 7);
  const bullets = s7.split('\n').filter((l) => l.startsWith('- '));
  const endpoints = bullets.flatMap(bulletEndpoints);
  const pathlessCalls = bullets.filter((l) => /not shown/.test(l) && !l.includes('/api/')).map((l) => l.slice(2).split(/[:;(]/)[0].trim());
  const familyText = s7.slice(s7.indexOf('### Other known path families'));
  const families = splitTopLevel(familyText.split('\n')[1]);
  const nativeText = s7.slice(s7.indexOf('### Native bridge calls'));
  const nativeCalls = splitTopLevel(nativeText.split('\n')[1]);

  const nativeMessages = splitTopLevel(bullet(section(spec, 4), 'Inbound messages from the native app:')).map((m) => m.split(' ')[0]);

  const s8 = section(spec, 8);
  const numericCodes = bullet(`- ${s8.slice(s8.indexOf('Numeric server codes:'))}`, 'Numeric server codes:')
    .split(';')
    .map((c) => c.trim().replace(/\.$/, ''))
    .map((c) => {
      const m = /^(\d+) (.+)$/.exec(c);
      if (!m) throw new Error(`SPEC.md: not a code "${c}"`);
      return { code: Number(m[1]), label: m[2] };
    });
  const named = s8.slice(s8.indexOf('Named errors and handling:'));
  const namedErrors = named
    .split('\n')
    .filter((l) => l.startsWith('- '))
    .flatMap((l) => l.split(':')[0].match(/\b[A-Z][A-Z_]{3,}\b/g) ?? []);

  const keys = bullet(section(spec, 3), 'Local storage keys:');
  const [local, session] = keys.split('Session storage:');
  const localKeys = splitTopLevel(local).map((k) => k.split(' ')[0]);
  const sessionKeys = splitTopLevel(session).map((k) => k.split(' ')[0]);

  return { routes, endpoints, pathlessCalls, families, nativeCalls, nativeMessages, numericCodes, namedErrors, localKeys, sessionKeys };
}
