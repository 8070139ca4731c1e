/** A piece of prose: plain text, or an e-mail address to render as a mailto link. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'email'; text: string };

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

/** Splits prose so e-mail addresses in legal text can be real links. Pure: same input, same output. */
export function splitEmails(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const m of text.matchAll(EMAIL)) {
    const start = m.index;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'email', text: m[0] });
    last = start + m[0].length;
  }
  if (last < text.length || parts.length === 0) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
