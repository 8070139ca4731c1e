import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { onDemand } from '@/components/ui/on-demand';
import { Icon } from '@/components/ui/icon';
import type { BaseSectionProps } from '@/components/sections/types';
import { CONTACT } from '@/config/constants';
import { formatAddress, mapEmbedUrl, mapLinkUrl, site } from '@/config/site';
import { contactCopy } from '@/content/home';
import { useOnline } from '@/lib/use-online';

// react-hook-form and zod load only when the form nears the viewport or gets focus.
const ContactForm = onDemand(
  'contact-form',
  () => import('@/components/sections/contact-form').then((m) => m.ContactForm),
  'min-h-[40rem]',
);

/** Ends the home and /contact pages: how to reach the company, the inquiry form and the map. */
export function ContactSection({ id = 'contact', tone = 'muted' }: BaseSectionProps) {
  const online = useOnline();
  const card = 'flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm';
  const iconWrap = 'flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700';
  return (
    <Section id={id} labelledBy={`${id}-title`} tone={tone}>
      <SectionHeading id={`${id}-title`} {...contactCopy.intro} />
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
      <div className="mt-10 overflow-hidden rounded-2xl border border-slate-200" style={{ height: CONTACT.mapHeight }}>
        {online ? (
          <iframe
            title={contactCopy.mapTitle}
            src={mapEmbedUrl}
            height={CONTACT.mapHeight}
            loading="lazy"
            referrerPolicy="no-referrer"
            className="block h-full w-full border-0"
          />
        ) : (
          <div
            role="group"
            aria-label={contactCopy.mapTitle}
            className="flex h-full flex-col items-center justify-center gap-3 bg-white p-6 text-center"
          >
            <Icon name="wifi-off" className="size-8 text-brand-700" />
            <p className="font-semibold text-slate-900">{contactCopy.mapOffline.title}</p>
            <p className="text-slate-700">{contactCopy.mapOffline.description}</p>
            <address className="not-italic text-slate-800">{formatAddress(site.headquarters)}</address>
            <a
              href={mapLinkUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-brand-700 underline underline-offset-4"
            >
              {contactCopy.mapOffline.link}
            </a>
          </div>
        )}
      </div>
    </Section>
  );
}
