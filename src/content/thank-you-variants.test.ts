import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { thankYouPage } from '@/content/pages';
import { thankYouNotice, thankYouVariants } from '@/content/thank-you-variants';

const notice = (q: string) => thankYouNotice(new URLSearchParams(q));

describe('thank-you variants', () => {
  it('before hydration, and for the contact form or an unknown form, the contact text', () => {
    const contact = { queued: false, icon: 'check-circle', title: thankYouPage.title, message: thankYouPage.message };
    expect(thankYouNotice(null)).toEqual(contact);
    expect(notice('')).toEqual(contact);
    expect(notice('form=toString')).toEqual(contact);
    expect(notice('form=nope')).toEqual(contact);
    expect(notice('queued=busy')).toEqual({
      queued: true,
      icon: 'clock',
      title: thankYouPage.queuedTitle,
      message: thankYouPage.busyMessage,
    });
  });

  it('"busy" only for a busy server: an unreached one says so', () => {
    const u = notice('queued=unreachable');
    expect(u.message).toBe(thankYouPage.unreachableMessage);
    expect(u.message).toMatch(/couldn't reach our server/);
    expect(u.message).not.toMatch(/busy/);
    expect(notice('form=webinar&queued=unreachable').message).toBe(thankYouVariants.webinar.unreachableMessage);
  });

  it('never promises a notice that has come: delivered since, it says received; refused, it says so', () => {
    const q = new URLSearchParams('queued=unreachable&id=r1');
    expect(thankYouNotice(q, { standing: 'pending' }).queued).toBe(true);
    expect(thankYouNotice(q, { standing: 'delivered' })).toEqual(notice(''));
    const refused = thankYouNotice(q, { standing: 'refused' });
    expect(refused.queued).toBe(false);
    expect(refused.message).not.toMatch(/will be sent|received/);
  });

  it('an application thanks the applicant, promises the reply time and says how to send a resume', () => {
    const a = notice('form=application');
    expect(a).toEqual({
      queued: false,
      icon: 'check-circle',
      title: thankYouVariants.application.title,
      message: thankYouVariants.application.message,
    });
    expect(a.message).toContain('5 business days');
    expect(a.message).toContain(site.emails.careers);
    expect(notice('form=application&queued=offline')).toMatchObject({ queued: true, title: 'Application Saved' });
    expect(notice('form=application&queued=1').message).toBe(thankYouVariants.application.queuedMessage);
    expect(notice('form=application&queued=busy').message).toBe(thankYouVariants.application.busyMessage);
  });

  it('a webinar registration confirms it, and a queued one does not claim it was sent', () => {
    expect(notice('form=webinar').title).toBe("You're Registered!");
    const q = notice('form=webinar&queued=offline');
    expect(q.title).toBe('Registration Saved');
    expect(q.message).toMatch(/saved on this device/);
  });
});
