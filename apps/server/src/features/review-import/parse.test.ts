import { describe, expect, it } from 'vitest';
import {
  csvParser,
  jsonColumns,
  jsonParser,
  RECORD_MAX_CHARS,
  type ParsedRecord,
  type RecordParser,
} from './parse.ts';

/** Feeds text in pieces of `size` characters (1: one at a time) and collects every record. */
function parse(parser: RecordParser, text: string, size = text.length || 1): ParsedRecord[] {
  const out: ParsedRecord[] = [];
  for (let i = 0; i < text.length; i += size) out.push(...parser.push(text.slice(i, i + size)));
  out.push(...parser.end());
  return out;
}
const shape = (records: ParsedRecord[]) =>
  records.map((r) =>
    r.kind === 'object'
      ? { line: r.line, value: Object.fromEntries(r.value) }
      : r.kind === 'row'
        ? { line: r.line, cells: r.cells }
        : { line: r.line, reason: r.reason },
  );

const CSV = 'a,b,c\r\n1,"two, ""quoted""",3\r\n\r\n4,"multi\nline",6\n7,8';

describe('csvParser', () => {
  it('reads quoted fields, doubled quotes, blank lines and multi-line values', () => {
    expect(shape(parse(csvParser(), CSV))).toEqual([
      { line: 1, cells: ['a', 'b', 'c'] },
      { line: 2, cells: ['1', 'two, "quoted"', '3'] },
      { line: 4, cells: ['4', 'multi\nline', '6'] },
      { line: 6, cells: ['7', '8'] },
    ]);
  });

  it('gives the same records however the text is cut', () => {
    const whole = shape(parse(csvParser(), CSV));
    for (const size of [1, 2, 3, 7]) expect(shape(parse(csvParser(), CSV, size))).toEqual(whole);
  });

  it('finds semicolons and tabs, and ends each record where it ends', () => {
    const records = parse(csvParser(), 'note;avis\n5;Très bien\n');
    expect(shape(records)).toEqual([
      { line: 1, cells: ['note', 'avis'] },
      { line: 2, cells: ['5', 'Très bien'] },
    ]);
    expect(records.map((r) => r.end)).toEqual([10, 22]);
    expect(shape(parse(csvParser(), 'a\tb\n1\t2'))[1]).toEqual({ line: 2, cells: ['1', '2'] });
  });

  it('refuses an unclosed quote and a record longer than the limit, then goes on', () => {
    expect(shape(parse(csvParser(), 'a,b\n1,"never closed\n2,3'))).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, reason: 'malformed_row' },
    ]);
    const long = `a,b\n1,${'x'.repeat(RECORD_MAX_CHARS + 10)}\n2,3\n`;
    expect(shape(parse(csvParser(), long, 4096))).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, reason: 'row_too_long' },
      { line: 3, cells: ['2', '3'] },
    ]);
  });
});

describe('jsonParser', () => {
  const ARRAY = '[{"a": 1, "b": "x]}"}, 5, {"a": [1, {"c": 2}]} ,"s", {"a": 3}]';

  it('reads an array element by element, refusing what is not an object', () => {
    expect(shape(parse(jsonParser(), ARRAY))).toEqual([
      { line: 1, value: { a: 1, b: 'x]}' } },
      { line: 2, reason: 'malformed_row' },
      { line: 3, value: { a: [1, { c: 2 }] } },
      { line: 4, reason: 'malformed_row' },
      { line: 5, value: { a: 3 } },
    ]);
    for (const size of [1, 3, 5])
      expect(shape(parse(jsonParser(), ARRAY, size))).toEqual(shape(parse(jsonParser(), ARRAY)));
  });

  it('reads the array an object wraps', () => {
    expect(
      shape(parse(jsonParser(), '{\n  "reviews": [\n {"a": 1},\n {"a": 2}\n ]\n}\n', 4)),
    ).toEqual([
      { line: 1, value: { a: 1 } },
      { line: 2, value: { a: 2 } },
    ]);
  });

  it('refuses an element cut off by the end of the file', () => {
    expect(shape(parse(jsonParser(), '[{"a": 1}, {"a": '))).toEqual([
      { line: 1, value: { a: 1 } },
      { line: 2, reason: 'malformed_row' },
    ]);
  });

  it('reads JSON Lines, refusing the lines that are not objects', () => {
    expect(shape(parse(jsonParser(), '{"a": 1}\n\n{oops}\n{"a": 2}', 2))).toEqual([
      { line: 1, value: { a: 1 } },
      { line: 3, reason: 'malformed_row' },
      { line: 4, value: { a: 2 } },
    ]);
  });

  it('refuses every line of a file that is not JSON at all', () => {
    expect(shape(parse(jsonParser(), 'garbage\nmore garbage\n'))).toEqual([
      { line: 1, reason: 'malformed_row' },
      { line: 2, reason: 'malformed_row' },
    ]);
  });

  it('keeps keys named like Object.prototype members as the file’s own columns', () => {
    const text = '[{"__proto__": "p", "constructor": {}, "toString": "x"}, {"valueOf": 1}]';
    const records = parse(jsonParser(), text);
    const values = records.flatMap((r) => (r.kind === 'object' ? [r.value] : []));
    expect(jsonColumns(values)).toEqual(['__proto__', 'constructor', 'toString', 'valueOf']);
    expect(values.map((v) => ['constructor', 'toString', 'valueOf'].map((k) => v.get(k)))).toEqual([
      [{}, 'x', undefined],
      [undefined, undefined, 1],
    ]);
  });
});
