// Full text of the whitepaper "The Government Guide to Contact Center Modernization".
// Whitepaper text is also printed to PDF with the standard fonts: printable ASCII only.
import type { DocumentDetail } from '../types.ts';

export const governmentContactCenterGuide: DocumentDetail = {
  id: 'government-contact-center-guide',
  type: 'whitepaper',
  author: { name: 'Lauren Mitchell', role: 'Contact Center Practice Lead' },
  relatedSolutions: ['contact-center-modernization', 'amazon-connect-ai'],
  body: [
    { kind: 'h2', text: 'Executive summary' },
    {
      kind: 'p',
      text: 'Residents and businesses still pick up the phone when they need help from government. They call to renew a license, check on a benefit claim, report a problem or ask what a letter means. Many agencies answer those calls on premises-based phone systems designed for a different era: hard to change, expensive to maintain and nearly blind to why people call. This guide explains how state, local and federal agencies can move to a cloud contact center on Amazon Connect, covering the planning, procurement, security and phased migration steps that keep service running throughout the transition.',
    },
    { kind: 'h2', text: 'Why agencies are modernizing now' },
    { kind: 'p', text: 'The pressures are familiar to most contact center leaders in government:' },
    {
      kind: 'ul',
      items: [
        'Hardware and software approaching end of support, with maintenance contracts that cost more each year.',
        'Seasonal and emergency peaks, such as renewal deadlines, tax season or a disaster declaration, that overwhelm fixed capacity.',
        'IVR and routing changes that require vendor tickets and weeks of lead time.',
        "Agents who switch between several systems to find a caller's record while the caller waits.",
        'Supervisors who see queue totals but not call reasons, sentiment or repeat contacts.',
      ],
    },
    {
      kind: 'p',
      text: 'A cloud contact center changes both the economics and the pace of change. Capacity follows demand, changes become configuration instead of hardware projects, and every interaction produces data that can be used to improve service.',
    },
    { kind: 'h2', text: 'What Amazon Connect brings to government' },
    {
      kind: 'p',
      text: 'Amazon Connect is the cloud contact center service from AWS. Agencies pay for what they use rather than for seats and hardware, and one agent workspace handles voice, chat and tasks. The capabilities most relevant to public sector programs are:',
    },
    {
      kind: 'ul',
      items: [
        'Contact flows: visual, versioned routing logic for calls and chats that agency staff can change without new equipment.',
        'Amazon Lex: conversational self-service in voice and chat for routine requests such as status checks, appointment changes and office hours.',
        'Contact Lens: transcription, sentiment analysis, sensitive data redaction and conversation analytics, with real-time alerts for supervisors.',
        'Amazon Q in Connect: generative AI agent assist that suggests answers from approved knowledge during a live contact.',
        "Integration through AWS Lambda and APIs, so agents see case or account context from the agency's CRM or line-of-business system.",
      ],
    },
    {
      kind: 'p',
      text: 'Not every feature is available in every AWS Region, including AWS GovCloud (US). Confirm feature availability and the current authorization status of each service before you design around it. AWS publishes both, including the list of services in scope for each compliance program.',
    },
    { kind: 'h2', text: 'Planning: start with the caller' },
    {
      kind: 'p',
      text: 'Successful modernization starts with discovery, not technology. In the first weeks, build a shared picture of the current operation:',
    },
    {
      kind: 'ul',
      items: [
        'Call reasons and volumes by queue, hour and season, taken from existing reports and a sample of recorded calls.',
        'The current IVR menu, business hours, holiday schedules and emergency messages.',
        'Every integration: CRM, case management, payments, knowledge base, workforce management and reporting.',
        'Phone numbers, carriers and toll-free numbers that will be ported.',
        'Language access, accessibility and records retention requirements.',
      ],
    },
    {
      kind: 'p',
      text: 'From this baseline, agree on a small set of measurable goals: for example, a target average speed of answer, self-service containment for two or three high-volume call reasons, and a reduction in average handle time. These goals shape the design and give leadership a clear way to judge the result.',
    },
    { kind: 'h2', text: 'Procurement considerations' },
    {
      kind: 'p',
      text: 'Cloud contact centers are bought differently from phone systems. Amazon Connect is priced on usage, so the budget depends on the minutes, messages and features used rather than on licenses. Build a cost model from your own volumes with the AWS Pricing Calculator, and include telephony, storage for recordings and the analytics features you plan to enable.',
    },
    {
      kind: 'p',
      text: 'Many agencies buy implementation services through existing vehicles such as the GSA Multiple Award Schedule or state cooperative contracts. Whatever the vehicle, write the statement of work around outcomes and acceptance criteria, and require that contact flows, bots and infrastructure be delivered as code that the agency owns.',
    },
    { kind: 'h2', text: 'Security and compliance' },
    {
      kind: 'p',
      text: 'Government contact centers handle personal information every day, so security has to be designed in from the start. Key considerations include:',
    },
    {
      kind: 'ul',
      items: [
        'Authorization: federal systems need an authority to operate under FISMA, based on NIST SP 800-53 controls. Build on the FedRAMP authorization of the underlying AWS services, and document which controls belong to the agency, to AWS and to your integrator under the shared responsibility model.',
        'Program rules: criminal justice information falls under the FBI CJIS Security Policy, health information under HIPAA and federal tax information under IRS Publication 1075. Some states require StateRAMP (now GovRAMP) authorization.',
        'Encryption: recordings, transcripts and contact records encrypted at rest with AWS KMS keys, and all traffic encrypted in transit with TLS.',
        'Data minimization: redact sensitive data from transcripts with Contact Lens, and collect payment or identity numbers with encrypted input in contact flows.',
        'Access control: single sign-on through the agency identity provider, least-privilege security profiles for agents and supervisors, and administrative actions logged with AWS CloudTrail.',
      ],
    },
    { kind: 'h2', text: 'A phased migration roadmap' },
    { kind: 'p', text: 'A phased approach keeps residents served while the new platform proves itself:' },
    {
      kind: 'ol',
      items: [
        'Foundation (weeks 1-3): set up the Amazon Connect instance, identity federation, logging, encryption and a non-production environment, with contact flows managed as code.',
        'Pilot (weeks 3-5): move one line of business or a single queue with a small group of agents, and compare the results against the baseline.',
        'Waves (weeks 5-8 and beyond): port numbers and move the remaining queues in planned waves, each with parallel operation, a cutover window and a tested rollback plan.',
        'Optimize (ongoing): use Contact Lens analytics and queue metrics to tune routing, self-service and staffing.',
      ],
    },
    {
      kind: 'p',
      text: 'Timelines depend on scope. For a state licensing agency, our team completed the move to Amazon Connect in 8 weeks, including an Amazon Lex bot for status checks and renewal questions, CRM integration and real-time supervisor dashboards.',
    },
    { kind: 'h2', text: 'Measuring success' },
    {
      kind: 'p',
      text: 'Define your metrics before launch and measure them the same way before and after cutover. The most useful set is usually small: average handle time, abandonment rate, self-service containment, first-contact resolution, customer satisfaction and cost per contact. In the state licensing engagement described above, 52% of calls were deflected to self-service, handle time fell by 28% and satisfaction improved by 42%. Results vary with call mix and design, which is why a measured baseline matters.',
    },
    { kind: 'h2', text: 'Common pitfalls to avoid' },
    {
      kind: 'ul',
      items: [
        "Rebuilding the old IVR menu exactly as it was, instead of redesigning it around today's call reasons.",
        'Leaving agents out of design and testing until the week of cutover.',
        'Treating number porting as a last-minute task, when carrier lead times vary.',
        'Launching self-service without a clear, easy path to a live agent.',
        'Turning on analytics without deciding who reviews the findings and acts on them.',
      ],
    },
    { kind: 'h2', text: 'Next steps' },
    {
      kind: 'p',
      text: 'Start with a short discovery: collect three months of call data, map your integrations and agree on the goals that matter to your leadership and your callers. From there, a pilot on one queue is the fastest way to build confidence. Our team can help at any stage, from a readiness assessment to a full migration and ongoing optimization.',
    },
  ],
};
