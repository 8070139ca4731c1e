import { buttonClass, type ButtonVariant } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';

interface Props {
  href: string;
  label: string;
  /** What the file is, read after the label ("Capability Statement"). */
  subject: string;
  variant?: ButtonVariant;
}

/** A link to a generated PDF: a plain <a>, because the router must not treat the file as a page. */
export function PdfDownload({ href, label, subject, variant = 'primary' }: Props) {
  return (
    <a href={href} download className={buttonClass(variant, 'lg')} type="application/pdf">
      <Icon name="download" className="size-5" />
      {label}
      <span className="sr-only">: {subject} (PDF)</span>
    </a>
  );
}
