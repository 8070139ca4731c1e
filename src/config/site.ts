import type { SiteConfig, Address, Contracting, ContractVehicle, Identifier } from '@/config/site-schema';

// Company identity: the one place to change the name, addresses and contacts.
// Defaults are fictional (example.com, 555-01xx). The zod schema in site-schema.ts checks this
// object at build time (vite.config.ts) and in unit tests, so zod never ships to the browser.
export type { SiteConfig, Address, Contracting, ContractVehicle, Identifier };

export const site: SiteConfig = {
  name: 'Northpoint Digital',
  legalName: 'Northpoint Digital Solutions, LLC',
  shortName: 'Northpoint',
  foundingYear: 2021,
  description:
    'IT consulting for government and enterprise: contact center modernization, cloud migration, AI and data analytics, custom development and cleared IT staffing.',
  url: import.meta.env?.VITE_SITE_URL || 'https://www.example.com',
  emails: {
    general: 'info@example.com',
    sales: 'sales@example.com',
    careers: 'careers@example.com',
    privacy: 'privacy@example.com',
    accessibility: 'accessibility@example.com',
  },
  phone: { display: '(404) 555-0123', e164: '+14045550123' },
  headquarters: {
    street: '1000 North Point Parkway, Suite 200',
    city: 'Alpharetta',
    region: 'GA',
    postalCode: '30022',
    country: 'US',
  },
  registeredAddress: {
    street: '100 Peachtree Street NW, Suite 300',
    city: 'Atlanta',
    region: 'GA',
    postalCode: '30303',
    country: 'US',
  },
  geo: { lat: 34.0493, lon: -84.2894 },
  social: { linkedin: 'https://www.linkedin.com/company/example' },
  // Government contracting data for the capability statement. The company is fictional: the UEI,
  // CAGE code and contract numbers are X placeholders flagged `placeholder: true` (pages show
  // "(placeholder)"), and vehicles, status, certifications and partner tiers are illustrative.
  // Replace them with the SAM.gov registration before any real use. The NAICS codes and titles
  // are the real 2022 NAICS entries.
  contracting: {
    uei: { value: 'XXXXXXXXXXXX', placeholder: true },
    cage: { value: 'XXXXX', placeholder: true },
    naics: [
      { code: '541511', title: 'Custom Computer Programming Services' },
      { code: '541512', title: 'Computer Systems Design Services' },
      { code: '541519', title: 'Other Computer Related Services' },
      { code: '541611', title: 'Administrative Management and General Management Consulting Services' },
      {
        code: '518210',
        title: 'Computing Infrastructure Providers, Data Processing, Web Hosting, and Related Services',
      },
    ],
    primaryNaics: '541512',
    contractVehicles: [
      {
        name: 'GSA Multiple Award Schedule (MAS)',
        scope:
          'SIN 54151S Information Technology Professional Services; SIN 518210C Cloud Computing and Cloud Related IT Professional Services',
        number: '47QTCAXXDXXXX',
        placeholder: true,
      },
      {
        name: 'State of Georgia Statewide Contract',
        scope: 'IT consulting and staff augmentation services',
        number: 'SWC-XXXXX',
        placeholder: true,
      },
    ],
    socioEconomicStatus: ['Small Business (self-certified in SAM.gov)'],
    certifications: [
      'AWS Certified Solutions Architect - Professional',
      'AWS Certified Security - Specialty',
      'AWS Certified Data Engineer - Associate',
      'Salesforce Certified Service Cloud Consultant',
      'CompTIA Security+',
      'Project Management Professional (PMP)',
    ],
    partnerTiers: [
      { program: 'AWS Partner Network', tier: 'Select Tier Services Partner' },
      { program: 'AWS Public Sector Partner Program', tier: 'Member' },
      { program: 'Salesforce Partner Program', tier: 'Consulting Partner' },
    ],
  },
};

export const formatAddress = (a: Address) => `${a.street}, ${a.city}, ${a.region} ${a.postalCode}`;

/** Links that open the office in a map service (navigations only: the page itself loads no map). */
export const mapLinks = (() => {
  const { lat, lon } = site.geo;
  const address = encodeURIComponent(formatAddress(site.headquarters));
  return {
    openStreetMap: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`,
    googleMaps: `https://www.google.com/maps/search/?api=1&query=${address}`,
    appleMaps: `https://maps.apple.com/?q=${encodeURIComponent(site.name)}&address=${address}&ll=${lat},${lon}`,
  };
})();
