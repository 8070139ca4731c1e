import { PageHead } from '@/components/layout/page-head';
import { LegalDocument } from '@/components/sections/legal-document';
import { paths } from '@/config/paths';
import { formatLegalDate, LEGAL_LAST_UPDATED, legalPages, terms } from '@/content/legal';
import { pageMeta } from '@/content/pages';

/** The date is the fixed LEGAL_LAST_UPDATED from content, so the prerendered HTML never goes stale or mismatches. */
export default function TermsPage() {
  const meta = pageMeta[paths.terms];
  return (
    <>
      <PageHead title={meta.title} description={meta.description} path={paths.terms} />
      <LegalDocument
        doc={terms}
        lastUpdatedLabel={legalPages.lastUpdated}
        updated={{ iso: LEGAL_LAST_UPDATED, text: formatLegalDate(LEGAL_LAST_UPDATED) }}
      />
    </>
  );
}
