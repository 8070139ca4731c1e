import { compile, selectAll } from 'css-select';
import { isTraversal, parse, SelectorType, type Selector } from 'css-what';
import { parseDocument } from 'htmlparser2';
import postcss, { type AtRule, type ChildNode, type Container, type Declaration, type Node, type Rule } from 'postcss';

/**
 * A page's "rest" stylesheet: the full stylesheet less what the page already carries inline, in
 * the full sheet's order. Added after the first paint, it brings only rules for what is not on
 * screen yet, so the frame it applies in restyles next to nothing (the full sheet's frame restyled
 * every element on screen: 63-92 ms at 4x CPU on the home page). Inline rules come before it in
 * the cascade; any of them that must still follow a rest rule (`redeclare`) is repeated here in
 * its place.
 */
export function restSheet(full: string, inline: string, redeclare: ReadonlySet<string> = new Set()): string {
  const have = inlineDeclarations(inline);
  const root = postcss.parse(full);
  root.walkRules((rule) => {
    const context = contextOf(rule);
    if (context.includes('@keyframes')) return;
    const decls = declarationsOf(rule);
    // Each selector of the list on its own: Beasties keeps only those matching the page.
    const groups = new Map<string, string[]>();
    for (const selector of rule.selectors) {
      const key = ruleKey(context, selector);
      const inlined = have.get(key);
      const missing = redeclare.has(key) || !inlined ? decls : decls.filter((d) => !inlined.has(d));
      if (!missing.length) continue;
      const id = missing.join(';');
      groups.set(id, [...(groups.get(id) ?? []), selector]);
    }
    if (!groups.size) return void rule.remove();
    const all = decls.join(';');
    const kept = [...groups].map(([id, selectors]) => {
      const copy = rule.clone({ selectors });
      if (id !== all) {
        const keep = new Set(id.split(';'));
        copy.each((node) => {
          if (node.type === 'decl' && !keep.has(declarationKey(node))) node.remove();
        });
      }
      return copy;
    });
    rule.replaceWith(kept);
  });
  // @property registrations the page carries already.
  root.walkAtRules('property', (at) => {
    if (have.has(ruleKey(contextOf(at), `@property ${at.params}`))) at.remove();
  });
  removeEmpty(root);
  return root.toString();
}

/** Where a rule sits (its at-rules, outermost first) and its selector: one name for both sheets. */
export const ruleKey = (context: string, selector: string) => `${context}|${normalSelector(selector)}`;

function contextOf(node: ChildNode): string {
  const chain: string[] = [];
  for (let p: Node | undefined = node.parent; p?.type === 'atrule'; p = p.parent) {
    const at = p as AtRule;
    chain.unshift(`@${at.name} ${squash(at.params)}`);
  }
  return chain.join(' ');
}

/** Each inline rule's declarations, by ruleKey of each of its selectors. */
function inlineDeclarations(inline: string) {
  const have = new Map<string, Set<string>>();
  const root = postcss.parse(inline);
  root.walkRules((rule) => {
    const context = contextOf(rule);
    for (const selector of rule.selectors) {
      const key = ruleKey(context, selector);
      const set = have.get(key) ?? new Set<string>();
      for (const d of declarationsOf(rule)) set.add(d);
      have.set(key, set);
    }
  });
  root.walkAtRules('property', (at) => void have.set(ruleKey(contextOf(at), `@property ${at.params}`), new Set()));
  return have;
}

const declarationsOf = (rule: Rule) =>
  rule.nodes.filter((n): n is Declaration => n.type === 'decl').map(declarationKey);

const declarationKey = (d: Declaration) => `${d.prop}:${squash(d.value)}${d.important ? '!' : ''}`;

/** Minifiers differ in spaces only. */
const squash = (s: string) => s.replace(/\s+/g, '').replace(/;+$/, '');

const normalSelector = (s: string) =>
  s
    .trim()
    .replace(/\s*([>+~,])\s*/g, '$1')
    .replace(/\s+/g, ' ');

function removeEmpty(node: Container) {
  node.each((child) => {
    if (child.type !== 'atrule' && child.type !== 'rule') return;
    if (!('nodes' in child) || !child.nodes) return;
    removeEmpty(child);
    if (!child.nodes.length) child.remove();
  });
}

