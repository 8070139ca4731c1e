// The upcoming live webinar "Measuring Contact Center Success After Go-Live".
import type { WebinarDetail } from '../types.ts';

export const measuringContactCenterSuccess: WebinarDetail = {
  id: 'measuring-contact-center-success',
  type: 'webinar',
  durationMinutes: 45,
  overview: [
    'Go-live is the start of improvement, not the end of the project. In this live session, our contact center and analytics leads explain which metrics matter once an Amazon Connect contact center is running, how to read them together, and how to turn Contact Lens analytics into changes that callers notice.',
    'Bring your questions: the last part of the session is open for them.',
  ],
  learn: [
    'Which metrics to track after launch, and how to set a baseline that makes them meaningful',
    'How handle time, call deflection, first-contact resolution and satisfaction affect each other',
    'How supervisors use Contact Lens and real-time dashboards to act during the day',
    'What changed after cutover for a state licensing agency, and why',
  ],
  agenda: [
    { minutes: 5, title: 'Welcome and introductions' },
    { minutes: 10, title: 'The metrics that matter after go-live' },
    { minutes: 10, title: 'Reading the signals in Contact Lens and real-time dashboards' },
    { minutes: 10, title: 'Case study: a state licensing agency after cutover' },
    { minutes: 10, title: 'Questions and answers' },
  ],
  speakers: [
    { name: 'Lauren Mitchell', role: 'Contact Center Practice Lead' },
    { name: 'James Whitaker', role: 'Data & Analytics Lead' },
  ],
  session: {
    status: 'upcoming',
    startsAt: '2026-12-10T14:00:00-05:00',
    timeZone: 'America/New_York',
    zoneName: 'EST',
  },
  relatedSolutions: ['contact-center-modernization', 'amazon-connect-ai', 'ai-data-analytics'],
};
