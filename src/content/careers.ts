// Copy for the Careers page.
import { site } from '@/config/site';
import type { Cta, HiringStep, IconCard, PageHero, SectionIntro } from '@/content/types';

export const careersPage: {
  hero: PageHero;
  benefitsIntro: SectionIntro;
  benefits: IconCard[];
  expertiseIntro: SectionIntro;
  expertise: IconCard[];
  processIntro: SectionIntro;
  steps: HiringStep[];
  cta: { title: string; description: string; getInTouch: Cta; emailResume: Cta };
} = {
  hero: {
    eyebrow: 'Careers',
    title: 'Build Technology That Serves the Public',
    description: `Join ${site.name} and help government agencies and enterprises modernize the services people depend on every day.`,
  },
  benefitsIntro: {
    eyebrow: 'Why Join Us',
    title: 'Benefits and Culture',
    description: 'We invest in our people so they can do the best work of their careers.',
  },
  benefits: [
    {
      icon: 'heart',
      title: 'Comprehensive Benefits',
      description: 'Health coverage, retirement planning and paid time off that support you and your family.',
    },
    {
      icon: 'graduation-cap',
      title: 'Career Growth',
      description: 'Training, certifications and mentoring, with clear paths to take on bigger challenges.',
    },
    {
      icon: 'users',
      title: 'Collaborative Culture',
      description: 'A supportive team where ideas are shared openly and everyone has a voice.',
    },
    {
      icon: 'coffee',
      title: 'Work-Life Balance',
      description: 'Flexible schedules and remote-friendly work so you can do your best work and still have a life.',
    },
  ],
  expertiseIntro: {
    eyebrow: 'Areas of Expertise',
    title: 'Where You Could Make an Impact',
    description: 'We hire across the disciplines our clients need most.',
  },
  expertise: [
    {
      icon: 'headphones',
      title: 'Contact Center Engineering',
      description: 'Design and build cloud contact centers with Amazon Connect, self-service and agent assist.',
    },
    {
      icon: 'cloud',
      title: 'Cloud Architecture',
      description: 'Plan and run secure, scalable workloads on AWS, including government cloud environments.',
    },
    {
      icon: 'brain',
      title: 'AI & Data Science',
      description: 'Build data pipelines, dashboards and machine-learning models that inform decisions.',
    },
    {
      icon: 'code',
      title: 'Software Development',
      description: 'Create web applications, APIs and integrations with modern, well-tested code.',
    },
    {
      icon: 'shield',
      title: 'Cybersecurity & Compliance',
      description: 'Protect systems and data and help clients meet FedRAMP, HIPAA and SOC 2 requirements.',
    },
    {
      icon: 'briefcase',
      title: 'Project & Program Management',
      description: 'Lead delivery teams, manage stakeholders and keep complex projects on track.',
    },
  ],
  processIntro: {
    eyebrow: 'How We Hire',
    title: 'Our Hiring Process',
    description: 'A simple, respectful process designed to get to know you and help you get to know us.',
  },
  steps: [
    { step: 1, title: 'Apply', description: 'Send us your resume and tell us what kind of work excites you.' },
    { step: 2, title: 'Initial Chat', description: 'A short conversation about your experience, goals and the role.' },
    {
      step: 3,
      title: 'Technical Interview',
      description: 'Talk through real problems with our engineers and show how you think.',
    },
    {
      step: 4,
      title: 'Offer & Onboarding',
      description: 'Receive your offer and get set up with the tools and support to succeed from day one.',
    },
  ],
  cta: {
    title: "Don't See the Right Role?",
    description: "We're always glad to meet talented people. Get in touch or send us your resume.",
    // The application form on this page (#apply): applications go to careers, not sales.
    getInTouch: { text: 'Get in Touch', href: '#apply' },
    emailResume: { text: 'Email Resume', href: `mailto:${site.emails.careers}` },
  },
};
