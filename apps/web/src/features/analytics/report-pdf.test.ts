import { describe, expect, it } from 'vitest';
import { buildPdf } from './report-pdf.ts';

const text = (bytes: Uint8Array) => String.fromCharCode(...bytes);

describe('buildPdf', () => {
  it('writes a PDF whose cross-reference table points at every object', () => {
    const pdf = text(buildPdf([{ text: 'Total reviews: 42', size: 14 }, { text: 'Note (brute)' }]));
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf).toContain('(Total reviews: 42) Tj');
    expect(pdf).toContain('(Note \\(brute\\)) Tj');
    const xrefAt = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const entries = [...pdf.slice(xrefAt).matchAll(/(\d{10}) 00000 n/g)].map((m) => Number(m[1]));
    entries.forEach((offset, i) =>
      expect(pdf.slice(offset)).toMatch(new RegExp(`^${i + 1} 0 obj`)),
    );
  });

  it('keeps French accents in WinAnsi and splits long reports over pages', () => {
    const pdf = buildPdf(Array.from({ length: 120 }, (_, i) => ({ text: `Ligne ${i} – été` })));
    const s = text(pdf);
    expect(s).toContain('/Count 3');
    expect([...pdf]).toContain(0xe9); // é
    expect([...pdf]).toContain(0x96); // –
  });
});
