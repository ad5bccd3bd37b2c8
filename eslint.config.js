/**
 * ESLint flat config: the guardrails of issue 11. Lean on purpose — the recommended rule sets of
 * @eslint/js and typescript-eslint (syntax only, no type-aware rules, so `npx eslint .` stays fast on a
 * 2-core machine), plus the rules that keep the house's shape:
 *   - layer boundaries (import-x/no-restricted-paths, bulletproof-react style):
 *       src/routes → src/features → src/components, src/lib, src/stores, src/theme; lower layers never
 *       import higher ones; a feature never imports another feature (one zone per folder, read from disk
 *       so a new feature is covered the day it is created);
 *       server/ never imports src/ or sw/; src/ and sw/ reach server/ only through server/contract/;
 *       sw/ never imports src/, and of the contract only the zod-free paths.ts and rules.ts (the worker
 *       must not ship zod);
 *       inside server/: layers (routes → http → domain → infra → db → contract) and no import
 *       between route groups (issue 27; `serverZones` below);
 *   - import-x/no-cycle (depth-capped so it stays cheap);
 *   - react-hooks rules-of-hooks and exhaustive-deps for src/ (.tsx and the .ts custom hooks);
 *   - kebab-case file and folder names, with the exceptions TanStack Router file routes need;
 *   - no relative import that climbs more than one level (use ~/, @contract/, @server/, …).
 * Formatting is Prettier's job (.prettierrc.json): none of the rule sets used here turn on stylistic
 * rules (ESLint 9+ and typescript-eslint 8 keep them out of `recommended`), so nothing conflicts.
 * Test files (*.test.ts, *.spec.ts) may cross the server/src/sw seam: agreement tests read both sides
 * (the contract table against the worker policy, the client's constants against the server's). The
 * layer and feature zones still apply to them.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';

const root = path.dirname(fileURLToPath(import.meta.url));
const TESTS = ['**/*.test.{ts,tsx,js,mjs}', '**/*.spec.{ts,tsx}'];

/** Feature folder names under src/features, read when the config loads (so new features get a zone). */
const features = readdirSync(path.join(root, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** One zone per feature: src/features/<f> may import nothing from the other feature folders. */
const featureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message: 'A feature never imports another feature: lift the shared piece to src/components, src/lib or src/stores, or compose both in a route.',
}));

/** The layer zones that hold for every file, tests included. */
const layerZones = [
  {
    target: ['./src/components', './src/lib', './src/stores', './src/theme'],
    from: ['./src/features', './src/routes'],
    message: 'Shared layers (components, lib, stores, theme) never import features or routes.',
  },
  {
    target: './src/features',
    from: './src/routes',
    message: 'Features never import routes; routes compose features.',
  },
  ...featureZones,
];

/**
 * The layers inside server/ (issue 27; server/README.md), top to bottom:
 *   index.ts, app.ts, deps.ts          composition: may import anything
 *   routes/<group>                     endpoints of the table: import http/, domain/, infra/, db/
 *   plugins/, stand-ins/               cross-cutting Fastify plugins; stand-ins for the shop, the
 *                                      identity providers and S3 (they implement domain seams)
 *   http/                              the route definition and its guards
 *   seed/                              demo data: may use the domain (the stars ledger)
 *   domain/<area>                      the product's rules; areas may use each other (no cycles)
 *   infra/                             caches and the bus, storage, lifecycle, text
 *   db/                                client, schema, migrations, shared queries and locks
 *   contract/, errors.ts, env.ts, identity-mode.ts, redis-url.ts   the kernel everyone may read
 * No file imports a layer above its own, and a route group never imports another (sideways):
 * shared rules live in domain/.
 */
