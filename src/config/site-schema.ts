import { z } from 'zod';

const addressSchema = z.object({
  street: z.string().min(1),
  city: z.string().min(1),
  region: z.string().length(2),
  postalCode: z.string().regex(/^\d{5}$/),
  country: z.literal('US'),
});

/** SAM.gov Unique Entity ID: 12 characters, letters and digits, never the letters I or O. */
export const UEI_PATTERN = /^[A-HJ-NP-Z0-9]{12}$/;
/** CAGE code: 5 characters, letters and digits, never the letters I or O. */
export const CAGE_PATTERN = /^[A-HJ-NP-Z0-9]{5}$/;
/** A 6-digit 2022 NAICS code. */
export const NAICS_PATTERN = /^\d{6}$/;

/** An identifier still made of X's (e.g. "XXXXXXXXXXXX") reads as a placeholder and must be flagged as one. */
const looksLikePlaceholder = (value: string) => /X{4,}/.test(value);

/**
 * A registration number that may still be a placeholder. Pages show "(placeholder)" next to a
 * flagged value; the format is checked either way, so the real value can be dropped in later.
 */
const identifierSchema = (pattern: RegExp) =>
  z
    .object({ value: z.string().regex(pattern), placeholder: z.boolean() })
    .refine((id) => id.placeholder || !looksLikePlaceholder(id.value), {
      error: 'an identifier made of X placeholders must set placeholder: true',
    });

const naicsSchema = z.object({ code: z.string().regex(NAICS_PATTERN), title: z.string().min(1) });

const contractVehicleSchema = z
  .object({
    /** Name of the vehicle, e.g. "GSA Multiple Award Schedule (MAS)". */
    name: z.string().min(1),
    /** Scope on the vehicle (SINs, lots, categories). */
    scope: z.string().min(1),
    /** Contract number. */
    number: z.string().min(1),
    placeholder: z.boolean(),
  })
  .refine((v) => v.placeholder || !looksLikePlaceholder(v.number), {
    error: 'a contract number made of X placeholders must set placeholder: true',
  });

/** What a government buyer checks first: registrations, codes, vehicles and credentials. */
const contractingSchema = z
  .object({
    uei: identifierSchema(UEI_PATTERN),
    cage: identifierSchema(CAGE_PATTERN),
    /** NAICS codes with their official titles; the first is not implied to be primary. */
    naics: z.array(naicsSchema).min(1),
    /** The primary NAICS code; must be one of `naics`. */
    primaryNaics: z.string().regex(NAICS_PATTERN),
    contractVehicles: z.array(contractVehicleSchema),
    socioEconomicStatus: z.array(z.string().min(1)).min(1),
    certifications: z.array(z.string().min(1)),
    partnerTiers: z.array(z.object({ program: z.string().min(1), tier: z.string().min(1) })),
  })
  .refine((c) => c.naics.some((n) => n.code === c.primaryNaics), {
    error: 'primaryNaics must be one of the listed NAICS codes',
    path: ['primaryNaics'],
  })
  .refine((c) => new Set(c.naics.map((n) => n.code)).size === c.naics.length, {
    error: 'NAICS codes must be unique',
    path: ['naics'],
  });

export const siteSchema = z.object({
  name: z.string().min(1),
  legalName: z.string().min(1),
  shortName: z.string().min(1).max(12),
  foundingYear: z.number().int(),
  description: z.string().min(1),
  url: z.url(),
  emails: z.object({
    general: z.email(),
    sales: z.email(),
    careers: z.email(),
    privacy: z.email(),
    accessibility: z.email(),
  }),
  phone: z.object({ display: z.string().min(1), e164: z.string().regex(/^\+1\d{10}$/) }),
  headquarters: addressSchema,
  registeredAddress: addressSchema,
  geo: z.object({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) }),
  social: z.object({ linkedin: z.url() }),
  contracting: contractingSchema,
});

export type SiteConfig = z.infer<typeof siteSchema>;
export type Address = z.infer<typeof addressSchema>;
export type Contracting = z.infer<typeof contractingSchema>;
export type ContractVehicle = z.infer<typeof contractVehicleSchema>;
export type Identifier = z.infer<ReturnType<typeof identifierSchema>>;
