import type { ContentBlock } from '@/content/types';

/** Shared type scale for long-form text (resource pages, statements). */
export const prose = {
  h2: 'mt-10 text-2xl font-semibold tracking-tight text-slate-900',
  h3: 'mt-6 text-lg font-semibold text-slate-900',
  p: 'mt-4 leading-7 text-slate-700',
  ul: 'mt-4 list-disc space-y-2 pl-6 leading-7 text-slate-700 marker:text-brand-600',
  ol: 'mt-4 list-decimal space-y-2 pl-6 leading-7 text-slate-700 marker:text-brand-700',
  link: 'rounded-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600',
} as const;

/** Long-form text blocks as HTML; the same blocks become the PDF download. */
export function ContentBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <>
      {blocks.map((b, i) => {
        switch (b.kind) {
          case 'h2':
            return (
              <h2 key={i} className={prose.h2}>
                {b.text}
              </h2>
            );
          case 'p':
            return (
              <p key={i} className={prose.p}>
                {b.text}
              </p>
            );
          case 'ul':
          case 'ol': {
            const List = b.kind;
            return (
              <List key={i} className={prose[b.kind]}>
                {b.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </List>
            );
          }
        }
      })}
    </>
  );
}
