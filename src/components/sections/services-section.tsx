import type { BaseSectionProps } from '@/components/sections/types';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { SmartLink } from '@/components/ui/smart-link';
import { SERVICES_FADE_THRESHOLD } from '@/config/constants';
import { services, servicesIntro, servicesLinkText } from '@/content/home';
import type { Accent } from '@/content/types';
import { useRevealOnce, type RevealPhase } from '@/lib/use-in-view';

const accents: Record<Accent, string> = {
  blue: 'bg-blue-50 text-blue-700',
  teal: 'bg-teal-50 text-teal-700',
  indigo: 'bg-indigo-50 text-indigo-700',
  emerald: 'bg-emerald-50 text-emerald-700',
  amber: 'bg-amber-50 text-amber-800',
  rose: 'bg-rose-50 text-rose-700',
};

/** Start and end states of the fade; `static` (server HTML, no JS, reduced motion) is fully visible. */
const fade: Record<RevealPhase, string> = {
  static: '',
  waiting: 'opacity-0 translate-y-6',
  revealed: 'opacity-100 translate-y-0 transition duration-700 ease-out',
};
/** Staggers the cards of a row. */
const delays = ['delay-0', 'delay-100', 'delay-200'] as const;

/** The six services. Cards fade in once when the section is 10% visible; the server HTML shows them. */
export function ServicesSection({ id = 'services', tone = 'muted' }: BaseSectionProps) {
  const [ref, phase] = useRevealOnce<HTMLDivElement>({ threshold: SERVICES_FADE_THRESHOLD, startWhen: 'below' });
  return (
    <Section id={id} labelledBy={`${id}-title`} tone={tone}>
      <div ref={ref}>
        <SectionHeading id={`${id}-title`} {...servicesIntro} />
        <ul role="list" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((s, i) => (
            <Card
              as="li"
              key={s.href}
              className={`flex flex-col ${fade[phase]} ${phase === 'revealed' ? delays[i % delays.length] : ''}`}
            >
              <span className={`inline-flex size-12 items-center justify-center rounded-xl ${accents[s.color]}`}>
                <Icon name={s.icon} />
              </span>
              <h3 className="mt-4 text-xl font-semibold text-slate-900">{s.title}</h3>
              <p className="mt-2 flex-1 text-slate-600">{s.description}</p>
              <SmartLink
                href={s.href}
                className="mt-4 inline-flex min-h-6 items-center gap-1.5 self-start rounded font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                {servicesLinkText}
                <span className="sr-only">: {s.title}</span>
                <Icon name="arrow-right" className="size-4" />
              </SmartLink>
            </Card>
          ))}
        </ul>
      </div>
    </Section>
  );
}
