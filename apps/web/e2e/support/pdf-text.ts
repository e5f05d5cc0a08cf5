import { readFileSync } from 'node:fs';
import type { PDFRef } from 'pdf-lib';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } from 'pdf-lib';

/**
 * The text of a report PDF, one string per `Tj`, page by page. The report's embedded font
 * writes two-byte glyph ids; each font's ToUnicode map (which pdf-lib writes beside the
 * subset) turns them back into characters, so what a reader copies is what we read here.
 */
export async function pdfTextPages(bytes: Uint8Array): Promise<string[][]> {
  const doc = await PDFDocument.load(bytes);
  const text = (raw: PDFRawStream) =>
    Buffer.from(decodePDFRawStream(raw).decode()).toString('latin1');
  return doc.getPages().map((page) => {
    const fonts = new Map<string, Map<number, string>>();
    const resources = page.node.Resources();
    const fontDict = resources?.lookupMaybe(PDFName.of('Font'), PDFDict);
    for (const [name, ref] of fontDict?.entries() ?? []) {
      const font = doc.context.lookup(ref, PDFDict);
      const map = font.lookup(PDFName.of('ToUnicode'));
      fonts.set(name.decodeText(), map instanceof PDFRawStream ? toUnicode(text(map)) : new Map());
    }
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray
        ? contents.asArray().map((ref) => doc.context.lookup(ref as PDFRef))
        : [contents];
    const shown: string[] = [];
    let map = new Map<number, string>();
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      for (const op of text(stream).matchAll(/\/(\S+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
        if (op[1]) map = fonts.get(op[1]) ?? new Map();
        else shown.push(decode(op[2] ?? '', map));
      }
    }
    return shown;
  });
}

/** The same, from a downloaded file. */
export function pdfFileTextPages(path: string): Promise<string[][]> {
  return pdfTextPages(readFileSync(path));
}

function decode(hex: string, map: Map<number, string>): string {
  let out = '';
  for (let i = 0; i < hex.length; i += 4)
    out += map.get(parseInt(hex.slice(i, i + 4), 16)) ?? '\ufffd';
  return out;
}

const utf16 = (hex: string) =>
  String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));

/** A ToUnicode CMap's `bfchar` and `bfrange` entries as glyph id → text. */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, from, to] of (block[1] ?? '').matchAll(/<(\w+)>\s*<(\w+)>/g)) {
      map.set(parseInt(from ?? '', 16), utf16(to ?? ''));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, to] of (block[1] ?? '').matchAll(/<(\w+)>\s*<(\w+)>\s*<(\w+)>/g)) {
      const start = parseInt(to ?? '', 16);
      for (let g = parseInt(lo ?? '', 16); g <= parseInt(hi ?? '', 16); g++) {
        map.set(g, String.fromCodePoint(start + g - parseInt(lo ?? '', 16)));
      }
    }
  }
  return map;
}
