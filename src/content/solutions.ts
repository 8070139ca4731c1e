// Copy for the Solutions list (/solutions) and the six detail pages (/solutions/:slug).
// Figures are the spec's claims only; no client names.
import type { Cta, CtaBlock, PageHero, Solution } from '@/content/types';

export const solutions: Solution[] = [
  {
    id: 1,
    slug: 'contact-center-modernization',
    icon: 'headphones',
    title: 'Contact Center Modernization',
    description:
      'Move from aging on-premises phone systems to a cloud contact center on Amazon Connect, with self-service, omnichannel routing and real-time reporting.',
    problem: 'Legacy phone systems drive long hold times, high costs and little visibility into why people call.',
    approach:
      'We migrate your contact center to Amazon Connect in phased releases, adding self-service and analytics without interrupting service.',
    benefits: [
      '28% reduction in average handle time within 6-12 weeks',
      '35% of routine calls deflected to self-service',
      '241% three-year return on investment',
      'Voice, chat and tasks handled from one agent desktop',
      'Pay-as-you-go pricing with no phone hardware to maintain',
    ],
    tools: [
      'Amazon Connect',
      'Amazon Lex',
      'Contact Lens',
      'AWS Lambda',
      'Amazon DynamoDB',
      'Salesforce Service Cloud',
    ],
    detail: {
      title: 'Contact Center Modernization',
      tagline:
        'Replace legacy phone systems with a secure cloud contact center that shortens waits, lowers costs and gives supervisors real-time insight.',
      problem: {
        title: 'The Challenge',
        description:
          'Many agencies and enterprises still run their contact centers on premises-based systems that are expensive to maintain, slow to change and blind to what callers actually need. When volumes spike, residents and customers wait on hold while agents work without context.',
        pain_points: [
          'Long hold times and abandoned calls during seasonal or emergency peaks',
          'Aging on-premises hardware with rising maintenance and licensing costs',
          'Agents switching between disconnected systems to find caller information',
          'Little real-time visibility into queues, call reasons and service levels',
          'Routing and IVR changes that depend on vendor tickets and long lead times',
        ],
      },
      approach: {
        title: 'Our Approach',
        description:
          'We modernize in phases so service never stops: understand what you have, design the target contact center, migrate in controlled waves and keep improving after go-live.',
        steps: [
          'Discovery: Review call flows, volumes, staffing, integrations and compliance requirements, and agree on measurable goals.',
          'Design: Define the Amazon Connect architecture, IVR and routing logic, security controls and agent desktop.',
          'Build: Configure contact flows, self-service bots and CRM integrations as code, tested in a non-production environment.',
          'Migrate: Move queues and phone numbers in controlled waves, with parallel operation and a rollback plan for every cutover.',
          'Optimize: Use Contact Lens analytics and queue metrics to tune routing, self-service and staffing after go-live.',
        ],
      },
      outcomes: {
        title: 'Measurable Outcomes',
        metrics: [
          {
            label: 'Handle Time Reduction',
            value: '28%',
            icon: 'timer',
            description:
              'Lower average handle time within 6-12 weeks, as agents see caller context before they answer.',
          },
          {
            label: 'Call Deflection',
            value: '35%',
            icon: 'phone-off',
            description: 'Routine requests such as status checks and payments resolved through self-service.',
          },
          {
            label: 'Satisfaction Improvement',
            value: '42%',
            icon: 'smile',
            description: 'Higher caller satisfaction from shorter waits and more first-contact resolution.',
          },
          {
            label: '3-Year ROI',
            value: '241%',
            icon: 'trending-up',
            description: 'Return on investment over three years from contact center modernization.',
          },
        ],
      },
      stack: {
        title: 'Technology Stack',
        tools: [
          {
            name: 'Amazon Connect',
            description: 'Cloud contact center for voice, chat and tasks with pay-as-you-go pricing.',
          },
          { name: 'Amazon Lex', description: 'Conversational voice and chat bots for natural-language self-service.' },
          {
            name: 'Contact Lens',
            description: 'Conversation analytics, sentiment and real-time alerts for supervisors.',
          },
          {
            name: 'AWS Lambda',
            description: 'Serverless functions that connect contact flows to back-office systems.',
          },
          {
            name: 'Amazon DynamoDB',
            description: 'Managed, low-latency storage for caller history and routing configuration.',
          },
          {
            name: 'Salesforce Service Cloud',
            description: 'CRM integration that puts case history in front of every agent.',
          },
        ],
      },
    },
  },
  {
    id: 2,
    slug: 'amazon-connect-ai',
    icon: 'bot',
    title: 'Amazon Connect & AI',
    description:
      'Add generative AI, conversational bots and real-time agent assist to Amazon Connect so callers get answers sooner and agents resolve more on the first contact.',
    problem: 'Agents spend too long searching for answers, and simple questions still wait for a live agent.',
    approach:
      'We layer AI self-service, agent assist and conversation analytics onto Amazon Connect, with guardrails and human oversight.',
    benefits: [
      '24% call deflection with AI self-service and agent assist',
      '15% faster resolution with real-time agent guidance',
      'Automatic call summaries that cut after-call work',
      'Sentiment and quality monitoring on every conversation',
      'Responsible AI guardrails with people kept in control',
    ],
    tools: ['Amazon Connect', 'Amazon Q in Connect', 'Amazon Lex', 'Amazon Bedrock', 'Contact Lens', 'Amazon Kendra'],
    detail: {
      title: 'Amazon Connect & AI',
      tagline:
        'Put AI to work in your contact center: intelligent self-service for callers and real-time guidance for agents, with the controls public-sector and regulated organizations require.',
      problem: {
        title: 'The Challenge',
        description:
          'Contact centers hold years of knowledge in policy manuals, FAQs and case notes, yet agents still search by hand during calls and callers wait for answers a bot could give. Adopting AI safely also raises real questions about accuracy, privacy and oversight.',
        pain_points: [
          'Agents searching several knowledge sources while the caller waits',
          'Simple, repetitive questions consuming live-agent capacity',
          'Inconsistent answers across agents, shifts and channels',
          'Manual after-call notes that take time and vary in quality',
          'Uncertainty about how to adopt generative AI securely and responsibly',
        ],
      },
      approach: {
        title: 'Our Approach',
        description:
          'We start with the use cases that matter most to your callers, ground AI in your approved content and keep people in control of every answer that matters.',
        steps: [
          'Assess: Identify high-volume call reasons and knowledge gaps that AI can address safely.',
          'Prepare: Curate approved knowledge sources and define data handling, privacy and accuracy guardrails.',
          'Build: Configure Amazon Lex self-service, Amazon Q in Connect agent assist and automated call summaries.',
          'Pilot: Launch with a focused group of agents, measure answer quality and gather feedback before scaling.',
          'Scale: Extend to more queues and channels, with ongoing tuning and quality review of AI responses.',
        ],
      },
      outcomes: {
        title: 'Measurable Outcomes',
        metrics: [
          {
            label: 'Call Deflection',
            value: '24%',
            icon: 'phone-off',
            description: 'Calls resolved through AI self-service and agent assist without escalation.',
          },
          {
            label: 'Faster Resolution',
            value: '15%',
            icon: 'zap',
            description: 'Quicker resolution when agents receive suggested answers and next steps in real time.',
          },
          {
            label: 'Customer Satisfaction',
            value: '92%',
            icon: 'smile',
            description: 'Customer-satisfaction score with AI-assisted self-service and agents.',
          },
          {
            label: 'Cost Savings',
            value: '31%',
            icon: 'dollar-sign',
            description: 'Lower cost to serve as AI handles routine work and agents focus on complex cases.',
          },
        ],
      },
      stack: {
        title: 'Technology Stack',
        tools: [
          { name: 'Amazon Connect', description: 'The cloud contact center foundation for voice, chat and tasks.' },
          {
            name: 'Amazon Q in Connect',
            description: 'Generative AI agent assist that suggests answers and actions during live contacts.',
          },
          { name: 'Amazon Lex', description: 'Conversational bots for voice and chat self-service.' },
          {
            name: 'Amazon Bedrock',
            description: 'Managed foundation models for summaries and knowledge retrieval, with guardrails.',
          },
          { name: 'Contact Lens', description: 'Transcription, sentiment analysis and automated contact summaries.' },
          { name: 'Amazon Kendra', description: 'Intelligent search across policies, FAQs and knowledge articles.' },
        ],
      },
    },
  },
  {
    id: 3,
    slug: 'cloud-migration',
    icon: 'cloud-upload',
    title: 'Cloud Migration & Modernization',
    description:
      'Plan and execute secure migrations to AWS, including AWS GovCloud (US), and modernize applications so they cost less to run and are easier to change.',
    problem: 'Aging data centers and legacy applications are costly to maintain, hard to secure and slow to change.',
    approach:
      'We assess your portfolio, build a secure landing zone and migrate in waves, modernizing where it pays off.',
    benefits: [
      '99.99% uptime from multi-availability-zone architectures',
      '31% lower operating costs',
      'Wave-based delivery proven on programs of 40+ applications',
      'Security controls aligned with FedRAMP and NIST requirements',
      'Infrastructure as code for repeatable, auditable environments',
    ],
    tools: [
      'AWS GovCloud (US)',
      'AWS Application Migration Service',
      'AWS Database Migration Service',
      'AWS Control Tower',
      'Terraform',
      'Amazon EKS',
    ],
    detail: {
      title: 'Cloud Migration & Modernization',
      tagline:
        'Move workloads to the cloud securely and on schedule, then modernize them to run at lower cost with higher availability.',
      problem: {
        title: 'The Challenge',
        description:
          'Data center leases, hardware refreshes and unsupported software strain IT budgets, while compliance requirements make a move to the cloud feel risky. Without a clear plan, migrations stall or simply carry the same problems onto new infrastructure.',
        pain_points: [
          'Aging hardware and data center contracts approaching end of life',
          'Legacy applications that are difficult to patch, scale or secure',
          'Compliance obligations such as FedRAMP, FISMA and HIPAA to satisfy',
          'Limited in-house experience planning and running large migrations',
          'Unpredictable infrastructure costs and little visibility into usage',
        ],
      },
      approach: {
        title: 'Our Approach',
        description:
          'A disciplined, wave-based method that reduces risk: every application gets a migration path, every cutover gets a rollback plan and every environment is defined as code.',
        steps: [
          'Assess: Inventory applications, dependencies and data, and choose a path for each: rehost, replatform or refactor.',
          'Plan: Build the business case, migration waves, cutover windows and rollback plans with your stakeholders.',
          'Foundation: Deploy a secure multi-account landing zone with identity, logging, networking and guardrails as code.',
          'Migrate: Move applications and databases in waves, validating performance, security and data integrity at each step.',
          'Modernize: Refactor priority workloads onto containers and managed services, with cost and performance monitoring in place.',
        ],
      },
      outcomes: {
        title: 'Measurable Outcomes',
        metrics: [
          {
            label: 'Uptime',
            value: '99.99%',
            icon: 'server',
            description: 'Availability designed into multi-availability-zone architectures.',
          },
          {
            label: 'Lower Operating Costs',
            value: '31%',
            icon: 'trending-down',
            description: 'Savings from rightsizing, managed services and retiring data center hardware.',
          },
          {
            label: 'Applications Migrated',
            value: '40+',
            icon: 'layers',
            description: 'Applications moved to the cloud in a single federal migration program.',
          },
          {
            label: 'Support',
            value: '24/7',
            icon: 'clock',
            description: 'Around-the-clock support and monitoring after cutover.',
          },
        ],
      },
      stack: {
        title: 'Technology Stack',
        tools: [
          {
            name: 'AWS GovCloud (US)',
            description: 'Isolated AWS regions for sensitive and regulated government workloads.',
          },
          {
            name: 'AWS Application Migration Service',
            description: 'Server replication for rehost migrations with minimal downtime.',
          },
          {
            name: 'AWS Database Migration Service',
            description: 'Database migration with continuous replication until cutover.',
          },
          {
            name: 'AWS Control Tower',
            description: 'A governed multi-account landing zone with preventive and detective guardrails.',
          },
          { name: 'Terraform', description: 'Infrastructure as code for repeatable, reviewable environments.' },
          { name: 'Amazon EKS', description: 'Managed Kubernetes for modernized, containerized applications.' },
        ],
      },
    },
  },
  {
    id: 4,
    slug: 'ai-data-analytics',
    icon: 'brain',
    title: 'AI & Data Analytics',
    description:
      'Turn scattered operational data into trusted dashboards, forecasts and machine learning models that help leaders make faster, better-informed decisions.',
    problem: 'Data is locked in silos, reporting is manual and leaders decide on outdated information.',
    approach: 'We build a governed data platform, then deliver dashboards and AI models tied to specific decisions.',
    benefits: [
      '60% faster resolution when teams work from shared, current data',
      'Self-service dashboards in place of manual spreadsheet reports',
      'Forecasts for call volumes, caseloads and demand',
      'Governed data with role-based access and audit trails',
      'Responsible AI practices with documented, monitored models',
    ],
    tools: [
      'Amazon Redshift',
      'AWS Glue',
      'AWS Lake Formation',
      'Amazon QuickSight',
      'Amazon SageMaker',
      'Amazon Bedrock',
    ],
    detail: {
      title: 'AI & Data Analytics',
      tagline:
        'Bring your data together, make it trustworthy and put insight in the hands of the people who make decisions.',
      problem: {
        title: 'The Challenge',
        description:
          'Most organizations hold more data than ever, spread across case management systems, contact centers, finance platforms and spreadsheets. Reports take days to assemble, numbers disagree between departments, and AI pilots stall because the data is not ready.',
        pain_points: [
          'Data spread across disconnected systems and departments',
          'Manual, spreadsheet-based reporting that is slow and error-prone',
          'Conflicting numbers that undermine trust in reports',
          'Limited ability to forecast demand, staffing or risk',
          'Privacy and security concerns that slow AI adoption',
        ],
      },
      approach: {
        title: 'Our Approach',
        description:
          'We start from the decisions you need to make, then build only the data foundation, analytics and AI needed to support them, with governance from day one.',
        steps: [
          'Discover: Identify the decisions that matter most and the data, owners and quality issues behind them.',
          'Integrate: Build secure pipelines that bring source systems into a governed data lake and warehouse.',
          'Govern: Define data quality rules, access controls, lineage and retention that meet your compliance requirements.',
          'Analyze: Deliver self-service dashboards and reports that answer agreed business questions.',
          'Predict: Develop, validate and monitor machine learning and generative AI models for forecasting and automation.',
        ],
      },
      outcomes: {
        title: 'Measurable Outcomes',
        metrics: [
          {
            label: 'Faster Resolution',
            value: '60%',
            icon: 'zap',
            description: 'Faster issue resolution when teams act on shared, current data.',
          },
          {
            label: 'Lower Operating Costs',
            value: '31%',
            icon: 'trending-down',
            description: 'Lower cost from automating manual reporting and data handling.',
          },
          {
            label: 'Satisfaction Improvement',
            value: '42%',
            icon: 'smile',
            description: 'Better service driven by insight into why people reach out and what they need.',
          },
          {
            label: 'Support',
            value: '24/7',
            icon: 'activity',
            description: 'Around-the-clock support for pipelines, data quality and model performance.',
          },
        ],
      },
      stack: {
        title: 'Technology Stack',
        tools: [
          { name: 'Amazon Redshift', description: 'Cloud data warehouse for fast analytics at scale.' },
          { name: 'AWS Glue', description: 'Serverless data integration pipelines with a central data catalog.' },
          { name: 'AWS Lake Formation', description: 'A secure data lake with fine-grained access control.' },
          { name: 'Amazon QuickSight', description: 'Interactive dashboards and embedded analytics for every team.' },
          { name: 'Amazon SageMaker', description: 'Build, train, deploy and monitor machine learning models.' },
          { name: 'Amazon Bedrock', description: 'Generative AI with managed foundation models and guardrails.' },
        ],
      },
    },
  },
  {
    id: 5,
    slug: 'custom-development',
    icon: 'code',
    title: 'Custom Development & Integration',
    description:
      'Design and build secure, accessible web applications, APIs and integrations that connect your systems and modernize the services people rely on.',
    problem:
      'Off-the-shelf tools rarely fit unique processes, and disconnected systems force staff to re-enter data by hand.',
    approach:
      'We deliver in short, agile iterations with automated testing, security scanning and CI/CD from the first sprint.',
    benefits: [
      'Accessible applications built to Section 508 and WCAG standards',
      'APIs and integrations that end manual data re-entry',
      'Automated testing and CI/CD for frequent, low-risk releases',
      'Security scanning built into every build',
      'Complete documentation and knowledge transfer to your team',
    ],
    tools: [
      'React',
      'TypeScript',
      'Node.js',
      'Amazon API Gateway',
      'AWS Lambda',
      'Salesforce Platform',
      'GitHub Actions',
    ],
    detail: {
      title: 'Custom Development & Integration',
      tagline:
        'Purpose-built applications and integrations that fit the way your organization works, delivered securely and iteratively.',
      problem: {
        title: 'The Challenge',
        description:
          'Legacy applications and disconnected systems slow down staff and frustrate the people they serve. Paper forms, duplicate data entry and brittle point-to-point interfaces make every change expensive and risky.',
        pain_points: [
          'Legacy applications that are costly to maintain and hard to change',
          'Staff re-entering the same data into several systems',
          'Paper and PDF-based processes that belong online',
          'Brittle point-to-point integrations that break with every upgrade',
          'Long release cycles with manual testing and deployment',
        ],
      },
      approach: {
        title: 'Our Approach',
        description:
          'User-centered, API-first and secure by design: we show working software early and often, so you can steer the product as it takes shape.',
        steps: [
          'Discovery: Map user needs, business processes and integration points with the people who use the system every day.',
          'Design: Create accessible user experiences and an API-first architecture, validated with prototypes.',
          'Develop: Build in short agile sprints with automated tests and a working demo at the end of each sprint.',
          'Secure: Apply static analysis, dependency scanning and security reviews throughout delivery.',
          'Deploy: Release through CI/CD pipelines to cloud infrastructure, then hand over documentation and provide ongoing support.',
        ],
      },
      outcomes: {
        title: 'Measurable Outcomes',
        metrics: [
          {
            label: 'Uptime',
            value: '99.99%',
            icon: 'server',
            description: 'Availability from cloud-native architectures and automated deployments.',
          },
          {
            label: 'Lower Operating Costs',
            value: '31%',
            icon: 'trending-down',
            description: 'Less maintenance and manual effort once legacy systems are retired.',
          },
          {
            label: 'Faster Resolution',
            value: '60%',
            icon: 'zap',
            description: 'Faster handling of cases and requests when systems share data automatically.',
          },
          {
            label: 'Projects Delivered',
            value: '100+',
            icon: 'award',
            description: 'Projects delivered for government and commercial clients.',
          },
        ],
      },
      stack: {
        title: 'Technology Stack',
        tools: [
          { name: 'React & TypeScript', description: 'Accessible, responsive front ends built on type-safe code.' },
          { name: 'Node.js', description: 'Scalable back-end services and APIs.' },
          { name: 'Amazon API Gateway', description: 'Secure, managed APIs for internal and public integrations.' },
          { name: 'AWS Lambda', description: 'Serverless compute for event-driven integrations.' },
          {
            name: 'Salesforce Platform',
            description: 'CRM customization and integration with case management workflows.',
          },
          { name: 'GitHub Actions', description: 'CI/CD pipelines with automated testing and security scanning.' },
        ],
      },
    },
  },
  {
    id: 6,
    slug: 'it-staffing',
    icon: 'users',
    title: 'IT Staffing',
    description:
      'Vetted and cleared IT professionals for contract, contract-to-hire and direct-hire roles, matched to your technical, security and mission requirements.',
    problem: 'Finding qualified, cleared technical talent is slow, and a poor fit costs time and momentum.',
    approach:
      'We source, screen and verify candidates against your requirements, then support them through onboarding and beyond.',
    benefits: [
      'Qualified candidates with a 10-day time to fill',
      '95% retention of placed professionals',
      '4.9/5 client rating from hiring managers',
      'Candidates with active security clearances',
      'Contract, contract-to-hire and direct-hire options',
    ],
    tools: [
      'Cloud Engineering',
      'Contact Center Engineering',
      'Data & AI',
      'Software Development',
      'Cybersecurity',
      'Program & Project Management',
    ],
    detail: {
      title: 'IT Staffing',
      tagline: 'Cleared, vetted technology professionals who are ready to contribute from day one.',
      problem: {
        title: 'The Challenge',
        description:
          'Government programs and enterprises compete for a limited pool of experienced, cleared technologists. Long hiring cycles delay projects, and generalist staffing firms often send candidates who do not meet the technical or security requirements.',
        pain_points: [
          'Long hiring cycles that delay critical projects',
          'A limited pool of candidates with active security clearances',
          'Résumés that do not match the technical requirements',
          'Turnover that disrupts delivery and institutional knowledge',
          'Uncertainty about screening, background checks and compliance',
        ],
      },
      approach: {
        title: 'Our Approach',
        description:
          'Our recruiters understand the technology behind the roles they fill. Every candidate moves through the same pipeline: sourced, screened, interviewed, cleared and placed.',
        steps: [
          'Intake: Define the role, required skills, clearance level, location and timeline with your hiring manager.',
          'Source: Search our network of pre-vetted professionals and targeted channels for qualified candidates.',
          'Screen: Conduct technical assessments, structured interviews and reference checks.',
          'Verify: Confirm clearance status, background checks and work eligibility before submission.',
          'Place: Coordinate onboarding and check in regularly to support retention and performance.',
        ],
      },
      outcomes: {
        title: 'Measurable Outcomes',
        metrics: [
          {
            label: 'Time to Fill',
            value: '10 days',
            icon: 'clock',
            description: 'Time to fill open positions with qualified candidates.',
          },
          {
            label: 'Retention',
            value: '95%',
            icon: 'user-check',
            description: 'Placed professionals who stay on assignment.',
          },
          {
            label: 'Client Rating',
            value: '4.9/5',
            icon: 'star',
            description: 'Average rating from the hiring managers we support.',
          },
          {
            label: 'Agencies Served',
            value: '50+',
            icon: 'landmark',
            description: 'Government agencies served at the federal, state and local levels.',
          },
        ],
      },
      stack: {
        title: 'Core Competencies',
        tools: [
          {
            name: 'Cloud Engineering',
            description: 'AWS architects, DevOps engineers and site reliability engineers.',
          },
          {
            name: 'Contact Center Engineering',
            description: 'Amazon Connect architects, developers and administrators.',
          },
          { name: 'Data & AI', description: 'Data engineers, data scientists and machine learning engineers.' },
          { name: 'Software Development', description: 'Full-stack, front-end, back-end and Salesforce developers.' },
          { name: 'Cybersecurity', description: 'Security engineers, analysts and compliance specialists.' },
          {
            name: 'Program & Project Management',
            description: 'Project managers, scrum masters and business analysts.',
          },
        ],
      },
    },
  },
];

