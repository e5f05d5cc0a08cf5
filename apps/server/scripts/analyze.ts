import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { analyseLine, readMenu, readStaff } from '../src/ai/analysis/batch.ts';

// Batch analysis: reviews as JSON lines on stdin, one analysis per line on stdout.
//   npm run -s analyze -- --menu menu.json --staff staff.json [--taxonomy semeval2014]
const { values } = parseArgs({
  options: {
    menu: { type: 'string' },
    staff: { type: 'string' },
    taxonomy: { type: 'string', default: 'fine' },
  },
});
const readJson = (path: string | undefined) => (path ? JSON.parse(readFileSync(path, 'utf8')) : []);
const options = {
  menu: readMenu(readJson(values.menu)),
  staff: readStaff(readJson(values.staff)),
  taxonomy: values.taxonomy === 'semeval2014' ? ('semeval2014' as const) : ('fine' as const),
};
let lineNumber = 0;
for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
  lineNumber += 1;
  const out = analyseLine(line, lineNumber, options);
  if (out) process.stdout.write(`${out}\n`);
}
