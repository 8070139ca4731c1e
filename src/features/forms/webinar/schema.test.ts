import { describe, expect, it } from 'vitest';
import { isWebinar, resourceDetails } from '../../../content/resource-details.ts';
import { webinarValidationMessages as m } from '../../../content/webinar-form.ts';
import { fieldErrors, limits } from '../rules.ts';
import { registrableWebinarIds, webinarLimits, webinarRegistrationSchema } from './schema.ts';

const webinars = Object.values(resourceDetails).filter(isWebinar);
const upcoming = webinars.filter((w) => w.session.status === 'upcoming').map((w) => w.id);
const onDemand = webinars.filter((w) => w.session.status === 'on-demand').map((w) => w.id);

const valid = {
  name: 'Dana Brooks',
  email: 'dana.brooks@agency.gov',
  organization: 'State Licensing Agency',
  jobTitle: '',
  webinar: upcoming[0]!,
};

const errorsOf = (input: unknown) => {
  const r = webinarRegistrationSchema.safeParse(input);
  return r.success ? {} : fieldErrors(r.error);
};

describe('webinar registration rules', () => {
  it('the registrable webinars are exactly the upcoming live sessions', () => {
    expect(upcoming.length).toBeGreaterThan(0);
    expect([...registrableWebinarIds].sort()).toEqual([...upcoming].sort());
  });

  it('accepts a valid registration and trims values', () => {
    const r = webinarRegistrationSchema.parse({ ...valid, organization: '  DMV ', jobTitle: ' Director ' });
    expect(r).toEqual({ ...valid, organization: 'DMV', jobTitle: 'Director' });
  });

  it('job title is optional', () => {
    const { jobTitle: _omit, ...rest } = valid;
    expect(webinarRegistrationSchema.safeParse(rest).success).toBe(true);
  });

  it('refuses an on-demand webinar, an article, an unknown or a missing slug', () => {
    for (const webinar of [...onDemand, 'zero-trust-public-sector', 'nope', '', undefined, 1]) {
      expect(errorsOf({ ...valid, webinar }), String(webinar)).toEqual({ webinar: m.webinarInvalid });
    }
  });

  it.each([
    ['name', '', m.nameRequired],
    ['email', '', m.emailRequired],
    ['email', 'dana@agency', m.emailInvalid],
    ['email', '<dana@agency.gov>', m.emailInvalid],
    ['organization', '  ', m.organizationRequired],
    ['organization', 'o'.repeat(webinarLimits.organization + 1), m.tooLong('Organization', webinarLimits.organization)],
    ['jobTitle', 'j'.repeat(webinarLimits.jobTitle + 1), m.tooLong('Job title', webinarLimits.jobTitle)],
    ['name', 'n'.repeat(limits.name + 1), m.tooLong('Name', limits.name)],
    ['organization', 'DMV\r\nBcc: x@y.co', m.singleLine],
    ['jobTitle', 'Director\nBcc: x@y.co', m.singleLine],
  ])('%s = %j → %s', (field, value, message) => {
    expect(errorsOf({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it('an empty body gets every required message', () => {
    expect(errorsOf({})).toEqual({
      name: m.nameRequired,
      email: m.emailRequired,
      organization: m.organizationRequired,
      webinar: m.webinarInvalid,
    });
  });
});
