import { Fragment } from 'react';
import { Container } from '@/components/ui/container';
import { splitEmails } from '@/components/sections/text-links';
import type { LegalDocument as LegalDocumentCopy } from '@/content/types';

interface Props {
  doc: LegalDocumentCopy;
  /** "Last updated" label. */
  lastUpdatedLabel: string;
  /** ISO date for <time dateTime> and its display text. Fixed in content, never "today". */
  updated: { iso: string; text: string };
}

const linkClass =
  'rounded-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600';

function Prose({ text }: { text: string }) {
  return (
    <>
      {splitEmails(text).map((part, i) =>
        part.kind === 'email' ? (
          <a key={i} href={`mailto:${part.text}`} className={linkClass}>
            {part.text}
          </a>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}

/** A privacy policy or terms page: h1, last-updated date, intro and numbered h2 sections. */
export function LegalDocument({ doc, lastUpdatedLabel, updated }: Props) {
  return (
    <article aria-labelledby="page-title" className="py-16 sm:py-20">
      <Container>
        <div className="mx-auto max-w-3xl">
          <header className="border-b border-slate-200 pb-8">
            <h1 id="page-title" tabIndex={-1} className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
              {doc.title}
            </h1>
            <p className="mt-4 text-sm text-slate-600">
              {lastUpdatedLabel}: <time dateTime={updated.iso}>{updated.text}</time>
            </p>
            <p className="mt-6 text-lg leading-8 text-slate-700">
              <Prose text={doc.intro} />
            </p>
          </header>
          {doc.sections.map((section, i) => {
            const id = `section-${i + 1}`;
            return (
              <section key={section.heading} aria-labelledby={id} className="mt-10">
                <h2 id={id} className="text-2xl font-semibold tracking-tight text-slate-900">
                  {i + 1}. {section.heading}
                </h2>
                {section.paragraphs.map((p) => (
                  <p key={p} className="mt-4 leading-7 text-slate-700">
                    <Prose text={p} />
                  </p>
                ))}
                {section.bullets && (
                  <ul className="mt-4 list-disc space-y-2 pl-6 leading-7 text-slate-700 marker:text-brand-600">
                    {section.bullets.map((b) => (
                      <li key={b}>
                        <Prose text={b} />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </div>
      </Container>
    </article>
  );
}
