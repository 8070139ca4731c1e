// A page's parts built by script: how a test tells a page rendered ahead (built before the tap)
// from one the tap renders. Run in the page (sent as the function's text), so plain arrows only.

/** From now on, counts every element the page builds (`window.__built`), SVG's too. */
export const countBuilt = () => {
  const w = window as unknown as { __built: number };
  w.__built = 0;
  for (const name of ['createElement', 'createElementNS'] as const) {
    const create = Document.prototype[name] as (...args: unknown[]) => Element;
    Object.defineProperty(Document.prototype, name, {
      value: function (this: Document, ...args: unknown[]) {
        w.__built++;
        return create.apply(this, args);
      },
    });
  }
};

/** How many elements the page has built since `countBuilt` ran. */
export const built = () => (window as unknown as { __built: number }).__built;
