// @vitest-environment node
// One idea, one type: the draft's domain types are defined once (src/state/storedShapes.ts, beside
// the shape its store is checked with, from the OpenAPI document's generated types; src/state/project.ts
// passes them on) and the fleet's site once (src/api/types.ts, the API's FleetSite); every other file
// imports them. Counted over src/ as `type X =` / `interface X`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { repoRoot, textFiles } from '../support/repoFiles.ts';

const sources = textFiles('src')
  .filter((f) => /\.tsx?$/.test(f) && f !== 'src/api/schema.d.ts') // generated: the document's own names
  .map((file) => ({ file, text: readFileSync(join(repoRoot, file), 'utf8') }));

const definitions = (name: string) =>
  sources.flatMap(({ file, text }) =>
    [...text.matchAll(new RegExp(`^\\s*(?:export\\s+)?(?:type|interface)\\s+${name}\\b`, 'gm'))].map(() => file),
  );

it.each([
  ['Connection', 'src/state/storedShapes.ts'],
  ['ConnectionType', 'src/state/storedShapes.ts'],
  ['WeightEntry', 'src/state/storedShapes.ts'],
  ['ProjectDraft', 'src/state/storedShapes.ts'],
  ['ProjectAddress', 'src/state/storedShapes.ts'],
  ['ProjectSpec', 'src/state/storedShapes.ts'],
  ['FleetSite', 'src/api/types.ts'],
  ['AlgorithmWeight', 'src/api/types.ts'],
])('%s is defined once, in %s', (name, file) => {
  expect(definitions(name)).toEqual([file]);
});

it('the fleet site has no second name (Site, FleetSiteData)', () => {
  expect([...definitions('Site'), ...definitions('FleetSiteData')]).toEqual([]);
});

it('the marker of a phase with no connection is one constant, in src/handlers/rules/connections.ts', () => {
  const marker = sources
    .filter(({ text }) => /^\s*(?:export\s+)?const\s+NO_CONNECTION\b/m.test(text))
    .map((s) => s.file);
  expect(marker).toEqual(['src/handlers/rules/connections.ts']);
});
