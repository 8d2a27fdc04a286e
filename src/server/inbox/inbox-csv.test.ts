import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './inbox-csv';

describe('CSV cells', () => {
  it('quotes a cell with a quote, comma or line break (RFC 4180), and nothing else', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('안녕하세요')).toBe('안녕하세요');
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(false)).toBe('false');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    for (const lead of ['+', '-', '@', '\t']) expect(csvCell(`${lead}1+1`)).toBe(`'${lead}1+1`);
    expect(csvCell('\r1')).toBe(`"'\r1"`);
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('joins a row with commas', () => {
    expect(csvRow(['a', 1, null, 'b,c'])).toBe('a,1,,"b,c"');
  });
});
