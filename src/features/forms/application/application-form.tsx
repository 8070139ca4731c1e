import { useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { CONTACT } from '@/config/constants';
import {
  APPLICATION_MESSAGE_MIN_LENGTH,
  applicationRoleLabel,
  applicationRoleOptions,
  applicationRoles,
  applicationToasts,
  copy,
  resumeMailtoHref,
} from '@/features/forms/application/copy';
import { applicationSchema, type ApplicationFields } from '@/features/forms/application/schema';
import { bindFields, DraftedForm, NameAndEmail, useDraftedForm } from '@/features/forms/drafted-form';
import { FileField, useChosenFiles } from '@/features/forms/file-field';

// The schema trims and drops NUL before checking, so its input type is wider than the fields'.
const resolver = zodResolver(applicationSchema) as unknown as Resolver<ApplicationFields>;

export interface ApplicationFormProps {
  /** A role to preselect (a job's slug, or 'general'); anything else leaves the choice open. */
  defaultRole?: string;
}

/**
 * The job application. Without JavaScript it posts natively to the same function; with it, the
 * shared zod schema checks the fields and the application is kept on the device before sending,
 * like the contact form. A resume file travels with it (uploaded resumably), or by e-mail, or as a link.
 */
export function ApplicationForm({ defaultRole }: ApplicationFormProps) {
  const role = defaultRole && applicationRoles.includes(defaultRole) ? defaultRole : '';
  // The preselected role is the select's own default, in the prerendered HTML too.
  const empty: ApplicationFields = { name: '', email: '', phone: '', role, link: '', message: '' };
  const resume = useChosenFiles('resume');
  const { form, draft, submit, sending, progress } = useDraftedForm<ApplicationFields>('application', {
    resolver,
    empty,
    toasts: applicationToasts,
    thankYou: 'application',
    files: [resume],
    analytics: (values) => ({ role: values.role }),
  });
  const { field, input } = bindFields('application', form, copy);
  // The resume link's subject names the role chosen so far.
  const chosen = useWatch({ control: form.control, name: 'role' });
  const roleLabel = applicationRoleLabel(chosen || role || 'general');
  return (
    <DraftedForm kind="application" copy={copy} multipart onSubmit={submit} sending={sending} draft={draft}>
      <NameAndEmail input={input}>
        <TextField {...input('phone')} />
        <SelectField
          {...field('role')}
          required
          placeholder={copy.rolePlaceholder}
          options={applicationRoleOptions}
          defaultValue={role || undefined}
        />
      </NameAndEmail>
      <TextAreaField
        {...field('message')}
        required
        rows={CONTACT.textareaRows}
        minLength={APPLICATION_MESSAGE_MIN_LENGTH}
      />
      {/* Side by side from sm up: the ways to show experience, and the form stays short. */}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...input('link')} />
        <div>
          <FileField id="application-resume" chosen={resume} progress={progress} />
          <p className="mt-1 text-sm text-slate-600">
            {copy.resume.text} {/* A link inside a sentence: exempt from the 24 px target size, so no tall box here. */}
            <a href={resumeMailtoHref(roleLabel)} className="font-semibold text-brand-700 underline underline-offset-4">
              {copy.resume.linkText}
            </a>
          </p>
        </div>
      </div>
    </DraftedForm>
  );
}
