// What /thank-you says after a job application or a webinar registration (`?form=application`,
// `?form=webinar`), alongside the contact form's default text in pages.ts. The forms and the
// no-JavaScript redirects (server/forms/) build the address with `thankYouHref` (config/paths).
import { THANK_YOU_FORM_PARAM, THANK_YOU_QUEUED_PARAM, type ThankYouForm } from '../config/paths.ts';
import { site } from '../config/site.ts';
import { failedNotice } from './app-shell.ts';
import { thankYouPage } from './pages.ts';

interface Variant {
  title: string;
  message: string;
  queuedTitle: string;
  queuedMessage: string;
  unreachableMessage: string;
  busyMessage: string;
}

export const thankYouVariants: Record<ThankYouForm, Variant> = {
  application: {
    title: 'Thank You for Applying!',
    message: `We've received your application. We review every application and will reply within 5 business days. To add your resume, email it to ${site.emails.careers} with the role in the subject line.`,
    queuedTitle: 'Application Saved',
    queuedMessage:
      "You're offline, so your application has been saved on this device. It will be sent automatically as soon as the connection works, and we'll reply within 5 business days after that.",
    unreachableMessage:
      "We couldn't reach our server, so your application has been saved on this device. It will be sent automatically, and you'll see a notice here when it has been delivered.",
    busyMessage:
      "Our server is busy, so your application has been saved on this device. It will be sent automatically, and you'll see a notice here when it has been delivered.",
  },
  webinar: {
    title: "You're Registered!",
    message: 'We will email your joining link and a calendar invitation before the session.',
    queuedTitle: 'Registration Saved',
    queuedMessage:
      "You're offline, so your registration has been saved on this device. It will be sent automatically as soon as the connection works, and we'll email your joining link after that.",
    unreachableMessage:
      "We couldn't reach our server, so your registration has been saved on this device. It will be sent automatically, and you'll see a notice here when it has been delivered.",
    busyMessage:
      "Our server is busy, so your registration has been saved on this device. It will be sent automatically, and you'll see a notice here when it has been delivered.",
  },
};

/** Where a queued submission stands on this device now (features/forms/queue/drain `standing`). */
export type Standing = 'pending' | 'refused' | 'delivered';

/**
 * The thank-you page's notice for its query (`null` before hydration: the prerendered default).
 * An unknown `form` gets the contact text; `queued` is `offline` (or the older `1`), `unreachable`
 * or `busy`. `standing`: where the queued submission stands now. Delivered since, the page says so
 * rather than promise a notice that has already come; refused, it says that.
 */
export function thankYouNotice(
  params: URLSearchParams | null,
  { standing }: { standing?: Standing } = {},
): { queued: boolean; icon: 'clock' | 'check-circle' | 'triangle-alert'; title: string; message: string } {
  const form = params?.get(THANK_YOU_FORM_PARAM);
  const queued = params?.get(THANK_YOU_QUEUED_PARAM) ?? null;
  const copy: Variant =
    form && Object.hasOwn(thankYouVariants, form) ? thankYouVariants[form as ThankYouForm] : thankYouPage;
  if (queued && standing === 'refused') {
    return { queued: false, icon: 'triangle-alert', title: failedNotice.title, message: failedNotice.body };
  }
  if (!queued || standing === 'delivered') {
    return { queued: false, icon: 'check-circle', title: copy.title, message: copy.message };
  }
  const message =
    queued === 'busy' ? copy.busyMessage : queued === 'unreachable' ? copy.unreachableMessage : copy.queuedMessage;
  return { queued: true, icon: 'clock', title: copy.queuedTitle, message };
}
