import { z } from 'zod';

const addressSchema = z.object({
  street: z.string().min(1),
  city: z.string().min(1),
  region: z.string().length(2),
  postalCode: z.string().regex(/^\d{5}$/),
  country: z.literal('US'),
});

export const siteSchema = z.object({
  name: z.string().min(1),
  legalName: z.string().min(1),
  shortName: z.string().min(1).max(12),
  foundingYear: z.number().int(),
  description: z.string().min(1),
  url: z.url(),
  emails: z.object({ general: z.email(), sales: z.email(), careers: z.email(), privacy: z.email() }),
  phone: z.object({ display: z.string().min(1), e164: z.string().regex(/^\+1\d{10}$/) }),
  headquarters: addressSchema,
  registeredAddress: addressSchema,
  geo: z.object({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) }),
  social: z.object({ linkedin: z.url() }),
});

export type SiteConfig = z.infer<typeof siteSchema>;
export type Address = z.infer<typeof addressSchema>;
