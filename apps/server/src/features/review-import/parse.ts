/**
 * Streaming readers of an imported file's records: text goes in piece by piece (however it was
 * cut), whole records come out, each with where it starts (for the report) and where it ends
 * (for the progress bar). A record that cannot be read becomes a refusal, never an exception:
 * one bad row must not stop the rows after it.
 */

/** A record longer than this is refused as a whole (a stray quote would swallow the file). */
export const RECORD_MAX_CHARS = 100_000;
/** Cells kept per refused record in the report, each cut to this length. */
const CELL_KEEP = 2_000;

export type ParsedRecord =
  | { kind: 'row'; line: number; cells: string[]; value?: undefined; end: number }
  | { kind: 'object'; line: number; value: JsonRecord; end: number }
  | {
      kind: 'malformed';
      line: number;
      cells: string[];
      reason: 'malformed_row' | 'row_too_long';
      end: number;
    };

/**
 * A JSON element's own keys and values. A Map, never a plain object: the keys are the file's,
 * and one named `constructor` or `__proto__` must read as a column, not as Object.prototype.
 */
export type JsonRecord = ReadonlyMap<string, unknown>;

export type RecordParser = {
  push: (text: string) => ParsedRecord[];
  end: () => ParsedRecord[];
};

export const keepCells = (cells: string[]) => cells.slice(0, 50).map((c) => c.slice(0, CELL_KEEP));

/** The delimiter of a CSV from its first line: the most frequent of comma, semicolon and tab. */
export function detectDelimiter(firstLine: string): string {
  const outside = firstLine.replace(/"[^"]*"/g, '');
  const counts = [',', ';', '\t'].map((d) => ({ d, n: outside.split(d).length - 1 }));
  counts.sort((a, b) => b.n - a.n);
  return counts[0] && counts[0].n > 0 ? counts[0].d : ',';
}

/** RFC 4180 CSV with a guessed delimiter; CRLF or LF; quotes doubled inside quoted fields. */
export function csvParser(): RecordParser {
  let delimiter: string | null = null;
  let head = '';
  let cells: string[] = [];
  let field = '';
  let inQuotes = false;
  let afterQuote = false;
  let skipping = false;
  let line = 1;
  let recordLine = 1;
  let recordChars = 0;
  let offset = 0;
  let plain: RegExp = /[^,"\r\n]+/y;
  const quoted = /[^"]+/y;

  const reset = () => {
    cells = [];
    field = '';
    inQuotes = false;
    afterQuote = false;
    recordChars = 0;
    recordLine = line;
  };

  function scan(text: string, out: ParsedRecord[]) {
    let i = 0;
    const finishRecord = (end: number) => {
      cells.push(field);
      const blank = cells.length === 1 && cells[0] === '';
      if (!blank) out.push({ kind: 'row', line: recordLine, cells, end });
    };
    while (i < text.length) {
      if (skipping) {
        const nl = text.indexOf('\n', i);
        if (nl < 0) {
          i = text.length;
          break;
        }
        i = nl + 1;
        line += 1;
        skipping = false;
        reset();
        continue;
      }
      if (inQuotes) {
        quoted.lastIndex = i;
        const m = quoted.exec(text);
        if (m) {
          field += m[0];
          for (let k = m[0].indexOf('\n'); k >= 0; k = m[0].indexOf('\n', k + 1)) line += 1;
          recordChars += m[0].length;
          i += m[0].length;
        } else {
          inQuotes = false;
          afterQuote = true;
          i += 1;
        }
      } else {
        const c = text[i] as string;
        if (afterQuote && c === '"') {
          field += '"';
          inQuotes = true;
          afterQuote = false;
          i += 1;
          continue;
        }
        afterQuote = false;
        plain.lastIndex = i;
        const m = plain.exec(text);
        if (m) {
          field += m[0];
          recordChars += m[0].length;
          i += m[0].length;
        } else if (c === delimiter) {
          cells.push(field);
          field = '';
          i += 1;
        } else if (c === '"') {
          // A quote opens a quoted field only at its start; elsewhere it is a character.
          if (field === '') inQuotes = true;
          else field += c;
          i += 1;
        } else if (c === '\n') {
          i += 1;
          finishRecord(offset + i);
          line += 1;
          reset();
        } else {
          // A carriage return: part of a CRLF ending, or stray; never part of a value.
          i += 1;
        }
      }
      recordChars += 1;
      if (recordChars > RECORD_MAX_CHARS) {
        out.push({
          kind: 'malformed',
          line: recordLine,
          cells: keepCells([...cells, field]),
          reason: 'row_too_long',
          end: offset + i,
        });
        skipping = true;
        inQuotes = false;
      }
    }
    offset += text.length;
  }

  return {
    push(text) {
      const out: ParsedRecord[] = [];
      if (delimiter === null) {
        head += text;
        const nl = head.indexOf('\n');
        if (nl < 0 && head.length < RECORD_MAX_CHARS) return out;
        delimiter = detectDelimiter(nl < 0 ? head : head.slice(0, nl));
        const escaped = delimiter === '\t' ? '\\t' : delimiter;
        plain = new RegExp(`[^${escaped}"\\r\\n]+`, 'y');
        text = head;
        head = '';
      }
      scan(text, out);
      return out;
    },
    end() {
      const out: ParsedRecord[] = [];
      if (delimiter === null) {
        delimiter = detectDelimiter(head);
        plain = new RegExp(`[^${delimiter === '\t' ? '\\t' : delimiter}"\\r\\n]+`, 'y');
        scan(head, out);
      }
      if (skipping) return out;
      if (inQuotes) {
        out.push({
          kind: 'malformed',
          line: recordLine,
          cells: keepCells([...cells, field]),
          reason: 'malformed_row',
          end: offset,
        });
      } else if (cells.length > 0 || field !== '') {
        cells.push(field);
        out.push({ kind: 'row', line: recordLine, cells, end: offset });
      }
      return out;
    },
  };
}

function toRecord(text: string, line: number, end: number): ParsedRecord {
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value))
      return { kind: 'object', line, value: new Map(Object.entries(value)), end };
  } catch {
    // Refused below, like any element that is not an object.
  }
  return { kind: 'malformed', line, cells: keepCells([text]), reason: 'malformed_row', end };
}