/** One element as the cascade sees it: the indices of the units matching it, in sheet order. */
type Matches = readonly number[];

/** For each rule (by ruleKey), the earlier rules that can set what it sets on one element. */
export type Conflicts = ReadonlyMap<string, ReadonlySet<string>>;

interface Unit {
  key: string;
  layer: string;
  families: Set<string>;
  specificity: number;
  /** The selector as matched against the corpus: as if every state it names held (anyStateOf). */
  match: Selector[][];
}

/**
 * The pairs of rules of the full sheet whose order decides an element's style: the same layer
 * and specificity, properties that overlap, and an element the site really draws that both can
 * apply to (each page's HTML, and each class list in the app's code), each rule matched as if
 * every state it names (hover, an attribute the app sets) held at once, so it errs towards a
 * conflict. Taken once for the site; `mustFollow` reads it for each page.
 */
export function conflictsIn(full: string, documents: readonly string[], classLists: readonly string[]): Conflicts {
  const units = unitsOf(full);
  const conflicts = new Map<string, Set<string>>();
  for (const element of corpusOf(units, documents, classLists))
    for (let j = 1; j < element.length; j++) {
      const later = units[element[j]!]!;
      for (let k = 0; k < j; k++) {
        const earlier = units[element[k]!]!;
        if (earlier.key === later.key || earlier.layer !== later.layer || earlier.specificity !== later.specificity)
          continue;
        if (!overlaps(earlier.families, later.families)) continue;
        const set = conflicts.get(later.key) ?? new Set<string>();
        set.add(earlier.key);
        conflicts.set(later.key, set);
      }
    }
  return conflicts;
}

/**
 * Which of a page's inline rules must be declared again in its rest sheet (`restSheet`'s
 * `redeclare`): an inline rule now comes before every rest rule, so one that follows a rest rule
 * it conflicts with in the full sheet would lose to it. Repeated in the rest sheet in its place,
 * it wins again, but may then come after inline rules it used to precede: closed over until
 * nothing more must follow.
 */
export function mustFollow(conflicts: Conflicts, inline: string): Set<string> {
  const have = inlineDeclarations(inline);
  const redeclare = new Set<string>();
  // (A rule the page carries only in part, the theme's variables, has no conflicts: custom properties.)
  const isInline = (key: string) => have.has(key) && !redeclare.has(key);
  for (let grew = true; grew;) {
    grew = false;
    for (const [later, earlier] of conflicts) {
      if (!isInline(later)) continue;
      for (const key of earlier)
        if (!isInline(key)) {
          redeclare.add(later);
          grew = true;
          break;
        }
    }
  }
  return redeclare;
}

/** Each selector of the full sheet's style rules, in order, with what it sets and where. */
function unitsOf(full: string): Unit[] {
  const units: Unit[] = [];
  postcss.parse(full).walkRules((rule) => {
    const context = contextOf(rule);
    if (context.includes('@keyframes')) return;
    const layer = context.match(/@layer (\S+)/)?.[1] ?? '';
    const families = new Set(rule.nodes.filter((n) => n.type === 'decl').map((d) => familyOf((d as Declaration).prop)));
    for (const selector of rule.selectors) {
      // (A selector the parser does not know fails the build: it could not be matched.)
      const parsed = parse(selector);
      units.push({
        key: ruleKey(context, selector),
        layer,
        families,
        specificity: specificityOf(parsed),
        match: anyStateOf(parsed),
      });
    }
  });
  return units;
}

/**
 * Every element of these documents and class lists, as the list of units matching it. A class
 * list stands for an element the app draws (from a string in its code), inside a page.
 */
function corpusOf(units: readonly Unit[], documents: readonly string[], classLists: readonly string[]): Matches[] {
  const drawn = `<html><body><main><section>${classLists.map((c) => `<div class="${c.replace(/"/g, '')}"></div>`).join('')}</section></main></body></html>`;
  const compiled = units.map((u) => compile(u.match));
  const corpus: Matches[] = [];
  for (const html of [...documents, drawn]) {
    const doc = parseDocument(html);
    const byElement = new Map<unknown, number[]>();
    compiled.forEach((test, i) => {
      for (const el of selectAll(test, doc)) {
        const list = byElement.get(el) ?? [];
        list.push(i);
        byElement.set(el, list);
      }
    });
    for (const list of byElement.values()) if (list.length > 1) corpus.push(list);
  }
  return corpus;
}

