// What the home carousel and the resource search do before the app has loaded: the effect a
// visitor asked for, drawn at once on the prerendered HTML. Each writes only what the app itself
// renders for that state, so the app adopts it when it hydrates: the carousel replays the taps
// (page-behaviour.ts), the resource form reads its fields. The ROI form's part is pre-app-roi.ts.

import {
  CAROUSEL_SELECTOR,
  CATEGORY_SELECTOR,
  COUNTS_SELECTOR,
  MATCH_SELECTOR,
  URL_STATE_FORM_SELECTOR,
  type WithDataset,
} from '@/boot/dom-hooks';

const setFlag = (el: Element, name: string, on: boolean) =>
  on ? el.setAttribute(name, 'true') : el.removeAttribute(name);

/** A carousel control (a dot, or `data-go`: "prev", "next" or "pause") takes effect. */
export function carouselTap(control: HTMLElement): void {
  const root = control.closest(CAROUSEL_SELECTOR);
  if (!root) return;
  const go = (control as WithDataset).dataset.go;
  if (go === 'pause') {
    // The button's other label waits in data-alt; its icon names the action it offers.
    const label = control.getAttribute('aria-label')!;
    control.setAttribute('aria-label', (control as WithDataset).dataset.alt!);
    (control as WithDataset).dataset.alt = label;
    const use = control.querySelector('use')!;
    const href = use.getAttribute('href')!;
    use.setAttribute('href', href.replace(/(play|pause)$/, href.endsWith('play') ? 'pause' : 'play'));
    return;
  }
  const slides = root.querySelectorAll<HTMLElement>('[aria-roledescription=slide]');
  const dots = [...root.querySelectorAll('li button')];
  const count = slides.length;
  const at = dots.findIndex((d) => d.hasAttribute('aria-current'));
  const next = (go === 'prev' ? at + count - 1 : go === 'next' ? at + 1 : dots.indexOf(control)) % count;
  slides.forEach((slide, i) => {
    slide.inert = i !== next;
    setFlag(slide, 'aria-hidden', i !== next);
  });
  dots.forEach((dot, i) => setFlag(dot, 'aria-current', i === next));
}

/**
 * The resource search filters the cards as the app does (title or description contains the text,
 * any case); the category chips filter by CSS alone. The status line counts what is shown.
 */
export function resourceSearch(form: HTMLFormElement): void {
  const needle = (form.elements.namedItem('q') as HTMLInputElement).value.toLowerCase();
  const list = form.parentElement!;
  const cards = [...list.querySelectorAll<HTMLElement>(CATEGORY_SELECTOR)];
  for (const card of cards)
    card.hidden = ![...card.querySelectorAll(MATCH_SELECTOR)].some((el) =>
      el.textContent!.toLowerCase().includes(needle),
    );
  const status = list.querySelector<HTMLElement>(COUNTS_SELECTOR)!;
  const shown = cards.filter((card) => card.getClientRects().length).length;
  status.textContent = shown
    ? (status as WithDataset).dataset.counts!.split('|')[shown - 1]!
    : (status as WithDataset).dataset.empty!;
}

/** A form marked `data-url-state` shows the state its URL names (`?category=…&q=…`). */
export function applyUrlState(): void {
  const form = document.querySelector<HTMLFormElement>(URL_STATE_FORM_SELECTOR);
  if (!form || !location.search) return;
  new URLSearchParams(location.search).forEach((value, name) => {
    const field = form.elements.namedItem(name);
    if (field instanceof RadioNodeList) {
      for (const r of field)
        if (r instanceof HTMLInputElement) r.checked = r.value.toLowerCase() === value.toLowerCase();
    } else if (field instanceof HTMLInputElement && field.type !== 'radio') {
      field.value = value;
    }
  });
  resourceSearch(form);
}
