import { PageHead } from '@/components/layout/page-head';
import { LegalDocument } from '@/components/sections/legal-document';
import { paths } from '@/config/paths';
import { formatLegalDate, LEGAL_LAST_UPDATED, legalPages, privacy } from '@/content/legal';
import { pageMeta } from '@/content/pages';

/** The date is the fixed LEGAL_LAST_UPDATED from content, so the prerendered HTML never goes stale or mismatches. */
export default function PrivacyPage() {
  const meta = pageMeta[paths.privacy];
  return (
    <>
      <PageHead title={meta.title} description={meta.description} path={paths.privacy} />
      <LegalDocument
        doc={privacy}
        lastUpdatedLabel={legalPages.lastUpdated}
        updated={{ iso: LEGAL_LAST_UPDATED, text: formatLegalDate(LEGAL_LAST_UPDATED) }}
      />
    </>
  );
}
