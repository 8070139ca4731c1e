// The standard PDF fonts (Helvetica and friends, never embedded) encode WinAnsi only. Text is
// mapped to it here: a few common typographic characters get a plain stand-in, anything else
// fails the build with the offending text, instead of pdf-lib failing without context.

/** The characters WinAnsi holds above Latin-1's control range (bytes 0x80-0x9F). */
const WIN_ANSI_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

/** Characters outside WinAnsi that have an honest plain-text stand-in. */
const SUBSTITUTES: Readonly<Record<string, string>> = {
  '\u2010': '-', // hyphen
  '\u2011': '-', // non-breaking hyphen
  '\u2012': '–', // figure dash
  '\u2212': '-', // minus sign
  '\u2009': ' ', // thin space
  '\u200a': ' ', // hair space
  '\u202f': ' ', // narrow no-break space
  '\u2192': '->',
  '\u2190': '<-',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2032': "'", // prime
  '\u2033': '"', // double prime
};

/** Whether a character is in WinAnsi (printable ASCII, Latin-1 and the extras). */
export function isWinAnsi(ch: string): boolean {
  const cp = ch.codePointAt(0) ?? 0;
  return (cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xff) || WIN_ANSI_EXTRAS.includes(ch);
}

/**
 * Text ready for a standard font: whitespace runs (newlines, tabs) become one space, known
 * stand-ins are applied, and any character left outside WinAnsi throws, naming it and the text.
 */
export function toWinAnsi(text: string): string {
  const out = [...text.replace(/[\t\n\r\f\v]+/g, ' ')].map((ch) => SUBSTITUTES[ch] ?? ch).join('');
  for (const ch of out) {
    if (!isWinAnsi(ch)) {
      const cp = ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
      throw new Error(
        `PDF text: "${ch}" (U+${cp}) is not in WinAnsi, the standard fonts' encoding; use plain text in: ${text.slice(0, 120)}`,
      );
    }
  }
  return out;
}
