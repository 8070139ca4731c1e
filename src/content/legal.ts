// Copy for the Privacy Policy (/privacy) and Terms of Service (/terms).
import { formatAddress, site } from '@/config/site';
import { HOLD_MINUTES } from '@/config/booking';
import { EVENT_DEVICE_DAYS, EVENT_RETENTION_MONTHS, FIRST_TOUCH_DAYS, PAGES_SEEN_MAX } from '@/config/analytics';
import { SALT_RETENTION_HOURS } from '@/config/privacy';
import { formatIsoDate } from './iso-date.ts';
import type { LegalDocument } from '@/content/types';

/**
 * ISO date the legal text below last changed, shown as "Last updated".
 * Change it only when the text of either document changes.
 */
export const LEGAL_LAST_UPDATED = '2026-11-28';

/** "2026-11-22" → "November 22, 2026". Anything that is not a valid ISO date is returned unchanged. */
export const formatLegalDate = (iso: string): string => formatIsoDate(iso, 'long');

export const legalPages: { lastUpdated: string } = {
  lastUpdated: 'Last updated',
};

/**
 * Retention on the visitor's device, as the code keeps it: a delivered or refused submission waits
 * at most this long for its notice (RETENTION_MS in features/forms/data/submissions-db.ts), a draft
 * expires after this long (DRAFT_TTL_MS in data/drafts-db.ts). Content may not import lib, so
 * legal.test.ts holds these to the code.
 */
export const OUTBOX_RETENTION_DAYS = 30;
export const DRAFT_EXPIRY_DAYS = 7;
/** Server side, as the defaults keep them (ATTACHMENT_RETENTION_DAYS; UPLOADS.orphanHours). */
export const ATTACHMENT_RETENTION_DAYS = 90;
export const UNUSED_UPLOAD_HOURS = 24;

const address = formatAddress(site.headquarters);
const who = `${site.legalName} ("${site.name}," "we," "us" or "our")`;

const contactBullets = [site.legalName, address, `Email: ${site.emails.general}`, `Phone: ${site.phone.display}`];

