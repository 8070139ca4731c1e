// Writes the names src/boot/dom-hooks.ts declares into the modules that use them, as the string
// literals they are, before the bundler sees those modules: the import goes, each use becomes its
// literal. Left to the bundler, a name used more than once in a chunk would stay a variable, and one
// used from two chunks (the entry's `first` and the app) an export of one of them, so the bytes of
// every script would depend on where the names are declared. With it, the build is the same as if
// each name were spelled out where it is used. vite.config.ts and build/pre-app-script.ts use it.
import path from 'node:path';
import { parseSync, Visitor, type ESTree, type Plugin } from 'vite';

type Edit = { start: number; end: number; text: string };

/** The identifiers a binding pattern declares (`a`, `{ a, b: [c] }`, `...d`, `e = 1`). */
function bound(node: ESTree.Node | null | undefined): ESTree.IdentifierName[] {
  if (!node) return [];
  switch (node.type) {
    case 'Identifier':
      return [node as ESTree.IdentifierName];
    case 'ObjectPattern':
      return node.properties.flatMap((p) => bound(p.type === 'RestElement' ? p.argument : p.value));
    case 'ArrayPattern':
      return node.elements.flatMap((e) => bound(e));
    case 'AssignmentPattern':
      return bound(node.left);
    case 'RestElement':
      return bound(node.argument);
    case 'TSParameterProperty':
      return bound(node.parameter);
    default:
      return [];
  }
}

/**
 * In `code` (a module's JavaScript, as Vite has transformed it), the string constants it imports
 * from `file` (their values: `constants`), written as their literals. Null when it imports none.
 * `resolve` names the file an import specifier points to.
 */
export async function inlineImportedConstants(
  code: string,
  id: string,
  file: string,
  constants: ReadonlyMap<string, string>,
  resolve: (source: string) => Promise<string | null>,
): Promise<string | null> {
  const { program, errors } = parseSync(id, code, { lang: 'js', sourceType: 'module' });
  if (errors.length) throw new Error(`inline-constants: ${id} does not parse: ${errors[0]!.message}`);
  const values = new Map<string, string>();
  const edits: Edit[] = [];
  for (const node of program.body) {
    if (node.type !== 'ImportDeclaration') continue;
    if ((await resolve(node.source.value)) !== file) continue;
    for (const s of node.specifiers) {
      if (s.type !== 'ImportSpecifier')
        throw new Error(`inline-constants: ${id}: import the names of ${file} one by one`);
      const imported = s.imported.type === 'Identifier' ? s.imported.name : s.imported.value;
      const value = constants.get(imported);
      if (value === undefined) throw new Error(`inline-constants: ${file} has no string constant ${imported}`);
      values.set(s.local.name, value);
    }
    edits.push({ start: node.start, end: node.end, text: '' });
  }
  if (!edits.length) return null;
  // Identifiers that name something else: property names, and the import's own.
  const names = new Set<number>();
  const inImport = (n: ESTree.Node) => edits.some((e) => n.start >= e.start && n.end <= e.end);
  const refuseRedeclared = (ids: ESTree.IdentifierName[]) => {
    const again = ids.find((i) => values.has(i.name));
    if (again) throw new Error(`inline-constants: ${id} declares ${again.name} again; rename it`);
  };
  new Visitor({
    MemberExpression: (n) => void (!n.computed && names.add(n.property.start)),
    Property: (n) => {
      if (n.computed) return;
      if (n.shorthand && n.value.type === 'Identifier' && values.has(n.value.name) && !inImport(n)) {
        edits.push({ start: n.start, end: n.end, text: `${n.value.name}:${JSON.stringify(values.get(n.value.name))}` });
        names.add(n.value.start);
      }
      names.add(n.key.start);
    },
    MethodDefinition: (n) => void (!n.computed && names.add(n.key.start)),
    PropertyDefinition: (n) => void (!n.computed && names.add(n.key.start)),
    ExportSpecifier: (n) => {
      if (n.local.type === 'Identifier' && values.has(n.local.name))
        throw new Error(`inline-constants: ${id} exports ${n.local.name} again; import it from ${file}`);
    },
    VariableDeclarator: (n) => refuseRedeclared(bound(n.id)),
    FunctionDeclaration: (n) => refuseRedeclared([...bound(n.id), ...n.params.flatMap((p) => bound(p))]),
    FunctionExpression: (n) => refuseRedeclared([...bound(n.id), ...n.params.flatMap((p) => bound(p))]),
    ArrowFunctionExpression: (n) => refuseRedeclared(n.params.flatMap((p) => bound(p))),
    ClassDeclaration: (n) => refuseRedeclared(bound(n.id)),
    CatchClause: (n) => refuseRedeclared(bound(n.param)),
    Identifier: (n) => {
      const value = values.get(n.name);
      if (value === undefined || names.has(n.start) || inImport(n)) return;
      edits.push({ start: n.start, end: n.end, text: JSON.stringify(value) });
    },
  }).visit(program);
  let out = code;
  for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}

/** The plugin: every module that imports `file`'s string constants gets their literals instead. */
export function inlineConstants(file: string, exports: Record<string, unknown>): Plugin {
  const target = path.resolve(file);
  const stem = path.basename(target).replace(/\.[cm]?[jt]sx?$/, '');
  const constants = new Map(Object.entries(exports).filter((e): e is [string, string] => typeof e[1] === 'string'));
  return {
    name: 'site:inline-constants',
    // The built scripts' bytes are what it is for; the dev server and the unit tests load the module.
    apply: 'build',
    // After TypeScript and JSX are compiled away: plain JavaScript to read.
    enforce: 'post',
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!code.includes(stem) || file.includes('/node_modules/') || path.resolve(file) === target) return null;
      const out = await inlineImportedConstants(code, file, target, constants, async (source) => {
        if (!source.includes(stem)) return null;
        const resolved = await this.resolve(source, id);
        return resolved ? path.resolve(resolved.id.split('?')[0]!) : null;
      });
      return out === null ? null : { code: out, map: null };
    },
  };
}
