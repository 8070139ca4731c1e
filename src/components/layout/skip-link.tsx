import { a11yLabels } from '@/content/navigation';

export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-[100] rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:outline-3 focus:outline-brand-600"
    >
      {a11yLabels.skipLink}
    </a>
  );
}
