import { useCallback, useEffect, useRef, useState } from 'react';
import { DATA_OUTPUT, DATA_ROI, DATA_ROI_PERCENT } from '@/boot/dom-hooks';
import type { BaseSectionProps } from '@/components/sections/types';
import { ButtonLink } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { ROI_DEFAULTS, ROI_SLIDER } from '@/config/constants';
import { roiCopy } from '@/content/home';
import { formatPercent } from '@/lib/format';
import { computeRoi, parseInput, roiFormats, type RoiResult } from '@/lib/roi';

type NumberField = 'volume' | 'handleMinutes' | 'hourlyCost';
const numberFields: NumberField[] = ['volume', 'handleMinutes', 'hourlyCost'];

const outputs: { key: keyof RoiResult; emphasis?: boolean }[] = [
  { key: 'deflectedCalls' },
  { key: 'hoursReduced' },
  { key: 'monthlySavings' },
  { key: 'annualSavings' },
  { key: 'threeYear', emphasis: true },
];

const inputClass =
  'mt-2 block w-full rounded-lg border border-slate-500 bg-white px-3 py-2.5 text-base text-slate-900 ' +
  'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600';

const defaults: Record<NumberField, string> = {
  volume: String(ROI_DEFAULTS.volume),
  handleMinutes: String(ROI_DEFAULTS.handleMinutes),
  hourlyCost: String(ROI_DEFAULTS.hourlyCost),
};

/**
 * Savings estimate from four inputs; outputs follow every change (spec formulas in lib/roi). The
 * inputs are plain HTML (uncontrolled). Before the app has loaded, the page's own script writes the
 * outputs as the visitor types (boot/pre-app-roi.ts); the app then reads the fields and
 * renders the same text, which hydration keeps (`suppressHydrationWarning` on what it writes).
 */
export function RoiCalculator({ id = 'roi-calculator', tone = 'muted' }: BaseSectionProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [fields, setFields] = useState(defaults);
  const [deflection, setDeflection] = useState<number>(ROI_DEFAULTS.deflectionPercent);
  const result = computeRoi({
    volume: parseInput(fields.volume),
    handleMinutes: parseInput(fields.handleMinutes),
    deflectionPercent: deflection,
    hourlyCost: parseInput(fields.hourlyCost),
  });
  const read = useCallback(() => {
    const form = formRef.current;
    if (!form) return;
    const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement).value;
    setFields({ volume: value('volume'), handleMinutes: value('handleMinutes'), hourlyCost: value('hourlyCost') });
    setDeflection(Number(value('deflection')));
  }, []);
  useEffect(read, [read]);
  const fieldId = (name: string) => `${id}-${name}`;
  const deflectionText = formatPercent(deflection);

  return (
    <Section id={id} labelledBy={`${id}-title`} tone={tone}>
      <SectionHeading id={`${id}-title`} {...roiCopy.intro} />
      <div className="grid gap-8 lg:grid-cols-2">
        <form
          ref={formRef}
          {...{ [DATA_ROI]: '' }}
          onInput={read}
          onChange={read}
          onSubmit={(e) => e.preventDefault()}
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <div className="space-y-6">
            {numberFields.map((field) => (
              <div key={field}>
                <label htmlFor={fieldId(field)} className="block font-medium text-slate-900">
                  {roiCopy.inputs[field]}
                </label>
                <input
                  id={fieldId(field)}
                  name={field}
                  type="number"
                  inputMode="decimal"
                  step="any"
                  defaultValue={defaults[field]}
                  className={inputClass}
                />
              </div>
            ))}
            <div>
              <div className="flex items-baseline justify-between gap-4">
                <label htmlFor={fieldId('deflection')} className="block font-medium text-slate-900">
                  {roiCopy.inputs.deflection}
                </label>
                <span
                  aria-hidden="true"
                  {...{ [DATA_ROI_PERCENT]: '' }}
                  suppressHydrationWarning
                  className="text-lg font-semibold text-brand-700 tabular-nums"
                >
                  {deflectionText}
                </span>
              </div>
              <input
                id={fieldId('deflection')}
                name="deflection"
                type="range"
                min={ROI_SLIDER.min}
                max={ROI_SLIDER.max}
                step={ROI_SLIDER.step}
                defaultValue={ROI_DEFAULTS.deflectionPercent}
                aria-valuetext={deflectionText}
                className="mt-3 block h-6 w-full cursor-pointer accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              />
              <div aria-hidden="true" className="mt-1 flex justify-between text-sm text-slate-600">
                <span>{formatPercent(ROI_SLIDER.min)}</span>
                <span>{formatPercent(ROI_SLIDER.max)}</span>
              </div>
            </div>
          </div>
        </form>

        <div className="flex flex-col rounded-2xl bg-gradient-to-br from-brand-900 to-brand-800 p-6 text-white shadow-sm sm:p-8">
          <dl aria-live="polite" className="grid gap-4 sm:grid-cols-2">
            {outputs.map(({ key, emphasis }) => (
              <div
                key={key}
                aria-atomic="true"
                className={`rounded-xl bg-white/10 p-4 ${emphasis ? 'sm:col-span-2' : ''}`}
              >
                <dt className="text-sm font-medium text-slate-100">{roiCopy.outputs[key]}</dt>
                <dd
                  {...{ [DATA_OUTPUT]: key }}
                  suppressHydrationWarning
                  className={`mt-1 font-bold tracking-tight tabular-nums ${emphasis ? 'text-4xl text-accent-200' : 'text-2xl'}`}
                >
                  {roiFormats[key](result[key])}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-6 text-sm text-slate-200">{roiCopy.note}</p>
          <div className="mt-6">
            <ButtonLink href={roiCopy.cta.href} variant="light">
              {roiCopy.cta.text}
            </ButtonLink>
          </div>
        </div>
      </div>
    </Section>
  );
}
