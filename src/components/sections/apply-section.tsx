import { ApplicationFormOnDemand } from '@/features/forms/form-loaders';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { applicationFormCopy as copy } from '@/content/application-form';

/** The job application form (`#apply`) on Careers and on each job's page. */
export function ApplySection({ defaultRole }: { defaultRole?: string }) {
  return (
    <Section id="apply" labelledBy="apply-title" tone="muted">
      <SectionHeading id="apply-title" title={copy.title} description={copy.intro} />
      <div className="mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <ApplicationFormOnDemand defaultRole={defaultRole} />
      </div>
    </Section>
  );
}