export const privacy: LegalDocument = {
  title: 'Privacy Policy',
  intro: `${who} respects your privacy. This Privacy Policy explains what information we collect when you visit our website (the "Site"), how we use and protect it, and the choices you have. We may update this policy from time to time; the "Last updated" date shows when it last changed.`,
  sections: [
    {
      heading: 'Information We Collect',
      paragraphs: ['We collect only the information we need to respond to you and to operate the Site:'],
      bullets: [
        'Information you enter in our contact form: your name, email address, phone number (optional), company or organization, area of interest and message.',
        'Information you enter when you apply for a position or register for a webinar through the Site, such as your name, email address and the other details that form asks for.',
        'Your email address, if you subscribe to our newsletter or request a demo.',
        'Information recorded with each form submission: the date and time it was made, the address (URL) of the page you sent it from, and the name of your browser and its operating system (for example "Chrome on Android"), worked out from the user agent your browser sends. We do not store the IP address a submission comes from or your browser\'s full user agent.',
        `Our servers use the IP address of each request only while answering it, except in two ways. To limit how many forms can be sent and how many files uploaded from one connection, they store a code made from the address with a key that changes every day; and to count visitors, as described under "Site Statistics" below, they make another code for the day, which is stored instead of the address. Each day's key is used for that day and the next and deleted after ${SALT_RETENTION_HOURS} hours; from then on, no stored code can be traced back to an address. The company that hosts the Site may keep its own standard request logs, which include IP addresses, for security and troubleshooting.`,
        'The staff area of the Site keeps the IP address of each sign-in, of each attempt to sign in or to use a sign-in link, and of each action taken there, with its record, as a security record.',
      ],
    },
    {
      heading: 'How We Use Information',
      paragraphs: ['We use the information we collect to:'],
      bullets: [
        'respond to your inquiry and provide the information or consultation you request;',
        'send the newsletter or demo information you asked for;',
        'operate, secure and troubleshoot the Site, including preventing abuse and spam;',
        'improve our services and the content of the Site; and',
        'meet our legal obligations.',
      ],
    },
    {
      heading: 'Form Submissions and Drafts',
      paragraphs: [
        "When you submit one of our forms (contact, demo request, newsletter, job application or webinar registration), your entries, together with the submission time, your browser's user agent and the page URL, are first saved in your browser's IndexedDB storage on your device. They stay there until they have been sent to us, so your message is not lost if your connection drops; a submission that could not be sent at once is sent automatically when the connection is back.",
        `If a saved submission is delivered to us, or refused by our server, after you have left the form, a record of it stays on your device until the Site has shown you a notice about it, and is deleted then. A record whose notice is never shown is deleted the next time you visit the Site more than ${OUTBOX_RETENTION_DAYS} days after you submitted it.`,
        `While you type in one of our forms, a draft of what you have typed is kept in your browser's IndexedDB storage on this device, so it is not lost if the page closes or reloads. The draft is cleared when your message is sent or saved to be sent later, or when you choose "Clear draft", and it expires after ${DRAFT_EXPIRY_DAYS} days. A draft never includes the hidden anti-spam field of our forms.`,
        'Once sent, your submission is stored on our servers and e-mailed to our team so the right person can reply. We aim to respond within 24 hours.',
        `Files you attach (a resume, or documents sent with the contact form) are kept with your submission in your browser's IndexedDB storage on this device until they have been sent to us, and removed from your device once they are delivered. They travel to our servers in pieces, so an interrupted upload continues where it stopped; an upload that never becomes part of a submission is deleted from our servers after ${UNUSED_UPLOAD_HOURS} hours. We check that each file's content is an accepted type, store it with your submission, send it to our team with the e-mail about your submission, and delete it from our servers ${ATTACHMENT_RETENTION_DAYS} days after we received it.`,

        'Booking a call: when you book a call through the Site, we keep what you enter (your name, email address, company or organization, phone number if you give one, the topic and any note), the kind of call, the time you chose and the time zone you chose it in, like any other form submission described above. One of our team is chosen to host the call and sees it in our staff area.',
        `While you fill in your details, the time you picked is held for you for ${HOLD_MINUTES} minutes, so no one else can take it; a hold that is not used ends by itself.`,
        "We e-mail you a calendar invitation, and reminders a day and an hour before the call. The invitation and the confirmation page carry a private link to reschedule or cancel; anyone who has that link can change the call, so keep it to yourself. A cancelled call's link stops working.",
        "The Site keeps the free times it last showed you in your browser's local storage, so you can still pick one without a connection; your request is then sent when you are back online, and if the time was taken meanwhile we offer you the nearest free times, on the page or by e-mail.",
        "You can remove data held in your browser's storage at any time through your browser settings, for example by clearing this site's data.",
      ],
    },
    {
      heading: 'Newsletter',
      paragraphs: [
        `If you subscribe to our newsletter, we use your email address only to send you updates about new resources, articles and events. You can unsubscribe at any time by using the link in any newsletter or by emailing ${site.emails.general}. We do not share our subscriber list with third parties for their own marketing.`,
      ],
    },
    {
      heading: 'Site Statistics',
      paragraphs: [
        `To learn which pages and resources are useful and where our forms could be easier to use, the Site counts, with its own code and on its own servers: each page you view, the start of each visit, with where it came from, the first time you type in each of our forms, each form you send, each PDF you download, and clicks on our "Get Started" buttons. Each record holds what happened, the path of the page (without its query string), the time, and for some records the form, file or slide concerned and the choice you made in a form's list (such as its area of interest or role). Nothing else you type is recorded.`,
        "The record of a visit's start also holds the name of the other site that sent you, if your browser tells us, and up to 200 characters of its query string (the part of the address after \"?\"); our server keeps from them only the source, medium and campaign that the campaign labels of a link (its utm_ parameters), an ad platform's click code or the other site's name say, and nothing else of the address.",
        `Your browser keeps these records in its IndexedDB storage on this device until they have been sent to us, so they reach us even after you have been offline. A record that could not be sent within ${EVENT_DEVICE_DAYS} days is deleted from your device unsent the next time the Site reaches us, and only counted.`,
        `To count visitors without identifying anyone, our server makes a code for the day from your IP address with its last part removed and your browser's user agent, combined with that day's key. Neither your address nor your user agent is stored, and each day's key is deleted after ${SALT_RETENTION_HOURS} hours, so a code cannot be linked to the next day's or traced back to you. If your browser sends a Global Privacy Control or Do Not Track signal, no code is made: your page views are still counted, but as no one's.`,
        `Search engine crawlers, monitors and browsers run by automated tools are not counted. We delete each record ${EVENT_RETENTION_MONTHS} months after it was made. Daily totals made from these records (how many views, visits, visitors, downloads, forms started and sent, and clicks, per day and per page, source, campaign, file, form or button) are kept after the records are deleted; they hold no visitor's code.`,
        `To know how the people who write to us found the Site, your browser keeps on this device, in its session storage, the address of the first page of your visit, the other site that sent you there (as much of its address as your browser tells us, usually only its name), and the paths of up to ${PAGES_SEEN_MAX} pages you view; your browser deletes them when you close the tab. In its local storage it keeps the same about your first visit for up to ${FIRST_TOUCH_DAYS} days, unless your browser sends a Global Privacy Control or Do Not Track signal, in which case it keeps none and removes any kept before the next time you open a page of the Site. This is sent to us only with a form you send (apart from the start of the visit, as said above), and our server keeps only its campaign labels (the utm_ parameters of a link), the ad platforms' click codes (gclid, msclkid, fbclid, li_fat_id), the name of the site that sent you, the paths of the pages, and the times, stored with your submission for as long as it is kept. Nothing else in those addresses is kept.`,
      ],
    },
    {
      heading: 'Cookies, Browser Storage and Third-Party Content',
      paragraphs: [
        'The Site sets no cookies. We do not use third-party analytics or advertising, and we do not track you across other websites.',
        'The Site loads nothing from third-party servers: its pages, scripts, styles, fonts and images, including the map in our contact section, all come from our own servers. That map is our own drawing, served with the rest of the Site. Its links to outside map services (OpenStreetMap, Google Maps and Apple Maps) open those services only when you click one; that service then handles your visit under its own privacy policy, not this one.',
        "The Site uses your browser's storage on your device only for functions you rely on:",
      ],
      bullets: [
        'IndexedDB storage: your form submissions (with any files you attach) and drafts of forms, each only as long as described under "Form Submissions and Drafts" above, and the records of your visit waiting to be sent, as described under "Site Statistics" above.',
        "Cache storage: an offline copy of the Site's own pages and files, so pages load quickly and remain available without a connection, and copies of PDF resources you download, so they open offline too. The offline copy is replaced with the new one when the Site is updated.",
        `Local storage: a note that the Site has told you it is available offline, so that announcement is made only once, where your first visit came from, for up to ${FIRST_TOUCH_DAYS} days, as described under "Site Statistics" above, and the free times for a call it last showed you, as described under "Form Submissions and Drafts" above.`,
        'Session storage: the address of a page and the time the Site reloaded it to load an update, so it does not reload the same page again and again, and where this visit came from and the pages it has seen, as described under "Site Statistics" above. Your browser deletes it when you close the tab.',
      ],
    },
    {
      heading: 'How We Share and Protect Information',
      paragraphs: [
        'We do not sell or rent personal information. We share it only as needed to run our business and respond to you:',
      ],
      bullets: [
        'with service providers that host the Site, store data or deliver email on our behalf, who must protect it and use it only to provide those services;',
        'when required by law, subpoena or other legal process, or to protect the rights, property or safety of our clients, our staff or others; and',
        'as part of a merger, acquisition or sale of assets, in which case the information remains subject to this policy.',
      ],
    },
    {
      heading: 'Data Security, Retention and Your Choices',
      paragraphs: [
        'We protect information with administrative, technical and physical safeguards, including encrypted (HTTPS) connections and access limited to staff who need it. No method of transmission or storage is completely secure, so we cannot guarantee absolute security.',
        'We keep contact form submissions and related email only as long as needed to respond to you and to keep a record of our business communications, server logs only as long as needed for security and troubleshooting, and newsletter addresses until you unsubscribe.',
        `Depending on where you live, you may have the right to ask for access to, correction of or deletion of the personal information we hold about you. To make a request, email ${site.emails.privacy}. We may need to verify your identity before acting on it, and we will respond within the time required by applicable law.`,
      ],
    },
    {
      heading: "Children's Privacy",
      paragraphs: [
        'The Site and our services are not directed to individuals under 18, and we do not knowingly collect personal information from them. If you believe that someone under 18 has provided us with personal information, please contact us and we will delete it.',
      ],
    },
    {
      heading: 'Contact Us',
      paragraphs: [
        'If you have questions about this Privacy Policy or how we handle your information, please contact us:',
      ],
      bullets: contactBullets,
    },
  ],
};

