import { PDFDocument } from 'pdf-lib';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildPdf } from './report-pdf.ts';

/** The bytes each `Tj` draws, page streams inflated. */
function drawn(pdf: Uint8Array): Buffer[] {
  const file = Buffer.from(pdf);
  const raw = file.toString('latin1');
  const out: Buffer[] = [];
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    let content = '';
    try {
      content = inflateSync(file.subarray(start, raw.indexOf('endstream', start))).toString();
    } catch {
      continue; // not a compressed content stream
    }
    for (const t of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      out.push(Buffer.from(t[1] ?? '', 'hex'));
    }
  }
  return out;
}

describe('buildPdf', () => {
  it('writes a PDF that a PDF library reads back, one drawn string per line', async () => {
    const pdf = await buildPdf([{ text: 'Total reviews: 42', size: 14 }, { text: 'Note (brute)' }]);
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
    expect(drawn(pdf).map((b) => b.toString('latin1'))).toEqual([
      'Total reviews: 42',
      'Note (brute)',
    ]);
  });

  it('keeps French accents in WinAnsi, splits long reports over pages, and marks the rest', async () => {
    const lines = Array.from({ length: 120 }, (_, i) => ({ text: `Ligne ${i} – été` }));
    const pdf = await buildPdf([...lines, { text: 'Łódź 12\u202f345 €' }]);
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(3);
    const strings = drawn(pdf);
    expect([...(strings[0] ?? [])]).toEqual([...Buffer.from('Ligne 0 \x96 \xe9t\xe9', 'latin1')]);
    // Outside WinAnsi: a question mark, never a failed download; French spaces stay spaces.
    expect(strings.at(-1)?.toString('latin1')).toBe('?\xf3d? 12 345 \x80');
  });
});
