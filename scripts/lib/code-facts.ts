/**
 * What the code declares, read with the TypeScript compiler API (parse only, no type check: a file takes a few
 * milliseconds), for scripts/spec-coverage.test.ts:
 * - `declaredSymbols`: the names a file declares at its top level (functions, classes, variables — destructured
 *   ones too —, interfaces, types, enums) and their members as `Outer.member` (object literal properties of a
 *   variable, class and interface members, enum members);
 * - `testTitles`: the titles of a test file's `describe`/`it`/`test` calls (any modifier: `test.describe.serial`,
 *   `it.each([...])`), as anchored patterns: `${…}` in a template title and the `.each` placeholders (`%s`, `$name`)
 *   match any text;
 * - `storageKeysUsed`: the keys a declaration reads or writes with `getItem`/`setItem` (removing one does not count);
 * - `endpointCalls`: which endpoint names `callEndpoint`/`uploadEndpoint` calls pass.
 * Keys and names are resolved through literals, conditionals, constants and constant object maps, of the same file
 * or imported by name from another module of the repository (`~/stores/session` `STORAGE_KEYS.uid`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const parsed = new Map<string, ts.SourceFile>();

/** The parsed file (cached per path for the test run). */
export function sourceOf(file: string): ts.SourceFile {
  let sf = parsed.get(file);
  if (!sf) {
    const kind = /\.tsx$/.test(file) ? ts.ScriptKind.TSX : /\.m?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
    sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, kind);
    parsed.set(file, sf);
  }
  return sf;
}

const nameText = (n: ts.PropertyName | ts.BindingName | undefined): string | undefined =>
  n && (ts.isIdentifier(n) || ts.isStringLiteral(n) || ts.isPrivateIdentifier(n) || ts.isNumericLiteral(n)) ? n.text : undefined;

function bindingNames(n: ts.BindingName): string[] {
  if (ts.isIdentifier(n)) return [n.text];
  return n.elements.flatMap((e) => (ts.isBindingElement(e) ? bindingNames(e.name) : []));
}

/** Strips `as`, `satisfies`, parentheses and `!` around an expression. */
function unwrap(e: ts.Expression): ts.Expression {
  while (ts.isAsExpression(e) || ts.isSatisfiesExpression(e) || ts.isParenthesizedExpression(e) || ts.isNonNullExpression(e) || ts.isTypeAssertionExpression(e))
    e = e.expression;
  return e;
}

/** The members of a declaration that a `Outer.member` citation may name. */
function membersOf(node: ts.Node): string[] {
  if (ts.isVariableDeclaration(node) && node.initializer) {
    const init = unwrap(node.initializer);
    if (ts.isObjectLiteralExpression(init)) return init.properties.map((p) => nameText(p.name)).filter((n): n is string => !!n);
    if (ts.isClassExpression(init)) return membersOf(init);
    return [];
  }
  if (ts.isClassDeclaration(node) || ts.isClassExpression(node) || ts.isInterfaceDeclaration(node))
    return (node.members as ts.NodeArray<ts.ClassElement | ts.TypeElement>).map((m) => nameText(m.name)).filter((n): n is string => !!n);
  if (ts.isEnumDeclaration(node)) return node.members.map((m) => nameText(m.name)).filter((n): n is string => !!n);
  return [];
}

/** Top-level declarations of a file by name (a name declared twice, e.g. an overload, keeps every node). */
function declarations(sf: ts.SourceFile): Map<string, ts.Node[]> {
  const out = new Map<string, ts.Node[]>();
  const add = (name: string | undefined, node: ts.Node) => name && out.set(name, [...(out.get(name) ?? []), node]);
  for (const st of sf.statements) {
    if (ts.isVariableStatement(st)) for (const d of st.declarationList.declarations) for (const n of bindingNames(d.name)) add(n, d);
    else if (
      ts.isFunctionDeclaration(st) ||
      ts.isClassDeclaration(st) ||
      ts.isInterfaceDeclaration(st) ||
      ts.isTypeAliasDeclaration(st) ||
      ts.isEnumDeclaration(st) ||
      ts.isModuleDeclaration(st)
    )
      add(st.name?.text, st);
  }
  return out;
}

/** The names `file` declares: top-level names and `Outer.member` for their members. */
export function declaredSymbols(file: string): Set<string> {
  const names = new Set<string>();
  for (const [name, nodes] of declarations(sourceOf(file))) {
    names.add(name);
    for (const node of nodes) for (const m of membersOf(node)) names.add(`${name}.${m}`);
  }
  return names;
}

const TEST_CALLS = new Set(['describe', 'it', 'test', 'suite']);

