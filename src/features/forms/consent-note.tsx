import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** The privacy note above a form's button: the form's words, then a link to the policy and a full stop. */
export function ConsentNote({ copy }: { copy: { privacyNote: string; privacyLink: string } }) {
  return (
    <p className="text-sm text-slate-600">
      {copy.privacyNote}{' '}
      <Link to={paths.privacy} className="font-medium text-brand-700 underline underline-offset-4">
        {copy.privacyLink}
      </Link>
      .
    </p>
  );
}
