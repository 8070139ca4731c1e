// Header, footer and accessibility labels shared by every page.
import { site } from '@/config/site';

export interface NavLinkItem {
  label: string;
  href: string;
}

export interface FooterColumn {
  title: string;
  links: NavLinkItem[];
}

/** The six header links, in the spec's order. */
export const headerLinks: NavLinkItem[] = [
  { label: 'Solutions', href: '/solutions' },
  { label: 'Case Studies', href: '/case-studies' },
  { label: 'Industries', href: '/industries' },
  { label: 'About', href: '/about' },
  { label: 'Resources', href: '/resources' },
  { label: 'Careers', href: '/careers' },
];

export const headerCta = { text: 'Get Started' } as const;

export const a11yLabels = {
  skipLink: 'Skip to main content',
  menuToggle: 'Toggle menu',
  mainNav: 'Main',
  footerNav: 'Footer',
  home: `${site.name} home`,
} as const;

export const footer: {
  tagline: string;
  columns: FooterColumn[];
  legalLinks: NavLinkItem[];
  social: NavLinkItem;
  contactTitle: string;
  /** Shown after "© <year> <legal name>."; the component adds the year. */
  copyright: string;
  /** Quiet label once the whole site is stored on the device. */
  offline: string;
} = {
  tagline:
    'Contact center modernization, cloud migration, AI and data analytics, custom development and IT staffing for government agencies and enterprises.',
  columns: [
    {
      title: 'Services',
      links: [
        { label: 'Solutions', href: '/solutions' },
        { label: 'Case Studies', href: '/case-studies' },
        { label: 'Industries', href: '/industries' },
        { label: 'Resources', href: '/resources' },
      ],
    },
    {
      title: 'Company',
      links: [
        { label: 'About', href: '/about' },
        { label: 'Careers', href: '/careers' },
        { label: 'Capability Statement', href: '/capabilities' },
        { label: 'Contact', href: '#contact' },
      ],
    },
  ],
  legalLinks: [
    { label: 'Privacy Policy', href: '/privacy' },
    { label: 'Terms of Service', href: '/terms' },
    { label: 'Accessibility', href: '/accessibility' },
  ],
  /** Shown as an icon; `label` is its accessible name. */
  social: { label: `${site.name} on LinkedIn`, href: site.social.linkedin },
  contactTitle: 'Contact',
  copyright: 'All rights reserved.',
  offline: 'Available offline',
};

/** The router's error screen (part of the layout, so it lives with the navigation copy). */
export const errorPage = {
  title: 'Unexpected Application Error!',
  message:
    'Something went wrong while showing this page. Reloading it usually helps. Anything you typed into a form on this site is kept.',
  reload: 'Reload',
  home: 'Back to Home',
  details: 'Technical details',
} as const;
