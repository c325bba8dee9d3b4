import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * The import rules of the tree (README, layout): which top-level folder may import which.
 * A rule forbids files under `from` to import anything under one of `to`.
 */
export interface ImportRule {
  from: string;
  to: readonly string[];
  why: string;
}

const BROWSER = ['app', 'resources', 'custom-pages', 'dataProvider', 'authProvider', 'ui'];
const NODE_ONLY = ['api', 'proxy', 'scripts', 'bench', 'tests'];

export const IMPORT_RULES: readonly ImportRule[] = [
  ...BROWSER.map((from) => ({ from, to: NODE_ONLY, why: 'browser code never imports server code (shared forms and rules live in schemas/)' })),
  { from: 'ui', to: ['app', 'resources', 'custom-pages'], why: 'ui/ is what the three UI folders share: it imports none of them' },
  { from: 'resources/framework', to: ['app', 'authProvider', 'custom-pages'], why: 'the resource framework stands on dataProvider, ui and schemas alone' },
  { from: 'resources', to: ['custom-pages'], why: 'resources never import custom pages (shared parts live in ui/)' },
  { from: 'resources', to: ['app'], why: 'app/ is the shell that mounts resources, not a library for them (shared parts live in ui/)' },
  { from: 'custom-pages', to: ['app', 'resources'], why: 'custom pages import the shell and resources neither (shared parts live in ui/)' },
  { from: 'dataProvider', to: ['app', 'resources', 'custom-pages', 'ui'], why: 'the HTTP client sits below every screen' },
  { from: 'dataProvider', to: ['authProvider'], why: 'session code runs one way: the token store and refresh live with the HTTP client, the authProvider uses them' },
  { from: 'schemas', to: [...BROWSER, ...NODE_ONLY], why: 'schemas/ is shared by browser and api: it imports neither' },
];

export interface ImportSite {
  file: string;
  line: number;
  specifier: string;
}

export interface Violation extends ImportSite {
  target: string;
  why: string;
}

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const SKIP = new Set(['node_modules', 'dist', '.git', '.cache']);

/** Every source file under `root` (repository-relative, '/' separated). */
export function sourceFiles(root: string, dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(root, path);
    return SOURCE.test(entry.name) ? [relative(root, path).split(sep).join('/')] : [];
  });
}

/** The text with comments blanked (lines kept), so commented examples are not taken for imports. */
export function withoutComments(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    const next = text[i + 1];
    if (c === '/' && next === '/') {
      while (i < text.length && text[i] !== '\n') (out += ' '), i++;
    } else if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end < 0 ? text.length : end + 2;
      out += text.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else if (c === '"' || c === "'" || c === '`') {
      let j = i + 1;
      while (j < text.length && text[j] !== c && !(c !== '`' && text[j] === '\n')) j += text[j] === '\\' ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j + 1;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

export const IMPORT = /(?:\bimport|\bexport)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|\bvi\.mock\(\s*['"]([^'"]+)['"]/g;

/** The module specifiers a file's source imports (static, side-effect, dynamic, vi.mock), with their line. */
export function importsOf(file: string, text: string): ImportSite[] {
  const code = withoutComments(text);
  return [...code.matchAll(IMPORT)].map((m) => ({
    file,
    line: code.slice(0, m.index).split('\n').length,
    specifier: (m[1] ?? m[2] ?? m[3] ?? m[4])!,
  }));
}

const isUnder = (path: string, folder: string) => path === folder || path.startsWith(`${folder}/`);

/** The rules a relative import from `file` to `specifier` breaks (package imports break none). */
export function violationsOf(site: ImportSite, rules: readonly ImportRule[] = IMPORT_RULES): Violation[] {
  if (!site.specifier.startsWith('.')) return [];
  const target = resolve('/', dirname(site.file), site.specifier).slice(1);
  return rules
    .filter((rule) => isUnder(site.file, rule.from) && rule.to.some((to) => isUnder(target, to) && !isUnder(target, rule.from)))
    .map((rule) => ({ ...site, target, why: rule.why }));
}

/** Every broken rule in the tree under `root`. Only the rules' folders are read: no other file can break one (a local scratch folder of builds would take seconds). */
export function checkImports(root: string, rules: readonly ImportRule[] = IMPORT_RULES): Violation[] {
  const folders = new Set(rules.map((rule) => rule.from.split('/')[0]!));
  return [...folders]
    .flatMap((folder) => sourceFiles(root, join(root, folder)))
    .flatMap((file) => importsOf(file, readFileSync(join(root, file), 'utf8')).flatMap((site) => violationsOf(site, rules)));
}

export const describeViolation = (v: Violation) => `${v.file}:${v.line} imports '${v.specifier}' (${v.target}): ${v.why}`;
