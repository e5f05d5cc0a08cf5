import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The import rules of eslint.config.js once failed silently (import-x skipped every .ts file),
// so this proves they fire: a new cycle (type-only too, scripts/check-import-cycles.mjs) and a
// cross-feature import that goes around a feature's public.ts must fail `npm run lint`.
const root = join(import.meta.dirname, '..');
// Not ignoring: the fixtures' folder is ignored by the main lint run.
const eslint = new ESLint({ cwd: root, ignore: false });

const rulesHit = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, {
    filePath: join(root, filePath),
  });
  return (result?.messages ?? []).map((m) => m.ruleId);
};

describe('import lint', () => {
  it('reports a dependency cycle between TypeScript modules, type-only imports included', () => {
    const run = spawnSync(
      process.execPath,
      [join(root, 'scripts/check-import-cycles.mjs'), 'scripts/lint-fixtures'],
      { encoding: 'utf8' },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'scripts/lint-fixtures/cycle-a.ts <-> scripts/lint-fixtures/cycle-b.ts',
    );
    expect(run.stderr).toContain(
      'scripts/lint-fixtures/type-cycle-a.ts <-> scripts/lint-fixtures/type-cycle-b.ts',
    );
  });

  it("refuses a server feature importing another's internals, and allows its public.ts", async () => {
    const file = 'apps/server/src/features/alerts/lint-fixture.ts';
    expect(await rulesHit(file, "export { syncComments } from '../socials/sync.ts';\n")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(
      await rulesHit(file, "export { syncComments } from '../socials/public.ts';\n"),
    ).not.toContain('import-x/no-restricted-paths');
  });

  it('refuses shared server code importing a feature', async () => {
    expect(
      await rulesHit(
        'apps/server/src/lib/lint-fixture.ts',
        "export { listReviews } from '../features/reviews/public.ts';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('refuses a web feature importing another feature, whichever feature it is', async () => {
    expect(
      await rulesHit(
        'apps/web/src/features/review-import/lint-fixture.ts',
        "export { useSession } from '../auth/hooks/use-session.ts';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });
});