export const terms: LegalDocument = {
  title: 'Terms of Service',
  intro: `These Terms of Service ("Terms") govern your use of the website (the "Site") operated by ${who}. By accessing or using the Site, you agree to these Terms. If you do not agree, please do not use the Site.`,
  sections: [
    {
      heading: 'Acceptance of Terms',
      paragraphs: [
        'By using the Site you accept these Terms and our Privacy Policy. If you use the Site on behalf of an organization, you confirm that you are authorized to accept these Terms for it.',
        'We may revise these Terms from time to time. Revisions take effect when posted, and the "Last updated" date shows when they last changed. Continuing to use the Site after a change means you accept the revised Terms.',
      ],
    },
    {
      heading: 'Use of the Site',
      paragraphs: ['You may use the Site only for lawful purposes and in line with these Terms. You agree not to:'],
      bullets: [
        'attempt to gain unauthorized access to the Site, its servers or any connected system;',
        'interfere with or disrupt the Site, including by introducing malicious code, overloading it with automated requests or attempting a denial-of-service attack;',
        'submit false, misleading or unlawful information through our forms;',
        'use the Site to send unsolicited advertising or spam; or',
        'impersonate any person or organization.',
      ],
    },
    {
      heading: 'Our Services',
      paragraphs: [
        'The Site provides general information about our consulting, development and staffing services. Nothing on the Site is an offer to contract. Services we provide are governed by a separate written agreement, statement of work, task order or government contract (an "Agreement"). If an Agreement conflicts with these Terms, the Agreement controls.',
        'Figures and outcomes described on the Site, including case study results, reflect specific engagements and are not a guarantee of results for any other project.',
      ],
    },
    {
      heading: 'Intellectual Property',
      paragraphs: [
        'The Site and its content, including text, graphics, logos and software, are owned by us or our licensors and protected by United States and international intellectual property laws. You may view and print pages, and download resources we make available, for your own internal, non-commercial use, provided you keep all copyright and other notices. Any other copying, modification, distribution or creation of derivative works requires our prior written permission.',
        'Product and company names mentioned on the Site, such as Amazon Connect, AWS and Salesforce, are trademarks of their respective owners. Their mention does not imply endorsement.',
      ],
    },
    {
      heading: 'Information You Submit',
      paragraphs: [
        'When you send us information through the Site, you confirm that it is accurate and that you have the right to share it. Our handling of personal information is described in our Privacy Policy.',
        'Please do not submit classified information, controlled unclassified information (CUI), protected health information or other sensitive data through the Site. If an engagement requires it, we will arrange an appropriate secure channel.',
      ],
    },
    {
      heading: 'Third-Party Links and Content',
      paragraphs: [
        'The Site links to third-party sites, such as the map services linked beside the map in our contact section (the map itself is our own drawing) and our social media profiles. The Site loads no content from them: a third-party site opens only when you follow a link to it. We do not control and are not responsible for third-party sites or content; their own terms and privacy policies apply.',
      ],
    },
    {
      heading: 'Fees and Payment',
      paragraphs: ['Unless an Agreement states otherwise, the following apply to services we provide:'],
      bullets: [
        'All fees are quoted, invoiced and payable in U.S. dollars.',
        'Invoices are due within 30 days of the invoice date.',
        "Fees do not include applicable taxes, which are the client's responsibility unless the client is exempt.",
        'For government clients, payment terms required by applicable law, such as the federal Prompt Payment Act, apply where they differ from these terms.',
      ],
    },
    {
      heading: 'Disclaimer of Warranties',
      paragraphs: [
        'The Site and its content are provided "as is" and "as available," without warranties of any kind, express or implied, including warranties of merchantability, fitness for a particular purpose, accuracy and non-infringement. Content on the Site is general information, not professional advice for your specific situation. We do not warrant that the Site will be uninterrupted, secure or error-free.',
      ],
    },
    {
      heading: 'Limitation of Liability',
      paragraphs: [
        'To the fullest extent permitted by law, neither we nor our officers, employees or suppliers will be liable for any indirect, incidental, special, consequential or punitive damages, or for any loss of profits, revenue or data, arising from your use of, or inability to use, the Site, even if advised of the possibility of such damages.',
        'Liability relating to services we provide is governed by the applicable Agreement.',
      ],
    },
    {
      heading: 'Indemnification',
      paragraphs: [
        "You agree to indemnify and hold us harmless from claims, losses and expenses, including reasonable attorneys' fees, arising from your misuse of the Site or your violation of these Terms. This section applies to government entities only to the extent permitted by law.",
      ],
    },
    {
      heading: 'Governing Law and Jurisdiction',
      paragraphs: [
        'These Terms are governed by the laws of the State of Georgia, without regard to its conflict-of-laws rules. Any dispute arising out of or relating to these Terms or the Site will be brought exclusively in the state or federal courts located in Fulton County, Georgia, and you consent to the personal jurisdiction of those courts.',
        'Where a government entity is required by law to resolve disputes under other law or in another forum, that requirement controls to the extent it applies. If any provision of these Terms is found unenforceable, the remaining provisions stay in effect.',
      ],
    },
    {
      heading: 'Contact Us',
      paragraphs: ['If you have questions about these Terms, please contact us:'],
      bullets: contactBullets,
    },
  ],
};
