// The ROI calculator before the app has loaded: its outputs follow its fields as the visitor
// types, as the app renders them (lib/roi), so the app adopts them when it hydrates (it reads the
// fields). Far down the home page, so the page fetches it only once it has painted, and the entry
// attaches it (roi-loader.ts): it stays out of the bytes of the first paint.
import { OUTPUT_SELECTOR, ROI_PERCENT_SELECTOR, type WithDataset } from '@/boot/dom-hooks';
import { formatPercent } from '@/lib/format';
import { computeRoi, parseInput, roiFormats, type RoiResult } from '@/lib/roi';

/** The ROI form's outputs follow its fields (`[data-output]` and the slider's figure). */
function roiInput(form: HTMLFormElement): void {
  const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement).value;
  const deflection = Number(value('deflection'));
  const result = computeRoi({
    volume: parseInput(value('volume')),
    handleMinutes: parseInput(value('handleMinutes')),
    deflectionPercent: deflection,
    hourlyCost: parseInput(value('hourlyCost')),
  });
  const section = form.closest('section')!;
  for (const el of section.querySelectorAll<HTMLElement>(OUTPUT_SELECTOR)) {
    const key = (el as WithDataset).dataset.output as keyof RoiResult;
    el.textContent = roiFormats[key](result[key]);
  }
  const percent = formatPercent(deflection);
  section.querySelector(ROI_PERCENT_SELECTOR)!.textContent = percent;
  (form.elements.namedItem('deflection') as HTMLInputElement).setAttribute('aria-valuetext', percent);
}

/**
 * Follows the form until the app is live; at once if the visitor already changed something. It
 * listens at the document, ahead of the page's root, where the app keeps React from seeing the
 * form's input until then (hydrate.tsx).
 */
export function attachRoi(form: HTMLFormElement, appIsLive: () => boolean): void {
  const follow = () => appIsLive() || roiInput(form);
  // `input` comes for the number fields and the slider alike.
  document.addEventListener('input', (e) => form.contains(e.target as Node) && follow(), true);
  follow();
}
