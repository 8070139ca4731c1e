import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('a table as CSV', () => {
  it('quotes what needs it and defuses would-be formulas, numbers as they are', () => {
    expect(
      toCsv(
        ['Page', 'Views'],
        [
          ['/a,b', 3],
          ['=HYPERLINK("x")', -1],
          ['say "hi"\n', 0],
        ],
      ),
    ).toBe('Page,Views\r\n"/a,b",3\r\n"\'=HYPERLINK(""x"")",-1\r\n"say ""hi""\n",0\r\n');
  });
});
