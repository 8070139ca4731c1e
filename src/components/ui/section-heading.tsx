import type { SectionIntro } from '@/content/types';

interface Props extends SectionIntro {
  id?: string;
  /** Heading level: pages use one h1, sections h2. */
  level?: 2 | 3;
  align?: 'center' | 'left';
  tone?: 'dark' | 'light';
}

export function SectionHeading({ id, eyebrow, title, description, level = 2, align = 'center', tone = 'dark' }: Props) {
  const H = level === 2 ? 'h2' : 'h3';
  const light = tone === 'light';
  return (
    <div className={`mb-10 max-w-3xl ${align === 'center' ? 'mx-auto text-center' : ''}`}>
      {eyebrow && (
        <p
          className={`mb-2 text-sm font-semibold uppercase tracking-wider ${light ? 'text-accent-200' : 'text-accent-700'}`}
        >
          {eyebrow}
        </p>
      )}
      <H id={id} className={`text-3xl font-bold tracking-tight sm:text-4xl ${light ? 'text-white' : 'text-slate-900'}`}>
        {title}
      </H>
      <p className={`mt-4 text-lg ${light ? 'text-slate-200' : 'text-slate-600'}`}>{description}</p>
    </div>
  );
}
