// A cycle the lint must report (scripts/lint-boundaries.test.ts); the main lint ignores this folder.
import { b } from './cycle-b.ts';

export const a = () => b() + 1;