/**
 * What a property sets, coarsely: two rules conflict where these overlap or one is a shorthand of
 * the other (`padding` and `padding-top`). Sides, logical or physical, count as one.
 */
export function familyOf(prop: string): string {
  const p = prop.replace(/^-(webkit|moz|ms)-/, '');
  if (p.startsWith('--')) return p;
  if (/^(top|right|bottom|left|inset)(-|$)/.test(p)) return 'inset';
  if (/^(width|height|inline-size|block-size)$/.test(p)) return 'size';
  if (/^(min|max)-/.test(p)) return `${p.slice(0, 3)}-size`;
  if (/^(place|align|justify)-/.test(p)) return 'align';
  if (/^(row-|column-)?gap$/.test(p)) return 'gap';
  if (/^border(-.*)?-radius$/.test(p)) return 'border-radius';
  if (/^(margin|padding|border|scroll-margin|scroll-padding|overflow)(-|$)/.test(p))
    return p.match(/^(scroll-\w+|\w+)/)![1]!;
  return p;
}

const overlaps = (a: ReadonlySet<string>, b: ReadonlySet<string>) => {
  for (const x of a) for (const y of b) if (x === y || x.startsWith(`${y}-`) || y.startsWith(`${x}-`)) return true;
  return false;
};

/** Specificity as one number (ids, classes, types: each below 1,000 here). */
function specificityOf(list: Selector[][]): number {
  let max = 0;
  for (const tokens of list) {
    let n = 0;
    for (const t of tokens) {
      if (t.type === SelectorType.Attribute) n += t.name === 'id' && t.action === 'equals' ? 1e6 : 1e3;
      else if (t.type === SelectorType.Tag || t.type === SelectorType.PseudoElement) n += 1;
      else if (t.type === SelectorType.Pseudo) {
        if (t.name === 'where') continue;
        n += Array.isArray(t.data) && t.name !== 'nth-child' ? specificityOf(t.data) : 1e3;
      }
    }
    max = Math.max(max, n);
  }
  return max;
}

/** The selector with every state dropped (pseudo-classes, attributes but class and id, pseudo-elements). */
function anyStateOf(parsed: Selector[][]): Selector[][] {
  const strip = (list: Selector[][]): Selector[][] =>
    list.map((tokens) => {
      const out: Selector[] = [];
      let compound = 0;
      for (const t of tokens) {
        if (isTraversal(t)) {
          if (!compound) out.push({ type: SelectorType.Universal, namespace: null });
          out.push(t);
          compound = 0;
          continue;
        }
        if (t.type === SelectorType.PseudoElement) continue;
        if (t.type === SelectorType.Attribute && t.name !== 'class' && t.name !== 'id') continue;
        if (t.type === SelectorType.Pseudo) {
          if (!['is', 'where', 'has'].includes(t.name) || !Array.isArray(t.data)) continue;
          out.push({ ...t, data: strip(t.data) });
        } else out.push(t);
        compound++;
      }
      if (!compound) out.push({ type: SelectorType.Universal, namespace: null });
      return out;
    });
  return strip(parsed);
}

/**
 * The class lists in a script that name a class of this stylesheet: what the app may draw beyond
 * the prerendered HTML (a string with `${…}` in it split there).
 */
export function classListsIn(code: string, css: string): string[] {
  const classes = new Set([...css.matchAll(/\.((?:\\.|[\w-])+)/g)].map((m) => m[1]!.replace(/\\(.)/g, '$1')));
  const lists = new Set<string>();
  for (const m of code.matchAll(/"([^"\\\n]{2,600})"|'([^'\\\n]{2,600})'|`([^`\\]{2,600})`/g))
    for (const part of (m[1] ?? m[2] ?? m[3]!).split(/\$\{[^}]*\}/)) {
      const tokens = part.trim().split(/\s+/);
      if (tokens.some((t) => classes.has(t))) lists.add(tokens.filter((t) => /^[!-~]+$/.test(t)).join(' '));
    }
  return [...lists];
}
