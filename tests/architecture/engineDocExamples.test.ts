// @vitest-environment node
// docs/ENGINE.md teaches the flow language by example. Each YAML example must be a piece of a real
// flow (one of the files its first line names), so that what a reader copies is what the app runs, and the
// handlers, locale keys and files the page names must exist.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { handlerOutcomes } from '../../src/handlers/catalog.ts';
import { repoRoot } from '../support/repoFiles.ts';

const doc = readFileSync(join(repoRoot, 'docs', 'ENGINE.md'), 'utf8');

type Example = { line: number; text: string };
type Route = Record<string, unknown> & { path: string };

function yamlExamples(): Example[] {
  return [...doc.matchAll(/^```yaml\n([\s\S]*?)^```$/gm)].map((match) => ({
    line: doc.slice(0, match.index).split('\n').length + 1,
    text: match[1],
  }));
}

function routesOf(file: string): Route[] {
  return (parse(readFileSync(join(repoRoot, file), 'utf8')) as { routes: Route[] }).routes;
}

/** Where `shown` differs from `real`, or [] when every key and item shown is in the real tree. */
function differences(shown: unknown, real: unknown, at: string): string[] {
  if (Array.isArray(shown)) {
    if (!Array.isArray(real)) return [`${at}: a list in the example, ${JSON.stringify(real)} in the flow`];
    // the items shown appear in the flow in the same order; the example may leave some out
    let from = 0;
    return shown.flatMap((item, index) => {
      const found = real.findIndex(
        (candidate, realIndex) => realIndex >= from && differences(item, candidate, '').length === 0,
      );
      if (found < 0) return [`${at}[${index}]: ${JSON.stringify(item)} is not in the flow's list (in this order)`];
      from = found + 1;
      return [];
    });
  }
  if (shown !== null && typeof shown === 'object') {
    if (real === null || typeof real !== 'object' || Array.isArray(real))
      return [`${at}: an object in the example, ${JSON.stringify(real)} in the flow`];
    return Object.entries(shown).flatMap(([key, value]) =>
      key in real
        ? differences(value, (real as Record<string, unknown>)[key], `${at}.${key}`)
        : [`${at}.${key}: not in the flow`],
    );
  }
  return shown === real ? [] : [`${at}: ${JSON.stringify(shown)} in the example, ${JSON.stringify(real)} in the flow`];
}

function valuesAt(tree: unknown, keys: Set<string>): unknown[] {
  if (Array.isArray(tree)) return tree.flatMap((item) => valuesAt(item, keys));
  if (tree === null || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([key, value]) => [...(keys.has(key) ? [value] : []), ...valuesAt(value, keys)]);
}

function strings(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  if (Array.isArray(tree)) return tree.flatMap(strings);
  if (tree !== null && typeof tree === 'object') return Object.values(tree).flatMap(strings);
  return [];
}

function hasLocaleKey(language: string, key: string): boolean {
  const [namespace, ...rest] = key.split('.');
  const file = join(repoRoot, 'locales', language, `${namespace}.json`);
  if (!existsSync(file)) return false;
  let node: unknown = JSON.parse(readFileSync(file, 'utf8'));
  for (const part of rest)
    node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string';
}

const LOCALE_KEY = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/;

describe('docs/ENGINE.md examples are taken from the flows', () => {
  const examples = yamlExamples();

  it('the page has YAML examples, each naming its flow file on its first line', () => {
    expect(examples.length).toBeGreaterThan(5);
    const unnamed = examples.filter(({ text }) => !/^#.*\bflows\/[\w-]+\.yaml\b/.test(text.split('\n')[0]));
    expect(unnamed.map(({ line }) => `docs/ENGINE.md:${line}`)).toEqual([]);
  });

  it.each(examples.map((example) => [example.line, example] as const))(
    'the example at line %i is a sub-tree of its flow',
    (_line, { text, line }) => {
      const files = text.split('\n')[0].match(/flows\/[\w-]+\.yaml/g)!;
      expect(files.filter((file) => !existsSync(join(repoRoot, file)))).toEqual([]);
      const shown = parse(text) as Route[]; // throws on a duplicate key or an unknown alias
      expect(Array.isArray(shown) && shown.length > 0, `docs/ENGINE.md:${line} holds a list of routes`).toBe(true);
      const real = files.flatMap(routesOf);
      const problems = shown.flatMap((route) => {
        const match = real.find((candidate) => candidate.path === route.path);
        return match ? differences(route, match, route.path) : [`${route.path}: no such route in ${files.join(', ')}`];
      });
      expect(problems, `docs/ENGINE.md:${line} against ${files.join(', ')}`).toEqual([]);
    },
  );

  it('every handler an example runs or loads is registered', () => {
    const named = examples.flatMap(({ text }) => valuesAt(parse(text), new Set(['run', 'load'])));
    expect(named.filter((name) => typeof name !== 'string' || !(name in handlerOutcomes))).toEqual([]);
  });

  it('every locale key an example names exists in English and German', () => {
    const keys = examples.flatMap(({ text }) => strings(parse(text))).filter((value) => LOCALE_KEY.test(value));
    expect(keys.length).toBeGreaterThan(20);
    expect(keys.filter((key) => !hasLocaleKey('en', key) || !hasLocaleKey('de', key))).toEqual([]);
  });

  it('every repository file the page names exists', () => {
    const paths = [
      ...doc.matchAll(/`((?:src|tests|e2e|flows|content|locales|scripts|simulator|docs)\/[^`\s*<>{}…|]+)`/g),
    ].map((match) => match[1]);
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.filter((path) => !existsSync(join(repoRoot, path.replace(/[.:,]$/, ''))))).toEqual([]);
  });
});
