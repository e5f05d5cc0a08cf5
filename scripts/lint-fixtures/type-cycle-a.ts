// A cycle through `import type` only, which import-x/no-cycle cannot see but
// scripts/check-import-cycles.mjs must report.
import type { B } from './type-cycle-b.ts';

export type A = { b?: B };
