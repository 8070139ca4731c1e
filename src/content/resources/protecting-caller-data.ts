// Full text of the article "Protecting Caller Data in a Cloud Contact Center".
import type { DocumentDetail } from '../types.ts';

export const protectingCallerData: DocumentDetail = {
  id: 'protecting-caller-data',
  type: 'article',
  author: { name: 'Priya Raman', role: 'Principal Cloud Architect' },
  relatedSolutions: ['contact-center-modernization', 'amazon-connect-ai'],
  body: [
    { kind: 'h2', text: 'Why caller data needs special care' },
    {
      kind: 'p',
      text: 'Every contact center conversation can carry personal information: names, addresses, dates of birth, account or case numbers, health details and sometimes payment card data. In a cloud contact center, that information can appear in several places at once: the call recording, the transcript, the contact record, the CRM case and the analytics dashboards. Protecting it means knowing where it goes and applying controls at each step. This article walks through the main controls available in Amazon Connect and how to combine them.',
    },
    { kind: 'h2', text: 'Know where the data lives' },
    {
      kind: 'p',
      text: 'Start with a data map. In a typical Amazon Connect deployment, personal information can be found in:',
    },
    {
      kind: 'ul',
      items: [
        'Call recordings and chat transcripts, stored in Amazon S3 buckets that you own.',
        'Contact records and contact attributes, which carry data collected in contact flows.',
        'Contact Lens transcripts and analytics.',
        'Data streamed to other systems for reporting, for example through Amazon Kinesis.',
        'Integrated systems such as the CRM, case management or payment services.',
      ],
    },
    {
      kind: 'p',
      text: 'For each location, record what is stored, who can access it, how long it is kept and how it is deleted. The map becomes the backbone of your privacy impact assessment and of your records retention schedule.',
    },
    { kind: 'h2', text: 'Encrypt everything' },
    {
      kind: 'p',
      text: 'Amazon Connect encrypts data in transit with TLS and encrypts the data it stores at rest. For the data you keep yourself, such as recordings and transcripts in Amazon S3, use AWS KMS keys that your organization manages, so that you control key policies, rotation and who can decrypt. Apply the same approach to every stream or data store that receives contact data downstream, and block public access on every bucket.',
    },
    { kind: 'h2', text: 'Collect less, redact more' },
    { kind: 'p', text: 'The safest personal information is information you never store. Two features help:' },
    {
      kind: 'ul',
      items: [
        'Encrypted customer input: when a contact flow collects sensitive digits on the keypad, such as a card number or an identification number, the Store customer input block can encrypt the value with a key you provide, so that only the back-end system that needs it can decrypt it.',
        'Sensitive data redaction: Contact Lens can identify and redact personal information, such as names, addresses and card numbers, from transcripts and from a redacted copy of the recording, before analysts and supervisors see them.',
      ],
    },
    {
      kind: 'p',
      text: 'Review the data your contact flows save as contact attributes. Store identifiers rather than full records where you can, and look up details from the system of record when the agent needs them.',
    },
    { kind: 'h2', text: 'Least-privilege access' },
    {
      kind: 'p',
      text: 'Amazon Connect security profiles control what each user can see and do. Give agents only the permissions their work requires, limit access to recordings and transcripts to the supervisors and quality analysts who need them, and separate administrative rights from daily operations. Use single sign-on through your identity provider with SAML 2.0, so that access ends automatically when someone leaves, and require multi-factor authentication for administrators. Review access on a regular schedule and remove accounts that are no longer used.',
    },
    { kind: 'h2', text: 'Audit everything that matters' },
    {
      kind: 'p',
      text: 'Investigations and audits depend on good records. AWS CloudTrail captures Amazon Connect API activity, including configuration changes, and CloudTrail data events or Amazon S3 server access logs can record who accessed recordings. Send these logs to a central, protected account where the people whose actions they record cannot alter them, and set retention periods that meet your policy. Alert on unusual events, such as bulk downloads of recordings or changes to security profiles outside a change window.',
    },
    { kind: 'h2', text: 'Compliance frameworks' },
    { kind: 'p', text: 'Which rules apply depends on the data you handle and the people you serve:' },
    {
      kind: 'ul',
      items: [
        'Federal agencies: FISMA and NIST SP 800-53 controls, FedRAMP-authorized services and the Privacy Act, including a privacy impact assessment under the E-Government Act of 2002 and a system of records notice where records are retrieved by a personal identifier.',
        'Health programs: HIPAA, with a business associate addendum in place with AWS and only HIPAA-eligible services used for protected health information.',
        'Payments: PCI DSS, which makes keeping card data out of recordings, transcripts and contact attributes especially important.',
        'Law enforcement data: the FBI CJIS Security Policy.',
        'State programs: state privacy and public records laws and, in some states, StateRAMP (now GovRAMP) requirements.',
      ],
    },
    {
      kind: 'p',
      text: 'Check the current AWS compliance program pages to confirm which services and Regions are in scope before you rely on them.',
    },
    { kind: 'h2', text: 'Retention and deletion' },
    {
      kind: 'p',
      text: 'Keeping recordings forever is both a cost and a risk. Set retention periods with your records officer, apply them with Amazon S3 lifecycle rules, and make sure deletion also covers copies in analytics stores and downstream systems. Where a legal hold applies, protect the affected records with S3 Object Lock or an equivalent process rather than suspending deletion for everything.',
    },
    { kind: 'h2', text: 'Putting it into practice' },
    {
      kind: 'p',
      text: 'When our team moved a state licensing agency to Amazon Connect in 8 weeks, caller privacy shaped the design from the start. The Amazon Lex self-service bot handled status checks and renewal questions with only the identifiers needed to find a record, agents saw caller context from the CRM instead of asking callers to repeat personal details, and access to recordings followed least-privilege security profiles. Self-service handled 52% of calls, which also meant fewer conversations in which personal information was spoken aloud.',
    },
    { kind: 'h2', text: 'A checklist for your next review' },
    {
      kind: 'ul',
      items: [
        'A current data map covering every place contact data is stored or sent.',
        'Customer managed KMS keys for recordings, transcripts and streams.',
        'Redaction enabled for transcripts and analytics wherever personal data is not needed.',
        'Encrypted input for sensitive digits collected in contact flows.',
        'Least-privilege security profiles, reviewed on a schedule.',
        'Centralized, protected audit logs with alerts on unusual activity.',
        'Retention periods agreed with your records officer and enforced automatically.',
      ],
    },
  ],
};
