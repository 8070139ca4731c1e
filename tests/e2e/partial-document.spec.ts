// The browser paints a page before it has all of it: between network chunks, and whenever its
// parser yields (often, on a slow phone). Whatever it has painted must stay put as the rest
// arrives, or the visitor sees it jump (a layout shift nobody asked for). This loads each page's
// prerendered HTML without its scripts, then takes away every element from a point onwards, as
// the parser would not have reached it yet, and checks that what remains sits where it sits in the
// whole page. Cut points are the elements of the first screen, where the first paints happen.
import { expect, routes, test } from './fixtures';

/** Every element of the first screen that would move if the document ended just before a cut point. */
function movedByLaterContent(): string[] {
  const name = (el: Element) => {
    const id = el.id ? `#${el.id}` : '';
    const cls = el.getAttribute('class')?.split(/\s+/).slice(0, 4).join('.') ?? '';
    return `${el.tagName.toLowerCase()}${id}${cls ? '.' + cls : ''}`;
  };
  const shown = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
  };
  const all = [...document.body.querySelectorAll('*')].filter((el) => !el.closest('svg, template, noscript'));
  const firstScreen = all.filter((el) => el.getBoundingClientRect().top < innerHeight);
  const whole = new Map(all.map((el) => [el, el.getBoundingClientRect()]));
  const moved: string[] = [];
  for (const cut of firstScreen) {
    // The parser has built cut's ancestors and everything before it, nothing from cut on.
    const taken: [ParentNode, Node, Node | null][] = [];
    let node: Node = cut;
    for (;;) {
      const parent = node.parentNode!;
      for (let n: Node | null = node; n;) {
        const next: Node | null = n.nextSibling;
        if (n !== node || node === cut) {
          taken.push([parent, n, n.nextSibling]);
          parent.removeChild(n);
        }
        n = next;
      }
      if (parent === document.body) break;
      node = parent;
    }
    for (const el of firstScreen) {
      if (!el.isConnected || !shown(el)) continue;
      const a = whole.get(el)!;
      const b = el.getBoundingClientRect();
      if (Math.abs(a.left - b.left) > 0.5 || Math.abs(a.top - b.top) > 0.5)
        moved.push(
          `${name(el)} moves from (${Math.round(b.left)}, ${Math.round(b.top)}) to (${Math.round(a.left)}, ${Math.round(a.top)}) once ${name(cut)} arrives`,
        );
    }
    for (const [parent, n, next] of taken.reverse()) parent.insertBefore(n, next);
  }
  return moved;
}

const cssOf = (html: string) => html.match(/data-css="([^"]+)"/)?.[1];

test.describe('what is painted stays put as the rest of the page arrives', () => {
  for (const width of [390, 1024, 1280]) {
    test(`every route at ${width} px, with the first-paint CSS and with the full stylesheet`, async ({
      page,
      request,
    }) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width, height: 844 });
      const pages = new Map<string, string>();
      await page.route('**/*', async (route) => {
        const r = route.request();
        if (r.resourceType() === 'script') return route.abort();
        if (r.resourceType() !== 'document') return route.continue();
        const body = pages.get(new URL(r.url()).pathname);
        return body ? route.fulfill({ contentType: 'text/html', body }) : route.continue();
      });
      const found: Record<string, string[]> = {};
      for (const route of routes) {
        const html = await (await request.get(route)).text();
        pages.set(route, html.replace(/<script\b[\s\S]*?<\/script>/g, ''));
        await page.goto(route);
        const early = await page.evaluate(movedByLaterContent);
        if (early.length) found[`${route}, first-paint CSS`] = early.slice(0, 4);
        // Without its scripts the page never adds its full stylesheet: added here by hand.
        const css = cssOf(html);
        expect(css, `${route} names its stylesheet`).toBeTruthy();
        await page.addStyleTag({ url: css! });
        const late = await page.evaluate(movedByLaterContent);
        if (late.length) found[`${route}, full stylesheet`] = late.slice(0, 4);
      }
      expect(found).toEqual({});
    });
  }
});
