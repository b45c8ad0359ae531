// Words only some screens use (src/localeSplit.ts's separateWordGroups) are chunks of their own: the
// rest leaves them out, a route waits for a group only when its kind or its definition uses it, and no
// other screen's code uses a group's namespaces (else it would show before its words arrived).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import flows from 'virtual:flows';
import { describe, expect, it } from 'vitest';
import { lazyScreenFiles } from '../../src/build/lazyScreenFiles.ts';
import { formPartsOf, listForms } from '../../src/build/formsPlugin.ts';
import { flowsPlugin } from '../../src/build/vitePlugin.ts';
import { wordPartsOf } from '../../src/engine/wordsRule.ts';
import { coreNamespaces, restKeys, separateWordGroups } from '../../src/localeSplit.ts';
import { registry } from '../../src/registry.ts';

const root = join(__dirname, '..', '..');
const stepAt = (path: string) => flows.steps.find((s) => s.path === path)!;

// each load compiles every flow and locale: once per module (seconds each on a busy machine)
const loadedWords = new Map<string, Record<string, { translation: Record<string, unknown> }>>();
function words(id: string): Record<string, { translation: Record<string, unknown> }> {
  if (!loadedWords.has(id)) loadedWords.set(id, loadWords(id));
  return loadedWords.get(id)!;
}

function loadWords(id: string): Record<string, { translation: Record<string, unknown> }> {
  const ctx = {
    addWatchFile: () => undefined,
    warn: () => undefined,
    error: (m: string): never => {
      throw new Error(m);
    },
  };
  const load = flowsPlugin(root, registry, coreNamespaces, separateWordGroups, restKeys).load as unknown as (
    this: typeof ctx,
    id: string,
  ) => string;
  return JSON.parse(
    load
      .call(ctx, `\0${id}`)
      .replace(/^export default /, '')
      .replace(/;$/, ''),
  );
}

describe('word groups', () => {
  it("the landing page waits for no words, another public page for its pages' words, a public form for its form words too, the login for its words, a wizard step for the rest and the form words, a troubleshooting page for its group too", () => {
    expect(wordPartsOf(stepAt('/'))).toEqual([]);
    expect(wordPartsOf(stepAt('/contact'))).toEqual(['pages']);
    expect(wordPartsOf(stepAt('/error'))).toEqual(['pages']);
    expect(wordPartsOf(stepAt('/login'))).toEqual(['login', 'loggedIn']);
    expect(wordPartsOf(stepAt('/create-account'))).toEqual(['forms', 'pages']);
    expect(wordPartsOf(stepAt('/commission/specifications'))).toEqual(['rest', 'forms', 'loggedIn']);
    expect(wordPartsOf(stepAt('/commission/error/phase-to-phase-au'))).toEqual([
      'rest',
      'troubleshooting',
      'forms',
      'loggedIn',
    ]);
  });

  it('every text a public route names is in the words that ship with the app or in a group it waits for', () => {
    const keysIn = (value: unknown): string[] =>
      typeof value === 'string'
        ? /^[a-zA-Z]+\.[\w.]+$/.test(value)
          ? [value]
          : []
        : Array.isArray(value)
          ? value.flatMap(keysIn)
          : value && typeof value === 'object'
            ? Object.values(value).flatMap(keysIn)
            : [];
    const publicSteps = flows.steps.filter((s) => s.requires.length === 0);
    expect(publicSteps.map((s) => s.path)).toEqual(
      expect.arrayContaining(['/', '/login', '/create-account', '/contact']),
    );
    for (const step of publicSteps) {
      const shown = new Set([
        ...coreNamespaces,
        ...wordPartsOf(step).flatMap((g) => separateWordGroups[g]?.namespaces ?? []),
      ]);
      for (const key of keysIn({ ...step, source: undefined, path: undefined })) {
        expect(shown, `${step.path} names ${key}`).toContain(key.split('.')[0]);
      }
    }
  }, 60_000);

  it('the words that ship with the app leave every group out', () => {
    for (const suffix of ['', '/de']) {
      const core = Object.values(words(`virtual:locales${suffix}`))[0].translation;
      for (const group of Object.values(separateWordGroups))
        for (const ns of group.namespaces) expect(core).not.toHaveProperty(ns);
    }
  }, 60_000);

  it("a failure's words for a context only a logged-in user meets come with the rest, the public pages' with the app, in English and German", () => {
    for (const suffix of ['', '/de']) {
      const core = Object.values(words(`virtual:locales${suffix}`))[0].translation;
      const rest = Object.values(words(`virtual:locales-rest${suffix}`))[0].translation;
      for (const key of Object.entries(restKeys).flatMap(([ns, parts]) => parts.map((p) => `${ns}.${p}`))) {
        expect(core, `${key}${suffix}`).not.toHaveProperty(key);
        expect(rest, `${key}${suffix}`).toHaveProperty(key);
      }
      for (const key of ['problem.offline.what', 'problem.login', 'problem.forgot', 'problem.signUp', 'problem.reset'])
        expect(core, `${key}${suffix}`).toHaveProperty(key);
    }
  }, 60_000);

  it('no handler that a public route runs names a context whose words come with the rest', () => {
    const contexts = restKeys.problem ?? [];
    expect(contexts.length).toBeGreaterThan(0);
    const publicHandlers = flows.steps
      .filter((s) => s.requires.length === 0)
      .flatMap((s) => [s.run, s.load, ...(s.buttons ?? []).map((b) => b.run)])
      .filter((n): n is string => Boolean(n));
    expect(publicHandlers).toContain('logIn');
    const named = new RegExp(`(?:failedCall|callProblem)\\([^;]*'(${contexts.join('|')})'`);
    for (const file of sourceFiles(join(root, 'src/handlers'))) {
      const text = readFileSync(file, 'utf8');
      const exported = [...text.matchAll(/export (?:async )?(?:function|const) (\w+)/g)].map((m) => m[1]);
      if (exported.some((name) => publicHandlers.includes(name)))
        expect(named.exec(text)?.[1], `${file} runs on a public route`).toBeUndefined();
    }
  });

  it('a step of another kind waits for a group when its own texts name one of its keys', () => {
    const step = { ...stepAt('/commission/11'), body: ['troubleshooting.common.next'] };
    expect(wordPartsOf(step)).toEqual(['rest', 'troubleshooting', 'forms', 'loggedIn']);
  });

  it('the rest leaves each group out and the group chunk holds only its namespaces, in English and German', () => {
    for (const [name, group] of Object.entries(separateWordGroups)) {
      for (const suffix of ['', '/de']) {
        const rest = Object.values(words(`virtual:locales-rest${suffix}`))[0].translation;
        const own = Object.values(words(`virtual:locales-group/${name}${suffix}`))[0].translation;
        for (const ns of group.namespaces) {
          expect(rest).not.toHaveProperty(ns);
          expect(own).toHaveProperty(ns);
        }
        expect(Object.keys(own).sort()).toEqual([...group.namespaces].sort());
      }
    }
  }, 120_000);

  it("only the group's screen kinds use its namespaces in code", () => {
    const kindFiles = lazyScreenFiles(root);
    for (const [name, group] of Object.entries(separateWordGroups)) {
      const allowed = new Set(group.kinds.flatMap((kind) => [...importClosure(kindFiles.get(kind)!)]));
      // and the handlers that only routes waiting for the group run (a wizard step's, for a group every route behind a login waits for)
      for (const file of handlerFilesWhereLoaded(name)) allowed.add(file);
      // and the parts the shell fetches together with the group's words (lazy(... loadWords(['group'])))
      for (const file of shellPartsLoadingGroup(name)) allowed.add(file);
      const mention = new RegExp(`['"\`](${group.namespaces.join('|')})\\.`);
      const users = sourceFiles(join(root, 'src')).filter((file) => mention.test(readFileSync(file, 'utf8')));
      expect(users.length, `some code uses the ${name} words`).toBeGreaterThan(0);
      for (const file of users)
        expect(allowed, `${file} uses the ${name} words outside the group's kinds ${group.kinds.join(', ')}`).toContain(
          file,
        );
    }
  });
});