/** The root identifier of `test.describe.serial`, `it.each([...])`…, when it is a test function. */
function testCallee(e: ts.Expression): string | undefined {
  while (true) {
    if (ts.isIdentifier(e)) return TEST_CALLS.has(e.text) ? e.text : undefined;
    if (ts.isPropertyAccessExpression(e)) e = e.expression;
    else if (ts.isCallExpression(e)) e = e.expression;
    else return undefined;
  }
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `.each` title placeholders: printf-style and `$name` / `$0.name`. */
const eachPlaceholders = (s: string) => s.replace(/%[sdifjo#]|\\\$[\w.]+/g, '.*');

/** Every test title of a test file, as an anchored pattern (see the file comment). */
export function testTitles(file: string): RegExp[] {
  const titles: RegExp[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && testCallee(node.expression) && node.arguments.length > 0) {
      const arg = unwrap(node.arguments[0]);
      let source: string | undefined;
      if (ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg)) source = escape(arg.text);
      else if (ts.isTemplateExpression(arg)) source = [escape(arg.head.text), ...arg.templateSpans.map((s) => `.*${escape(s.literal.text)}`)].join('');
      if (source !== undefined) titles.push(new RegExp(`^${eachPlaceholders(source)}$`, 's'));
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceOf(file));
  return titles;
}

/** Import prefixes of tsconfig.base.json's `paths`, relative to the repository root. */
const ALIASES: [string, string][] = [
  ['~/', 'src/'],
  ['@contract/', 'server/contract/'],
  ['@server/', 'server/'],
  ['@sw/', 'sw/'],
  ['@tests/', 'tests/'],
  ['@scripts/', 'scripts/'],
];
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The file a module specifier of `from` names (relative or aliased; `.js` written for `.ts`), if it exists. */
function moduleFile(from: string, specifier: string): string | undefined {
  const alias = ALIASES.find(([prefix]) => specifier.startsWith(prefix));
  const base = alias ? join(ROOT, alias[1], specifier.slice(alias[0].length)) : specifier.startsWith('.') ? join(dirname(from), specifier) : undefined;
  if (!base) return undefined;
  const stem = base.replace(/\.(js|ts|tsx)$/, '');
  return [`${stem}.ts`, `${stem}.tsx`, join(stem, 'index.ts')].find((f) => existsSync(f));
}

/** The constant `name` means in `file`: its own `const`, or one imported by name from another module of the repository. */
function constInitOf(file: string, name: string, depth = 0): { file: string; init: ts.Expression } | undefined {
  if (depth > 3) return undefined;
  const sf = sourceOf(file);
  const d = declarations(sf).get(name)?.[0];
  if (d) return ts.isVariableDeclaration(d) && d.initializer ? { file, init: unwrap(d.initializer) } : undefined;
  for (const st of sf.statements) {
    if (!ts.isImportDeclaration(st) || !ts.isStringLiteral(st.moduleSpecifier)) continue;
    const bindings = st.importClause?.namedBindings;
    const spec = bindings && ts.isNamedImports(bindings) ? bindings.elements.find((el) => el.name.text === name) : undefined;
    const target = spec && moduleFile(file, st.moduleSpecifier.text);
    if (spec && target) return constInitOf(target, (spec.propertyName ?? spec.name).text, depth + 1);
  }
  return undefined;
}

/** String values an expression can take, through constants of its file or imported ones; undefined when it cannot be told. */
function stringValues(e: ts.Expression, file: string, depth = 0): string[] | undefined {
  if (depth > 5) return undefined;
  e = unwrap(e);
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return [e.text];
  if (ts.isConditionalExpression(e)) {
    const a = stringValues(e.whenTrue, file, depth + 1);
    const b = stringValues(e.whenFalse, file, depth + 1);
    return a && b ? [...a, ...b] : undefined;
  }
  if (ts.isIdentifier(e)) {
    const found = constInitOf(file, e.text);
    return found ? stringValues(found.init, found.file, depth + 1) : undefined;
  }
  // MAP.key or MAP[x]: the named property, or every value of a constant object map.
  if ((ts.isPropertyAccessExpression(e) || ts.isElementAccessExpression(e)) && ts.isIdentifier(e.expression)) {
    const found = constInitOf(file, e.expression.text);
    if (!found || !ts.isObjectLiteralExpression(found.init)) return undefined;
    const props = found.init.properties.filter(ts.isPropertyAssignment);
    const wanted = ts.isPropertyAccessExpression(e) ? e.name.text : undefined;
    const values = props.filter((p) => wanted === undefined || nameText(p.name) === wanted).map((p) => stringValues(p.initializer, found.file, depth + 1));
    return values.length > 0 && values.every((v) => v) ? (values.flat() as string[]) : undefined;
  }
  return undefined;
}

/**
 * Storage keys the declaration `symbol` of `file` reads or writes: the first argument of `getItem`/`setItem` calls
 * inside it, resolved through same-file constants (`STORAGE_KEYS.uid`, `RECEIVED_VALUE_KEY`).
 */
export function storageKeysUsed(file: string, symbol: string): Set<string> {
  const keys = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.arguments.length > 0) {
      const callee = unwrap(node.expression);
      const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : ts.isIdentifier(callee) ? callee.text : '';
      if (name === 'getItem' || name === 'setItem') for (const k of stringValues(node.arguments[0], file) ?? []) keys.add(k);
    }
    ts.forEachChild(node, visit);
  };
  for (const node of declarations(sourceOf(file)).get(symbol.split('.')[0]) ?? []) visit(node);
  return keys;
}

const ENDPOINT_CALLERS = new Set(['callEndpoint', 'uploadEndpoint']);

/** Endpoint names passed to `callEndpoint`/`uploadEndpoint` in `file`, and the calls whose name cannot be told. */
export function endpointCalls(file: string): { names: Set<string>; unresolved: string[] } {
  const sf = sourceOf(file);
  const names = new Set<string>();
  const unresolved: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && ENDPOINT_CALLERS.has(node.expression.text) && node.arguments.length > 0) {
      const values = stringValues(node.arguments[0], file);
      if (values) for (const v of values) names.add(v);
      else unresolved.push(`${file}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return { names, unresolved };
}
