// The on-demand webinar "Planning a Secure Migration to AWS GovCloud (US)".
import type { WebinarDetail } from '../types.ts';

export const govcloudMigrationWebinar: WebinarDetail = {
  id: 'govcloud-migration-webinar',
  type: 'webinar',
  durationMinutes: 60,
  overview: [
    'Moving mission systems to AWS GovCloud (US) takes more than copying servers. In this session, our cloud team shows how agencies assess an application portfolio, build a compliant landing zone and migrate in waves without disrupting the services people depend on.',
    'The examples come from a federal data center exit in which we migrated 40+ applications in 6 months.',
  ],
  learn: [
    'How to choose between rehosting, replatforming and refactoring for each application',
    'What a multi-account landing zone aligned with FedRAMP and NIST SP 800-53 includes',
    'How to plan migration waves, cutover windows and rollback',
    'Which documents your authorizing official will ask for, and when',
  ],
  agenda: [
    { minutes: 5, title: 'Welcome and introductions' },
    { minutes: 15, title: 'Assessing the application portfolio: rehost, replatform or refactor' },
    { minutes: 15, title: 'Building a compliant landing zone in AWS GovCloud (US)' },
    { minutes: 15, title: 'Wave planning, cutover and rollback without service disruption' },
    { minutes: 10, title: 'Questions and answers' },
  ],
  speakers: [
    { name: 'Priya Raman', role: 'Principal Cloud Architect' },
    { name: 'Daniel Okafor', role: 'Director of Federal Programs' },
  ],
  session: { status: 'on-demand', recordedOn: '2026-08-20' },
  relatedSolutions: ['cloud-migration'],
};
