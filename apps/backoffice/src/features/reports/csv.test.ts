import { describe, expect, it } from 'vitest';
import { csvCell, csvFileName, toCsv, type CsvColumn } from './csv.ts';

describe('CSV cells', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvCell('demo01')).toBe('demo01');
    expect(csvCell(42, 'number')).toBe('42');
    expect(csvCell(12n, 'number')).toBe('12');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined, 'money')).toBe('');
  });
  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('Slots, fish')).toBe('"Slots, fish"');
    expect(csvCell('the "lucky" one')).toBe('"the ""lucky"" one"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\r\nlf')).toBe('"cr\r\nlf"');
  });
  it('guards text that a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('a=b')).toBe('a=b');
  });
  it('writes money as the decimal string, a negative one too, but guards a non-number in a money column', () => {
    expect(csvCell('-1234.50', 'money')).toBe('-1234.50');
    expect(csvCell('0.00', 'money')).toBe('0.00');
    expect(csvCell('-5', 'number')).toBe('-5');
    expect(csvCell('-1,234.50', 'money')).toBe(`"'-1,234.50"`);
    expect(csvCell('=1+1', 'money')).toBe("'=1+1");
  });
});

describe('CSV tables', () => {
  interface Row {
    account: string;
    ggr: string;
    rounds: number;
  }
  const columns: CsvColumn<Row>[] = [
    { header: 'Account', value: (r) => r.account },
    { header: 'GGR, THB', kind: 'money', value: (r) => r.ggr },
    { header: 'Rounds', kind: 'number', value: (r) => r.rounds },
  ];
  it('writes the header then a record per row, CRLF-separated', () => {
    const csv = toCsv(columns, [
      { account: 'demo01', ggr: '-12.50', rounds: 3 },
      { account: '-evil', ggr: '100.00', rounds: 0 },
    ]);
    expect(csv).toBe('Account,"GGR, THB",Rounds\r\ndemo01,-12.50,3\r\n\'-evil,100.00,0\r\n');
  });
  it('writes the header alone for no rows', () => {
    expect(toCsv(columns, [])).toBe('Account,"GGR, THB",Rounds\r\n');
  });
  it('names files with safe characters only', () => {
    expect(csvFileName('revenue', 'ROYAL', '2026-11-01', '2026-11-30')).toBe(
      'revenue_ROYAL_2026-11-01_2026-11-30.csv',
    );
    expect(csvFileName('games', 'Fruit / Party?')).toBe('games_Fruit-Party-.csv');
  });
});
