import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';

/**
 * The text lines of a downloaded report PDF: every compressed stream inflated, each string drawn
 * with `Tj` decoded (the report's standard font writes one byte per character).
 */
export function pdfTextLines(path: string): string[] {
  const file = readFileSync(path);
  const raw = file.toString('latin1');
  const lines: string[] = [];
  const streams = /stream\r?\n/g;
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    let content: string;
    try {
      content = inflateSync(file.subarray(start, end)).toString('latin1');
    } catch {
      content = raw.slice(start, end);
    }
    for (const shown of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      lines.push(Buffer.from(shown[1] ?? '', 'hex').toString('latin1'));
    }
    streams.lastIndex = end;
  }
  return lines;
}