const serverLayers = {
  composition: ['./server/index.ts', './server/app.ts', './server/deps.ts'],
  routes: ['./server/routes'],
  plugins: ['./server/plugins'],
  standIns: ['./server/stand-ins'],
  http: ['./server/http'],
  seed: ['./server/seed'],
  domain: ['./server/domain'],
  infra: ['./server/infra'],
  db: ['./server/db'],
};
const above = (...layers) => layers.flatMap((l) => serverLayers[l]);
const layerMessage = (layer, allowed) => `server/${layer} imports only what stands below it (${allowed}); see server/README.md.`;
/** Route groups, read from disk so a new group gets its zone the day it is created. */
const routeGroups = readdirSync(path.join(root, 'server/routes'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const serverZones = [
  {
    target: './server/contract',
    from: './server',
    except: ['./contract'],
    message: 'server/contract is the client–server seam: zod shapes and plain data, nothing of the server.',
  },
  {
    target: ['./server/errors.ts', './server/env.ts', './server/identity-mode.ts', './server/redis-url.ts'],
    from: above('composition', 'routes', 'plugins', 'standIns', 'http', 'seed', 'domain', 'infra', 'db'),
    message: 'The kernel (errors, env, identity mode) imports nothing of the layers.',
  },
  {
    target: './server/db',
    from: above('composition', 'routes', 'plugins', 'standIns', 'http', 'seed', 'domain', 'infra'),
    message: layerMessage('db', 'contract, errors'),
  },
  {
    target: './server/infra',
    from: above('composition', 'routes', 'plugins', 'standIns', 'http', 'seed', 'domain'),
    message: layerMessage('infra', 'db, contract'),
  },
  {
    target: './server/domain',
    from: above('composition', 'routes', 'plugins', 'standIns', 'http', 'seed'),
    message: layerMessage('domain', 'infra, db, contract'),
  },
  { target: './server/seed', from: above('composition', 'routes', 'plugins', 'standIns', 'http'), message: layerMessage('seed', 'domain, infra, db') },
  { target: './server/http', from: above('composition', 'routes', 'plugins', 'standIns', 'seed'), message: layerMessage('http', 'domain, infra, db') },
  {
    target: ['./server/plugins', './server/stand-ins'],
    from: above('composition', 'routes', 'seed'),
    message: layerMessage('plugins and stand-ins', 'http, domain, infra, db'),
  },
  ...routeGroups.map((group) => ({
    target: `./server/routes/${group}`,
    from: ['./server/routes', ...above('composition', 'seed', 'standIns')],
    except: [`./${group}`],
    message: 'A route group imports neither another group (put the shared rule in server/domain/) nor the stand-ins, the seed or the composition root.',
  })),
];

/** The seam between the three trees (not applied to tests, which check that both sides agree). */
const seamZones = [
  {
    target: './server',
    from: ['./src', './sw'],
    message: 'The server never imports browser or worker code; shared shapes live in server/contract/.',
  },
  {
    target: './src',
    from: './server',
    except: ['./contract'],
    message: 'The client reaches the server only through server/contract/ (@contract/…).',
  },
  {
    target: './sw',
    from: './src',
    message: 'The worker never imports app code (it would ship React and the app into sw.js).',
  },
  {
    target: './sw',
    from: './server',
    except: ['./contract/paths.ts', './contract/rules.ts'],
    message: 'The worker reads only the zod-free server/contract/paths.ts and rules.ts (it must not ship zod).',
  },
];

const NAME = '+([a-z])*([a-z0-9])*(-+([a-z0-9]))'; // check-file's KEBAB_CASE
const PARAM = '+([a-z])*([a-zA-Z0-9])'; // a TanStack route param name: camelCase, as SPEC §2 spells them

export default defineConfig([
  globalIgnores([
    'dist/',
    'styled-system/',
    'node_modules/',
    '.tmp/',
    '.tanstack/',
    '.previous-assets/',
    'bench/results/',
    'bench/data/',
    'data/',
    'src/routeTree.gen.ts',
    'server/db/migrations/',
    'test-results/',
    'playwright-report/',
    'public/',
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,

  {
    name: 'house/language',
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_`-prefixed names mark deliberately unused arguments and destructured leftovers.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    name: 'house/browser-globals',
    files: ['src/**/*.{ts,tsx}', 'tests/e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    name: 'house/worker-globals',
    files: ['sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },

  {
    name: 'house/imports',
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x parses only .js dependencies, and no-cycle never walks into .ts files.
      'import-x/extensions': ['.ts', '.tsx', '.cts', '.mts', '.js', '.jsx', '.cjs', '.mjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.cts', '.mts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
          project: ['tsconfig.json', 'tsconfig.app.json', 'sw/tsconfig.json'],
        }),
      ],
    },
    rules: {
      // A cap keeps the walk bounded as the tree grows; today an unbounded walk finds the same cycles
      // in the same time (`time npx eslint .` ≈ 9 s either way on 2 cores). Type-only imports are not
      // followed (they vanish at build time).
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...layerZones, ...seamZones, ...serverZones] }],
      // no-restricted-imports does not see import(): the same rule for dynamic imports.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression > Literal[value=/^\\.\\.\\/\\.\\.\\//]',
          message: 'Climb at most one level: import through an alias (~/, @contract/, @server/, @sw/, @tests/, @scripts/, @public/).',
        },
        {
          // Issue 27: typed ids and search everywhere — a `strict: false` hook reads any route's params untyped.
          selector: "Property[key.name='strict'][value.value=false]",
          message: 'No `strict: false`: read the typed params and search of the route (Route.useParams(), Route.useSearch(), getRouteApi(id)).',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../../*', '../../**'],
              message: 'Climb at most one level: import through an alias (~/, @contract/, @server/, @sw/, @tests/, @scripts/, @public/).',
            },
          ],
        },
      ],
    },
  },
  {
    name: 'house/imports-in-tests',
    files: TESTS,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones }],
      // A test file is imported by nothing, so it can close no cycle: walking its imports for one
      // was a third of lint's time (issue 27). Cycles among the modules it imports are still found
      // from those modules' own files.
      'import-x/no-cycle': 'off',
    },
  },
  {
    name: 'house/worker-no-zod',
    files: ['sw/**/*.ts', 'server/contract/paths.ts', 'server/contract/rules.ts'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: 'The worker and the zod-free contract files must not import zod.' }],
          patterns: [
            {
              group: ['../../*', '../../**'],
              message: 'Climb at most one level: import through an alias (~/, @contract/, @server/, @sw/, @tests/, @scripts/, @public/).',
            },
          ],
        },
      ],
    },
  },

  {
    name: 'house/react-hooks',
    // .ts too: custom hooks such as src/lib/use-countdown.ts live in plain .ts files.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },

  {
    name: 'house/file-names',
    files: ['{src,server,sw,scripts,tests}/**/*.{js,mjs,cjs,ts,tsx,mts,cts}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        {
          // File routes: `$param`, `{-$param}`, `__root`, plus `404` and `withdrawInfo`, whose paths SPEC §2 fixes.
          'src/routes/**/*': `@(${NAME}|$${PARAM}|\\{-$${PARAM}\\}|__root|404|withdrawInfo)`,
          'src/!(routes)/**/*': 'KEBAB_CASE',
          'src/*': 'KEBAB_CASE',
          '{server,sw,scripts,tests}/**/*': 'KEBAB_CASE',
        },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        {
          // Route folders: `$param`, `{-$param}`, and `-components` (route-only pieces TanStack skips).
          'src/routes/**/': `@(${NAME}|$${PARAM}|\\{-$${PARAM}\\}|-${NAME})`,
          'src/!(routes)/**/': 'KEBAB_CASE',
          '{server,sw,scripts,tests}/**/': 'KEBAB_CASE',
        },
      ],
    },
  },
]);
