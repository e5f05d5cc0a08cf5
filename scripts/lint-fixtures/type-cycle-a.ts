// A cycle through `import type` only, which ESLint's import-x/no-cycle could not see but
// scripts/check-import-cycles.mjs must report.
import type { B } from './type-cycle-b.ts';

export type A = { b?: B };
