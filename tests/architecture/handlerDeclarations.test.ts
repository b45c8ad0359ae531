// @vitest-environment node
// A handler is named once: its area's contracts.ts declares its input shape and outcome names, and
// the checker's catalog, the implementations' types and the screens' calls derive from that one
// declaration. This counts, over src/, the places that state a handler's contract (its name as a key
// given outcomes, an outcome list or an input shape): exactly one each.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { handlerContracts } from '../../src/handlers/catalog.ts';
import { repoRoot, textFiles } from '../support/repoFiles.ts';

// screen kinds are declared apart (src/screens/**/kinds.ts, kindInputs.ts): `login` is a kind too
const sources = textFiles('src')
  .filter((f) => /\.tsx?$/.test(f) && !/^src\/screens\/(.+\/)?kind(s|Inputs)\.ts$/.test(f))
  .map((file) => ({ file, text: readFileSync(join(repoRoot, file), 'utf8') }));

/** Where `name` is declared with a contract: `name: { input…`, `name: [outcomes]` or `name: 'inputShape'`. */
function declarations(name: string): string[] {
  const declared = new RegExp(`(^|[\\s{,])${name}\\s*:\\s*(\\{\\s*input\\b|\\[|'[A-Za-z]+')`, 'gm');
  return sources.flatMap(({ file, text }) =>
    [...text.matchAll(declared)].map((m) => `${file}:${text.slice(0, m.index).split('\n').length}`),
  );
}

describe('each handler name', () => {
  it.each(Object.keys(handlerContracts))("%s is declared exactly once, in its area's contracts.ts", (name) => {
    const found = declarations(name);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^src\/handlers\/\w+\/contracts\.ts:\d+$/);
  });
});

it('the count finds the declarations it looks for (a second one would be caught)', () => {
  expect(declarations('loadWifiStatus')).toHaveLength(1);
  sources.push({ file: 'src/x.ts', text: "const again = { loadWifiStatus: ['ready'] };" });
  expect(declarations('loadWifiStatus')).toHaveLength(2);
  sources.pop();
});
