import { describe, expect, it } from 'vitest';
import { postgresTestFiles, reachesPostgres } from './database-test-files';

// Split so this file's own source does not look like a database import to the rule it tests.
const from = (module: string) => `import { x } from ${"'"}${module}';\n`;
const viaTestApp = from('@tests/setup/test-app.js');

describe('which server test files the PostgreSQL pass runs (issue 27)', () => {
  it('a file opening its database through tests/setup reaches PostgreSQL; a pure unit test does not', () => {
    expect(reachesPostgres('server/a.test.ts', viaTestApp)).toBe(true);
    expect(reachesPostgres('server/b.test.ts', from('../../tests/setup/postgres'))).toBe(true);
    expect(reachesPostgres('server/c.test.ts', from('./catalogue'))).toBe(false);
    expect(reachesPostgres('server/d.pg.test.ts', '')).toBe(true);
  });

  it('a file that says the database takes no part in its subject runs in the PGlite pass only; the marker needs a reason', () => {
    expect(reachesPostgres('server/e.test.ts', `${viaTestApp}// database-independent: decoding pictures\n`)).toBe(false);
    expect(reachesPostgres('server/f.test.ts', `${viaTestApp}// database-independent:\n`)).toBe(true);
    // A PostgreSQL-only file cannot opt out.
    expect(reachesPostgres('server/g.pg.test.ts', '// database-independent: no\n')).toBe(true);
  });

  it('the repository: the picture-latency file is left to the PGlite pass, the hostile suite is not', () => {
    const files = postgresTestFiles(process.cwd(), ['server', 'scripts']);
    expect(files).not.toContain('server/routes/community-images/image-latency.test.ts');
    expect(files).toContain('server/routes/hostile.test.ts');
    expect(files).toContain('server/routes/community-images/community-images.test.ts');
  });
});
