// @vitest-environment node
// A handler is named once: it is declared with its contract beside its code (`export const saveSpec =
// handler({ input, outcomes }, code)`, src/handlers/define.ts), and the registry, the screens' types,
// the checker's catalog and the loaders all come from that one declaration (the last two written out by
// `npm run gen:handlers`, so not counted). This counts, over the rest of src/, every
// declaration of each handler's name (a variable, function or class, an object literal's key or
// shorthand property: anything that would name it again) and finds exactly one, a handler() call.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { handlers } from '../../src/handlers/index.ts';
import { declarationsIn } from '../support/declarations.ts';
import { repoRoot, textFiles } from '../support/repoFiles.ts';

const sources = textFiles('src')
  .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts') && !f.endsWith('.generated.ts'))
  .map((file) => ({ file, text: readFileSync(join(repoRoot, file), 'utf8') }));
const declared = sources.flatMap(({ file, text }) => declarationsIn(file, text));

/** Where `name` is declared in src/, as file:line. */
const declarationsOf = (name: string) => declared.filter((d) => d.name === name).map((d) => d.at);

/** The source line of file:line. */
const lineAt = (at: string) => {
  const [file, line] = at.split(':') as [string, string];
  return readFileSync(join(repoRoot, file), 'utf8').split('\n')[Number(line) - 1] ?? '';
};

describe('each handler name', () => {
  it.each(Object.keys(handlers))('%s is declared exactly once, with its contract', (name) => {
    const found = declarationsOf(name);
    expect(found).toHaveLength(1);
    expect(lineAt(found[0] as string)).toMatch(new RegExp(`\\b${name}\\b\\s*[=:]\\s*handler\\(`));
  });
});

it('counts every kind of declaration, and no mention (a second one would be caught)', () => {
  const kinds = [
    'const searchUnit = 1;',
    'function searchUnit() {}',
    'const registry = { searchUnit: code };',
    'const registry = { searchUnit };',
    'const registry = { searchUnit() {} };',
  ];
  for (const text of kinds) expect(declarationsIn('src/x.ts', text).map((d) => d.name)).toContain('searchUnit');
  const mentions = [
    "import { searchUnit } from './searchUnit.ts';",
    "type T = HandlerOf<'searchUnit'>;",
    "const step = { run: 'searchUnit' }; // searchUnit",
    'interface Api { searchUnit(): void }',
    'const { searchUnit } = registry;',
  ];
  for (const text of mentions) expect(declarationsIn('src/x.ts', text).map((d) => d.name)).not.toContain('searchUnit');
});