/** Every detail-page slug, in display order. */
export const solutionSlugs: string[] = solutions.map((s) => s.slug);

/** The solution for a detail-page slug (exact match; aliases are resolved by the router). */
export function getSolution(slug: string): Solution | undefined {
  return solutions.find((s) => s.slug === slug);
}

export const solutionsPage: {
  hero: PageHero;
  /** Link text on each card. */
  cardCta: string;
  cta: CtaBlock;
  /** Closing call to action on every detail page. */
  detailCta: CtaBlock;
  notFound: { title: string; description: string; back: Cta };
  /** Accessible names for the detail page's lists. */
  labels: { painPoints: string; steps: string };
} = {
  hero: {
    eyebrow: 'Our Solutions',
    title: 'Solutions That Transform',
    description:
      'From contact center modernization to cleared IT staffing, we help government agencies and enterprises deliver better service at lower cost.',
  },
  cardCta: 'Learn More',
  cta: {
    title: 'Not Sure Where to Start?',
    description:
      'Tell us about your goals and constraints, and we will recommend a practical path forward. We reply within 24 hours.',
    primary: { text: 'Schedule Consultation', href: '/#contact' },
    secondary: { text: 'View Case Studies', href: '/case-studies' },
  },
  detailCta: {
    title: 'Ready to Get Started?',
    description:
      'Schedule a consultation to discuss your requirements, timeline and goals with our team. We reply within 24 hours.',
    primary: { text: 'Schedule Consultation', href: '/#contact' },
    secondary: { text: 'View All Solutions', href: '/solutions' },
  },
  notFound: {
    title: 'Solution Not Found',
    description:
      "Sorry, the solution you're looking for doesn't exist or has been moved. Browse all of our solutions instead.",
    back: { text: 'Back to Solutions', href: '/solutions' },
  },
  labels: {
    painPoints: 'Common pain points',
    steps: 'How we deliver',
  },
};