/** The shell's lazily drawn parts that load the group's words with their code (src/app/Shell.tsx and its parts). */
function shellPartsLoadingGroup(group: string): string[] {
  const loads = new RegExp(
    `lazy\\(\\(\\) =>\\s*Promise\\.all\\(\\[import\\('\\./(\\w+)\\.tsx'\\), loadWords\\(\\['${group}'\\]\\)`,
    'g',
  );
  return sourceFiles(join(root, 'src/app')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(loads)].map((m) => join(root, 'src/app', `${m[1]}.tsx`)),
  );
}

/** Handler files whose handlers only routes that wait for the group run or load. */
function handlerFilesWhereLoaded(group: string): string[] {
  const runs = (s: (typeof flows.steps)[number]) =>
    [s.run, s.load, ...(s.buttons ?? []).map((b) => b.run)].filter((n): n is string => Boolean(n));
  const elsewhere = new Set(flows.steps.filter((s) => !wordPartsOf(s).includes(group)).flatMap(runs));
  expect(elsewhere.size, `some handler runs on a route that does not wait for the ${group} words`).toBeGreaterThan(0);
  return sourceFiles(join(root, 'src/handlers')).filter((file) => {
    const exported = [...readFileSync(file, 'utf8').matchAll(/export (?:async )?(?:function|const) (\w+)/g)].map(
      (m) => m[1],
    );
    return !exported.some((name) => elsewhere.has(name));
  });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return ['engine', 'checker', 'build', 'book'].includes(name) ? [] : sourceFiles(path); // the engine and its build tools, not screens
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The file and every file of src/ it imports, statically or lazily (a dialog of the screen), by relative path. */
function everyFormPart(): string[] {
  return listForms(root).flatMap((form) => {
    const ui = join(root, 'content', 'forms', `${form}.ui.json`);
    return existsSync(ui) ? formPartsOf(root, JSON.parse(readFileSync(ui, 'utf8'))).map((part) => part.file) : [];
  });
}

function importClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(/(?:from |import\()'(\.{1,2}\/[^']+\.tsx?)'/g))
    importClosure(resolve(dirname(file), m[1]), seen);
  // the form modules (virtual:forms/<name>, src/build/formsPlugin.ts) bring the widgets and fields their forms name
  if (/from 'virtual:forms'/.test(text)) for (const part of everyFormPart()) importClosure(part, seen);
  return seen; // (types from './schema' and styles are no code that shows words)
}