/**
 * A JSON array of review objects (bare, or the one array of a wrapping object), read element
 * by element, or else JSON Lines: one object per line (a line that is not one is refused).
 */
export function jsonParser(): RecordParser {
  let mode: 'unknown' | 'array' | 'lines' = 'unknown';
  let buf = '';
  let base = 0;
  let pos = 0;
  let depth = 0;
  let inString = false;
  let escape = false;
  let start = -1;
  let element = 0;
  let lineNo = 0;
  let tooLong = false;
  let done = false;

  function scanArray(out: ParsedRecord[]) {
    while (pos < buf.length && !done) {
      const c = buf[pos] as string;
      if (depth === 0) {
        if (c === '[') depth = 1;
        pos += 1;
        continue;
      }
      if (depth === 1 && start < 0) {
        if (c === ']') done = true;
        else if (!/[\s,]/.test(c)) {
          if (c !== '{' && c !== '[' && c !== '"') {
            // A bare number, true or null: up to the next comma or bracket.
            const rest = buf.slice(pos).search(/[,\]]/);
            if (rest < 0) break;
            element += 1;
            out.push(toRecord(buf.slice(pos, pos + rest), element, base + pos + rest));
            pos += rest;
            continue;
          }
          start = pos;
          element += 1;
          tooLong = false;
          depth = 2;
          inString = c === '"';
        }
        pos += 1;
        continue;
      }
      if (inString) {
        if (escape) escape = false;
        else if (c === '\\') escape = true;
        else if (c === '"') {
          inString = false;
          if (depth === 2 && buf[start] === '"') depth = 1;
        }
      } else if (c === '"') inString = true;
      else if (c === '{' || c === '[') depth += 1;
      else if (c === '}' || c === ']') depth -= 1;
      pos += 1;
      if (!tooLong && pos - start > RECORD_MAX_CHARS) {
        tooLong = true;
        out.push({
          kind: 'malformed',
          line: element,
          cells: keepCells([buf.slice(start, start + 200)]),
          reason: 'row_too_long',
          end: base + pos,
        });
      }
      if (depth === 1) {
        if (!tooLong) out.push(toRecord(buf.slice(start, pos), element, base + pos));
        start = -1;
      }
    }
    // Keep only what an unfinished element still needs (nothing of one already refused).
    const keep = start >= 0 && !tooLong ? start : pos;
    buf = buf.slice(keep);
    base += keep;
    pos -= keep;
    if (start >= 0) start = tooLong ? 0 : start - keep;
  }

  function scanLines(out: ParsedRecord[], final: boolean) {
    let nl = buf.indexOf('\n');
    while (nl >= 0 || (final && buf.length > 0)) {
      const end = nl >= 0 ? nl : buf.length;
      const text = buf.slice(0, end).trim();
      lineNo += 1;
      if (text)
        out.push(
          end > RECORD_MAX_CHARS
            ? {
                kind: 'malformed',
                line: lineNo,
                cells: keepCells([text.slice(0, 200)]),
                reason: 'row_too_long',
                end: base + end,
              }
            : toRecord(text, lineNo, base + end),
        );
      buf = buf.slice(nl >= 0 ? end + 1 : end);
      base += nl >= 0 ? end + 1 : end;
      nl = buf.indexOf('\n');
    }
  }

  function run(text: string, final: boolean): ParsedRecord[] {
    const out: ParsedRecord[] = [];
    buf += text;
    if (mode === 'unknown') {
      const first = buf.search(/\S/);
      if (first < 0 && !final) return out;
      const bracket = buf.indexOf('[', first);
      if (buf[first] === '[') mode = 'array';
      else if (bracket < 0 && !final && buf.length - first < RECORD_MAX_CHARS) return out;
      // An object wrapping the array (`{"reviews": [...]}`): its elements are the rows.
      else if (bracket >= 0 && /^\{\s*"[^"\n]*"\s*:\s*$/.test(buf.slice(first, bracket)))
        mode = 'array';
      else mode = 'lines';
    }
    if (mode === 'array') scanArray(out);
    else scanLines(out, final);
    const left = buf.slice(start >= 0 ? start : pos).trim();
    if (final && mode === 'array' && !done && left && !(start >= 0 && tooLong))
      out.push({
        kind: 'malformed',
        line: start >= 0 ? element : element + 1,
        cells: keepCells([left.slice(0, 200)]),
        reason: 'malformed_row',
        end: base + buf.length,
      });
    return out;
  }

  return { push: (text) => run(text, false), end: () => run('', true) };
}

/**
 * A JSON value as a cell: text as is, numbers and booleans written out, objects as JSON. A
 * `\u0000` escape becomes U+FFFD, which PostgreSQL can store and the row rules refuse.
 */
export function cellOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.replaceAll('\u0000', '\uFFFD');
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** The columns of a JSON file: every key of its first objects, in order of appearance. */
export function jsonColumns(objects: readonly JsonRecord[]): string[] {
  const keys = new Set<string>();
  for (const o of objects) for (const k of o.keys()) keys.add(k);
  return [...keys];
}
