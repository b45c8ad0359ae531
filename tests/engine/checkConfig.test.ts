// @vitest-environment node
// `npm run check:config <file>`: a deployment's config.json is checked before it goes live.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runTsScript } from '../support/runTsScript.ts';

const run = (file: string) => runTsScript('src/checker/cli/checkConfig.ts', file);

describe('check:config', () => {
  it.each(['public/config.json', 'e2e/config.e2e.json'])('accepts the shipped %s', (file) => {
    const result = run(file);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('names misspelt keys, unknown countries and regions, contact shapes and missing languages with file:line:column', () => {
    const dir = mkdtempSync(join(tmpdir(), 'config-'));
    const file = join(dir, 'config.json');
    writeFileSync(
      file,
      JSON.stringify(
        {
          langauges: ['en'],
          defaultCountry: 'USA',
          languages: ['en', 'fr'],
          supportContacts: { Europa: { phone: '+44 20 1234 5678', email: 'a@b.co' }, Oceania: { phone: 44 } },
        },
        null,
        2,
      ),
    );
    try {
      const result = run(file);
      expect(result.status).toBe(1);
      expect(result.stderr.replaceAll(file, 'config.json')).toMatchInlineSnapshot(`
        "config.json:2:16: unknown key 'langauges' in the file; did you mean 'languages'?
        config.json:5:21: unknown country "USA" in 'defaultCountry'; did you mean 'US'? (known: AU, GB, US, NZ, DE)
        config.json:11:15: unknown key 'Europa' in 'supportContacts'; did you mean 'Europe'?
        config.json:16:16: 'phone' must be a string, not 44
        config.json:8:5: language 'fr' has no texts in locales/ (known: de, en)

        5 problems in config.json.
        "
      `);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reports a JSON syntax error at its line and column', () => {
    const dir = mkdtempSync(join(tmpdir(), 'config-'));
    const file = join(dir, 'config.json');
    writeFileSync(file, '{\n  "languages": ["en"]\n  "defaultCountry": "GB"\n}\n');
    try {
      expect(run(file).stderr.replaceAll(file, 'config.json')).toMatchInlineSnapshot(`
        "config.json:3:3: JSON syntax error: Expected ',' or '}' after property value

        1 problem in config.json.
        "
      `);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
