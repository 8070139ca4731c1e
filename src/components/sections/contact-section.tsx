import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { Icon } from '@/components/ui/icon';
import { OfficeMap } from '@/components/sections/office-map';
import type { BaseSectionProps } from '@/components/sections/types';
import { CONTACT } from '@/config/constants';
import { formatAddress, mapLinks, site } from '@/config/site';
import { contactCopy } from '@/content/home';
import { ContactFormOnDemand as ContactForm } from '@/features/forms/form-loaders';
import { BookingSection } from '@/features/booking/booking-section';

/** Ends the home and /contact pages: how to reach the company, the inquiry form and the map. */
export function ContactSection({ id = 'contact', tone = 'muted' }: BaseSectionProps) {
  const card = 'flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm';
  const iconWrap = 'flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700';
  return (
    <Section id={id} labelledBy={`${id}-title`} tone={tone}>
      <SectionHeading id={`${id}-title`} {...contactCopy.intro} />
      {/* The spec's "Book a Call" and "Schedule Consultation" lead here: the call first, then the message. */}
      <div className="mb-10">
        <BookingSection level={3} />
      </div>
      <div className="grid gap-10 lg:grid-cols-5">
        <div className="space-y-4 lg:col-span-2">
          <ul className="space-y-4">
            <li className={card}>
              <span className={iconWrap}>
                <Icon name="map-pin" className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{contactCopy.cards.headquarters}</h3>
                <address className="not-italic text-slate-700">{formatAddress(site.headquarters)}</address>
                <h3 className="mt-3 font-semibold text-slate-900">{contactCopy.cards.registered}</h3>
                <address className="not-italic text-slate-700">{formatAddress(site.registeredAddress)}</address>
              </div>
            </li>
            <li className={card}>
              <span className={iconWrap}>
                <Icon name="mail" className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{contactCopy.cards.email}</h3>
                <a className="text-brand-700 underline-offset-4 hover:underline" href={`mailto:${site.emails.general}`}>
                  {site.emails.general}
                </a>
              </div>
            </li>
            <li className={card}>
              <span className={iconWrap}>
                <Icon name="phone" className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{contactCopy.cards.phone}</h3>
                <a className="text-brand-700 underline-offset-4 hover:underline" href={`tel:${site.phone.e164}`}>
                  {site.phone.display}
                </a>
              </div>
            </li>
          </ul>
          <img
            src="/images/office.svg"
            alt={contactCopy.officeImageAlt}
            width={640}
            height={400}
            loading="lazy"
            decoding="async"
            className="h-auto w-full rounded-2xl border border-slate-200"
          />
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-3">
          <ContactForm />
        </div>
      </div>
      {/* A map drawn for this site and served with it: no third-party request, so it works offline
          and behind firewalls that block map services. Links open it in a map service. */}
      <figure
        aria-labelledby={`${id}-map-title`}
        className="mt-10 overflow-hidden rounded-2xl border border-slate-200 bg-white"
      >
        <OfficeMap height={CONTACT.mapHeight} />
        <figcaption className="flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-slate-200 px-5 py-4 text-sm">
          <span id={`${id}-map-title`} className="font-semibold text-slate-900">
            {contactCopy.mapTitle}
          </span>
          <span className="text-slate-600">{contactCopy.map.openIn}</span>
          {(Object.keys(mapLinks) as (keyof typeof mapLinks)[]).map((k) => (
            <a
              key={k}
              href={mapLinks[k]}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
            >
              {contactCopy.map.services[k]}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ))}
        </figcaption>
      </figure>
    </Section>
  );
}
