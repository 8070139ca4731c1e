import { site } from '@/config/site';

/** Wordmark with a project-made mark; text stays real text for search and screen readers. */
export function Logo({ tone = 'dark', short = false }: { tone?: 'dark' | 'light'; short?: boolean }) {
  return (
    <span className="flex items-center gap-2">
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#0b2545" />
        <path
          d="M8 23V9l8 9V9m0 14 8-14v14"
          fill="none"
          stroke="#5eead4"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span
        className={`whitespace-nowrap text-lg font-bold tracking-tight ${tone === 'light' ? 'text-white' : 'text-brand-900'}`}
      >
        {short ? (
          <>
            {/* On a phone the short name keeps the header on one line beside its controls. */}
            <span className="sm:hidden">{site.shortName}</span>
            <span className="hidden sm:inline">{site.name}</span>
          </>
        ) : (
          site.name
        )}
      </span>
    </span>
  );
}
