/**
 * Prints the built-in engine's follow rate on the invented instruction cases
 * (`training/instruction-cases.ts`), holdout and training part apart:
 *   npm run -s eval:instructions -- [--verbose]
 * `--verbose` lists the training part's failures only: the holdout is read as figures, never
 * case by case.
 */
import { parseArgs } from 'node:util';
import { scoreInstructionCases } from '../training/instruction-cases.ts';

const { values } = parseArgs({ options: { verbose: { type: 'boolean', default: false } } });
const { rows, failures } = await scoreInstructionCases();

const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;
console.log('| part | cases | followed | followed and rubric |');
console.log('| --- | --- | --- | --- |');
for (const key of [...rows.keys()].sort()) {
  const row = rows.get(key)!;
  console.log(
    `| ${key} | ${row.all} | ${pct(row.followed, row.all)} | ${pct(row.rubric, row.all)} |`,
  );
}
if (values.verbose) {
  console.log('\nTraining failures');
  for (const line of failures) console.log(`- ${line}`);
}
