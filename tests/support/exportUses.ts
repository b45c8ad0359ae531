// Which exports of src/ no non-test file uses: read from the code's own import statements, as text.
// A name counts as used when a non-test file (src/, scripts/, simulator/, the root configs) imports it
// from its module (directly, by `export … from`, `import * as`, or a dynamic import() that names it),
// or when its own file uses it besides declaring it, or a form module the build writes takes it (a
// part's formCheck, src/build/formsPlugin.ts). Tests and e2e/ do not count. An `export * from`
// passes a use on: a name used through the re-exporting module counts for the module that declares it,
// and a name only re-exported counts for nothing (so a rule tested through an index while the app runs
// a copy of it is found).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { repoRoot, textFiles } from './repoFiles.ts';
import { formPartsOf, listForms } from '../../src/build/formsPlugin.ts';

const CODE = /\.(ts|tsx|mjs|js|cjs)$/;
const ROOT_CONFIGS = ['vite.config.ts', 'vitest.config.ts', 'playwright.config.ts', 'eslint.config.js'];

/** The repository's files as text; `planted` stands in for some of them (a test plants a twin). */
let planted: Readonly<Record<string, string>> = {};
const read = (file: string) => planted[file] ?? readFileSync(join(repoRoot, file), 'utf8');
/** The text without its comments, strings kept (a `/*` inside a string or a line comment opens nothing). */
function withoutComments(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
      out += '\n';
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 1;
    } else if (c === "'" || c === '"' || c === '`') {
      const start = i;
      for (i++; i < text.length && text[i] !== c; i++) if (text[i] === '\\') i++;
      out += text.slice(start, i + 1);
    } else out += c;
  }
  return out;
}

/** The file an import specifier names, relative to the repository, or null for a package or virtual module. */
function resolve(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = join(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    const path = join(repoRoot, candidate);
    if (existsSync(path) && statSync(path).isFile()) return relative(repoRoot, path);
  }
  return null;
}

/** The names a file exports (not `default`, which lazy() and the router take). */
export function exportsOf(file: string): string[] {
  const text = withoutComments(read(file));
  const names = new Set<string>();
  for (const m of text.matchAll(
    /^export\s+(?:declare\s+)?(?:async\s+)?(?:const|let|var|function\*?|class|abstract\s+class|interface|type|enum)\s+(\w+)/gm,
  ))
    names.add(m[1]);
  for (const m of text.matchAll(/^export\s+(?:type\s+)?\{([^}]*)\}/gm)) {
    for (const part of m[1].split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name && name !== 'default') names.add(name);
    }
  }
  return [...names];
}

/** Every `file#name` that a non-test file imports, re-exports or uses in its own file. */
export function usedExports(): Set<string> {
  const files = [
    ...textFiles('src', 'scripts', 'simulator').filter((f) => CODE.test(f)),
    ...ROOT_CONFIGS.filter((f) => existsSync(join(repoRoot, f))),
  ];
  const used = new Set<string>();
  /** file → the modules it re-exports whole (`export * from`) */
  const stars = new Map<string, string[]>();
  for (const file of files) {
    const text = withoutComments(read(file));
    const words = new Set(text.match(/\b\w+\b/g) ?? []);
    const mark = (target: string | null, name: string) => target && used.add(`${target}#${name}`);
    for (const m of text.matchAll(/(?:import|export)\s+(?:type\s+)?([^'";]*?)\s+from\s+['"]([^'"]+)['"]/g)) {
      const target = resolve(file, m[2]);
      const clause = m[1];
      if (/^\*\s*$/.test(clause)) {
        if (target) stars.set(file, [...(stars.get(file) ?? []), target]); // export * from: followed below
        continue;
      }
      const ns = /\*\s+as\s+(\w+)/.exec(clause);
      if (ns && target) {
        for (const n of exportsOf(target)) if (new RegExp(`\\b${ns[1]}\\.${n}\\b`).test(text)) mark(target, n);
        // an area's registry takes the handlers a module declares: handlersIn(ns) uses those, and only those
        if (new RegExp(`\\bhandlersIn\\(${ns[1]}\\)`).test(text))
          for (const m of read(target).matchAll(/^export const (\w+) = handler\(/gm)) mark(target, m[1]);
      }
      const braces = /\{([^}]*)\}/.exec(clause);
      for (const part of braces?.[1].split(',') ?? []) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]
          ?.trim();
        if (name) mark(target, name);
      }
    }
    for (const m of text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
      const target = resolve(file, m[1]);
      if (target) for (const n of exportsOf(target)) if (words.has(n)) mark(target, n);
    }
    // its own file uses the name besides declaring it
    if (file.startsWith('src/')) {
      for (const n of exportsOf(file)) if ((text.match(new RegExp(`\\b${n}\\b`, 'g')) ?? []).length > 1) mark(file, n);
    }
  }
  // the form modules the build writes (virtual:forms/<name>) take the check of each part their form names
  for (const form of listForms(repoRoot)) {
    const ui = join(repoRoot, 'content', 'forms', `${form}.ui.json`);
    const parts = existsSync(ui) ? formPartsOf(repoRoot, JSON.parse(readFileSync(ui, 'utf8'))) : [];
    for (const part of parts) if (part.asksCheck) used.add(`${relative(repoRoot, part.file)}#formCheck`);
  }
  // a use of a name through a module that re-exports it whole is a use of the module that declares it
  const pending = [...used];
  while (pending.length > 0) {
    const id = pending.pop() as string;
    const [file, name] = id.split('#');
    for (const target of stars.get(file) ?? []) {
      const passedOn = `${target}#${name}`;
      if (exportsOf(target).includes(name) && !used.has(passedOn)) {
        used.add(passedOn);
        pending.push(passedOn);
      }
    }
  }
  return used;
}

/** Every `file#name` exported by src/ that no non-test file uses. */
export function unusedExports(
  skip: (file: string) => boolean = () => false,
  plant: Readonly<Record<string, string>> = {},
): string[] {
  planted = plant;
  try {
    const used = usedExports();
    return textFiles('src')
      .filter((f) => /\.tsx?$/.test(f) && !skip(f))
      .flatMap((f) => exportsOf(f).map((n) => `${f}#${n}`))
      .filter((id) => !used.has(id))
      .sort();
  } finally {
    planted = {};
  }
}
