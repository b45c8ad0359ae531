// @vitest-environment node
// The mistakes table: each kind of mistake a content editor can make, made in a copy of the real
// content, must fail `npm run check:content` (compileContent, printed by the CLI) AND the build
// (the Vite plugin's load, called here as Vite calls it) with file:line:column and a sentence.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import i18next from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileContent } from '../../src/checker/loadContent.ts';
import { flowsPlugin } from '../../src/build/vitePlugin.ts';
import { formatProblem } from '../../src/checker/types.ts';
import { coreNamespaces } from '../../src/localeSplit.ts';
import { registry } from '../../src/registry.ts';

const repo = join(__dirname, '..', '..');
let root = '';

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'editor-mistakes-'));
  for (const dir of ['flows', 'locales', 'content']) cpSync(join(repo, dir), join(root, dir), { recursive: true });
  // the code is read-only here: link each entry, so a test can still add a file of its own
  mkdirSync(join(root, 'src'));
  for (const name of readdirSync(join(repo, 'src'))) symlinkSync(join(repo, 'src', name), join(root, 'src', name));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** What the build says: the plugin's load of `virtual:flows`, its error or its warnings. */
function build(id = 'virtual:flows'): { error?: string; warnings: string[]; code?: string } {
  const warnings: string[] = [];
  const ctx = {
    addWatchFile: () => {},
    warn: (m: string) => warnings.push(m),
    error: (m: string): never => {
      throw new Error(m);
    },
  };
  const load = flowsPlugin(root, registry, coreNamespaces).load as unknown as (this: typeof ctx, id: string) => string;
  try {
    return { code: load.call(ctx, `\0${id}`), warnings };
  } catch (error) {
    return { error: (error as Error).message, warnings };
  }
}

type Edit = [file: string, from: string | null, to: string];

/** Makes one mistake (replace `from` by `to` in `file`, or write a new file), checks, undoes it. */
function mistake(file: string, from: string | null, to: string, ...more: Edit[]): string[] {
  const undo: (() => void)[] = [];
  for (const [f, a, b] of [[file, from, to] as Edit, ...more]) {
    const path = join(root, f);
    let before: string | undefined;
    try {
      before = readFileSync(path, 'utf8');
    } catch {
      before = undefined;
    }
    if (a !== null && !before?.includes(a)) throw new Error(`the test's anchor ${JSON.stringify(a)} is not in ${f}`);
    writeFileSync(path, a === null ? b : before!.replace(a, b));
    undo.push(() => (before === undefined ? rmSync(path) : writeFileSync(path, before)));
  }
  try {
    const problems = compileContent(root, registry).problems.map(formatProblem);
    const built = build();
    // the build fails with the same lines the checker prints
    expect(built.error).toBeDefined();
    for (const line of problems) expect(built.error).toContain(line);
    expect(problems.every((p) => /^[\w./-]+:\d+:\d+: \S.*/.test(p))).toBe(true);
    return problems;
  } finally {
    for (const u of undo.reverse()) u(); // the last edit first: two edits of one file undo in turn
  }
}

describe('editor mistakes fail check:content and the build with file:line:column', () => {
  it('the unchanged copy of the content is valid', () => {
    expect(compileContent(root, registry).problems).toEqual([]);
    expect(build().error).toBeUndefined();
  });

  // ---- flows (caught before this issue) ----
  it('1. a misspelt target route', () => {
    expect(mistake('flows/app.yaml', '{ text: landing.login, to: /login }', '{ text: landing.login, to: /logn }'))
      .toMatchInlineSnapshot(`
        [
          "flows/app.yaml:24:36: route '/logn' does not exist; did you mean '/login'?",
        ]
      `);
  });
  it('2. a misspelt handler', () => {
    expect(mistake('flows/troubleshooting.yaml', 'run: retryCommissioning', 'run: retryComissioning'))
      .toMatchInlineSnapshot(`
      [
        "flows/troubleshooting.yaml:60:59: handler 'retryComissioning' is not registered; did you mean 'retryCommissioning'?",
        "flows/troubleshooting.yaml:90:9: handler 'retryComissioning' is not registered; did you mean 'retryCommissioning'?",
        "flows/troubleshooting.yaml:119:9: handler 'retryComissioning' is not registered; did you mean 'retryCommissioning'?",
        "flows/troubleshooting.yaml:148:9: handler 'retryComissioning' is not registered; did you mean 'retryCommissioning'?",
        "flows/troubleshooting.yaml:173:9: handler 'retryComissioning' is not registered; did you mean 'retryCommissioning'?",
        "flows/troubleshooting.yaml:195:9: handler 'retryComissioning' is not registered; did you mean 'retryCommissioning'?",
        "flows/troubleshooting.yaml:223:9: handler 'retryComissioning' is not registered; did you mean 'retryCommissioning'?",
        "flows/troubleshooting.yaml:249:9: handler 'retryComissioning' is not registered; did you mean 'retryCommissioning'?",
        "flows/troubleshooting.yaml:271:9: handler 'retryComissioning' is not registered; did you mean 'retryCommissioning'?",
        "flows/troubleshooting.yaml:299:9: handler 'retryComissioning' is not registered; did you mean 'retryCommissioning'?",
        "flows/troubleshooting.yaml:325:9: handler 'retryComissioning' is not registered; did you mean 'retryCommissioning'?",
        "flows/troubleshooting.yaml:345:9: handler 'retryComissioning' is not registered; did you mean 'retryCommissioning'?",
        "flows/troubleshooting.yaml:366:9: handler 'retryComissioning' is not registered; did you mean 'retryCommissioning'?",
        "flows/troubleshooting.yaml:387:9: handler 'retryComissioning' is not registered; did you mean 'retryCommissioning'?",
        "flows/troubleshooting.yaml:413:9: handler 'retryComissioning' is not registered; did you mean 'retryCommissioning'?",
        "flows/troubleshooting.yaml:432:9: handler 'retryComissioning' is not registered; did you mean 'retryCommissioning'?",
        "flows/troubleshooting.yaml:452:9: handler 'retryComissioning' is not registered; did you mean 'retryCommissioning'?",
        "flows/troubleshooting.yaml:473:9: handler 'retryComissioning' is not registered; did you mean 'retryCommissioning'?",
        "flows/troubleshooting.yaml:494:9: handler 'retryComissioning' is not registered; did you mean 'retryCommissioning'?",
        "flows/troubleshooting.yaml:520:9: handler 'retryComissioning' is not registered; did you mean 'retryCommissioning'?",
        "flows/troubleshooting.yaml:539:9: handler 'retryComissioning' is not registered; did you mean 'retryCommissioning'?",
        "flows/troubleshooting.yaml:560:9: handler 'retryComissioning' is not registered; did you mean 'retryCommissioning'?",
        "flows/troubleshooting.yaml:581:9: handler 'retryComissioning' is not registered; did you mean 'retryCommissioning'?",
        "flows/troubleshooting.yaml:602:9: handler 'retryComissioning' is not registered; did you mean 'retryCommissioning'?",
        "flows/troubleshooting.yaml:628:9: handler 'retryComissioning' is not registered; did you mean 'retryCommissioning'?",
        "flows/troubleshooting.yaml:645:9: handler 'retryComissioning' is not registered; did you mean 'retryCommissioning'?",
        "flows/troubleshooting.yaml:669:9: handler 'retryComissioning' is not registered; did you mean 'retryCommissioning'?",
        "flows/troubleshooting.yaml:690:9: handler 'retryComissioning' is not registered; did you mean 'retryCommissioning'?",
        "flows/troubleshooting.yaml:716:9: handler 'retryComissioning' is not registered; did you mean 'retryCommissioning'?",
      ]
    `);
  });
  it('3. an unknown screen kind', () => {
    expect(mistake('flows/app.yaml', 'screen: checklist', 'screen: checklst')).toMatchInlineSnapshot(`
      [
        "flows/app.yaml:45:13: unknown screen kind 'checklst'; did you mean 'checklist'?",
      ]
    `);
  });
  it('4. an outcome with nowhere to go', () => {
    expect(mistake('flows/app.yaml', '    on:\n      done: /commission/1\n', '')).toMatchInlineSnapshot(`
      [
        "flows/app.yaml:44:5: outcome 'done' is not mapped in 'on'",
      ]
    `);
  });
  it('5. an outcome the screen never produces', () => {
    expect(
      mistake(
        'flows/app.yaml',
        '      done: /commission/1\n',
        '      done: /commission/1\n      finished: /commission/1\n',
      ),
    ).toMatchInlineSnapshot(`
      [
        "flows/app.yaml:54:17: outcome 'finished' is never produced here (known: done)",
      ]
    `);
  });
  it('6. a YAML syntax error', () => {
    expect(mistake('flows/app.yaml', 'title: training.title', 'title: [training.title')).toMatchInlineSnapshot(`
      [
        "flows/app.yaml:49:5: YAML syntax error: Flow sequence in block collection must be sufficiently indented and end with a ]",
      ]
    `);
  });
  it('7. a path declared twice', () => {
    expect(mistake('flows/app.yaml', '  - path: /confirm-training', '  - path: /welcome')).toMatchInlineSnapshot(`
      [
        "flows/app.yaml:44:11: path '/welcome' is already declared in flows/app.yaml:27",
        "flows/app.yaml:36:13: route '/confirm-training' does not exist",
        "flows/commission-run.yaml:129:76: route '/confirm-training' does not exist",
        "flows/commission-unit.yaml:179:21: route '/confirm-training' does not exist",
      ]
    `);
  });
  it('8. a key the flow format does not know', () => {
    expect(mistake('flows/app.yaml', 'title: training.title', 'titel: training.title')).toMatchInlineSnapshot(`
      [
        "flows/app.yaml:44:5: unknown key 'titel' in item 3 of 'routes'",
      ]
    `);
  });
  it('9. a title key in no language', () => {
    expect(mistake('flows/app.yaml', 'title: training.title', 'title: training.titel')).toMatchInlineSnapshot(`
      [
        "flows/app.yaml:48:12: text key 'training.titel' is missing from locales/en and every other language",
      ]
    `);
  });

  it('9b. a part the info kind does not know', () => {
    expect(mistake('flows/commission-run.yaml', '{ part: celebration }', '{ part: celebraton }'))
      .toMatchInlineSnapshot(`
        [
          "flows/commission-run.yaml:144:17: part 'celebraton' is not registered; did you mean 'celebration'?",
        ]
      `);
  });
  it('9c. a part on a screen that shows its own', () => {
    expect(mistake('flows/app.yaml', '    body: [training.intro]', '    body: [training.intro, { part: resumeJob }]'))
      .toMatchInlineSnapshot(`
        [
          "flows/app.yaml:49:28: only an 'info' step may hold a part; 'checklist' shows its own",
        ]
      `);
  });
  it('9d. an intro note in no language', () => {
    expect(mistake('flows/app.yaml', 'welcome.intro.feedback,', 'welcome.intro.feedbak,')).toMatchInlineSnapshot(`
      [
        "flows/app.yaml:38:40: text key 'welcome.intro.feedbak' is missing from locales/en and every other language",
      ]
    `);
  });

  // ---- the troubleshooting table ----
  it('10. an unknown key under when (codes: matched everything before)', () => {
    expect(mistake('flows/troubleshooting-table.yaml', '{ code: [nooutput],', '{ codes: [nooutput],'))
      .toMatchInlineSnapshot(`
      [
        "flows/troubleshooting-table.yaml:30:20: unknown key 'codes' in 'when'; did you mean 'code'?",
      ]
    `);
  });
  it('11. an unknown error code', () => {
    expect(
      mistake(
        'flows/troubleshooting-table.yaml',
        '[unknown, nogrid], generation: [gen1, gen2], country: [AU, NZ]',
        '[unkown, nogrid], generation: [gen1, gen2], country: [AU, NZ]',
      ),
    ).toMatchInlineSnapshot(`
      [
        "flows/troubleshooting-table.yaml:40:20: unknown code "unkown" in item 1 of 'code'; did you mean 'unknown'? (known: unknown, swapped, nogrid, reverse, nosolar, configfail, trip, wrongct, novoltage, nooutput, phaseswap, timeout)",
      ]
    `);
  });
  it('12. an unknown generation', () => {
    expect(
      mistake(
        'flows/troubleshooting-table.yaml',
        '{ code: [phaseswap], generation: [gen2], country: [AU, NZ] }',
        '{ code: [phaseswap], generation: [gen3], country: [AU, NZ] }',
      ),
    ).toMatchInlineSnapshot(`
      [
        "flows/troubleshooting-table.yaml:24:45: unknown generation "gen3" in item 1 of 'generation'; did you mean 'gen1'? (known: gen1, gen2)",
      ]
    `);
  });
  it('13. an unknown country', () => {
    expect(mistake('flows/troubleshooting-table.yaml', 'country: [AU, NZ, GB, DE] }', 'country: [AU, NZ, GB, USA] }'))
      .toMatchInlineSnapshot(`
      [
        "flows/troubleshooting-table.yaml:30:79: unknown country "USA" in item 4 of 'country'; did you mean 'US'? (known: AU, NZ, GB, DE, US)",
      ]
    `);
  });
  it('14. a catch-all row that does not say default: true', () => {
    expect(mistake('flows/troubleshooting-table.yaml', '  - default: true\n    go: default', '  - go: default'))
      .toMatchInlineSnapshot(`
      [
        "flows/troubleshooting-table.yaml:52:5: a row with no 'when' matches everything: say 'default: true' if that is meant",
        "flows/troubleshooting-table.yaml:52:5: the last row must be the catch-all 'default: true' row, so that every failure opens a page",
      ]
    `);
  });
  it('15. two rows that claim the same cell', () => {
    expect(
      mistake(
        'flows/troubleshooting-table.yaml',
        '{ code: [wrongct, swapped], generation: [gen1, gen2], country: [AU, NZ] }',
        '{ code: [wrongct, swapped, reverse], generation: [gen1, gen2], country: [AU, NZ] }',
      ),
    ).toMatchInlineSnapshot(`
      [
        "flows/troubleshooting-table.yaml:46:5: rows at lines 34 and 46 both match reverse × gen1 × AU; make the rows exclusive so that each cell has exactly one page",
        "flows/troubleshooting-table.yaml:46:5: rows at lines 34 and 46 both match reverse × gen2 × AU; make the rows exclusive so that each cell has exactly one page",
        "flows/troubleshooting-table.yaml:46:5: rows at lines 34 and 46 both match reverse × gen1 × NZ; make the rows exclusive so that each cell has exactly one page",
        "flows/troubleshooting-table.yaml:46:5: rows at lines 34 and 46 both match reverse × gen2 × NZ; make the rows exclusive so that each cell has exactly one page",
      ]
    `);
  });
  it('16. a row after the default row', () => {
    expect(
      mistake(
        'flows/troubleshooting-table.yaml',
        '    go: default',
        '    go: default\n  - when: { code: [trip] }\n    go: /commission/error/low-generation',
      ),
    ).toMatchInlineSnapshot(`
      [
        "flows/troubleshooting-table.yaml:54:5: this row can never match: the default row at line 52 catches everything before it",
        "flows/troubleshooting-table.yaml:54:5: the last row must be the catch-all 'default: true' row, so that every failure opens a page",
      ]
    `);
  });
  it('17. a misspelt page in the table', () => {
    expect(
      mistake(
        'flows/troubleshooting-table.yaml',
        'go: /commission/error/low-generation',
        'go: /commission/error/low-generaton',
      ),
    ).toMatchInlineSnapshot(`
      [
        "flows/troubleshooting-table.yaml:31:9: route '/commission/error/low-generaton' does not exist; did you mean '/commission/error/low-generation'?",
        "flows/troubleshooting.yaml:696:11: route '/commission/error/low-generation' cannot be reached: no flow leads to it (mark it 'entry: true' if it is opened from outside)",
      ]
    `);
  });

  // ---- words ----
  it('18. a JSON syntax error in a locale file', () => {
    expect(mistake('locales/de/training.json', '"title": "Bevor Sie beginnen",', '"title": "Bevor Sie beginnen"'))
      .toMatchInlineSnapshot(`
      [
        "locales/de/training.json:3:3: JSON syntax error: Expected ',' or '}' after property value",
      ]
    `);
  });
  it('19. a text key used only in code, in no language', () => {
    expect(mistake('src/zzMistake.ts', null, "export const key = 'error.unknwn';\n")).toMatchInlineSnapshot(`
      [
        "src/zzMistake.ts:1:21: text key 'error.unknwn' for the code is missing from locales/en and every other language",
      ]
    `);
  });
  it('20. a key a flow uses that only German has', () => {
    const en = JSON.parse(readFileSync(join(root, 'locales/en/training.json'), 'utf8')) as Record<string, unknown>;
    delete en.intro;
    expect(mistake('locales/en/training.json', null, JSON.stringify(en, null, 2))).toMatchInlineSnapshot(`
      [
        "flows/app.yaml:49:12: text key 'training.intro' is only in locales/de; English is every language's fallback, add it to locales/en",
        "locales/de/training.json:3:12: 'training.intro' is only in locales/de; add it to locales/en (the fallback) or remove it",
      ]
    `);
  });
  it('21. a key only in German that nothing uses', () => {
    expect(
      mistake(
        'locales/de/training.json',
        '"title": "Bevor Sie beginnen",',
        '"title": "Bevor Sie beginnen",\n  "titel": "Bevor Sie beginnen",',
      ),
    ).toMatchInlineSnapshot(`
      [
        "locales/de/training.json:3:12: 'training.titel' is only in locales/de; add it to locales/en (the fallback) or remove it",
      ]
    `);
  });
  it('22. a placeholder renamed in one language', () => {
    expect(mistake('locales/de/failure.json', '{{conName}}', '{{conname}}')).toMatchInlineSnapshot(`
      [
        "locales/de/failure.json:4:19: 'failure.novoltage_au' uses {{conname}} but locales/en uses {{conName}}; a renamed placeholder shows raw on screen",
      ]
    `);
  });
  it('23. a key inside props whose name does not end in Text', () => {
    expect(mistake('flows/app.yaml', 'items: [training.items.owner,', 'items: [training.items.ower,'))
      .toMatchInlineSnapshot(`
        [
          "flows/app.yaml:51:15: text key 'training.items.ower' is missing from locales/en and every other language",
        ]
      `);
  });
  it('24. a plural text without all of its forms', () => {
    expect(
      mistake(
        'locales/de/training.json',
        '"title": "Bevor Sie beginnen",',
        '"title": "Bevor Sie beginnen",\n  "checked_other": "{{count}} Punkte",',
        [
          'locales/en/training.json',
          '"title":',
          '"checked_one": "{{count}} item",\n  "checked_other": "{{count}} items",\n  "title":',
        ],
      ),
    ).toMatchInlineSnapshot(`
      [
        "locales/de/training.json:3:20: 'training.checked' needs the plural forms one, other in locales/de; missing: one",
      ]
    `);
  });

  it('25. a guide step that types its own number', () => {
    expect(
      mistake(
        'locales/de/troubleshooting.json',
        '"heading": "Einbaurichtung des Stromwandlers prüfen"',
        '"heading": "Schritt 2 von 3: Einbaurichtung des Stromwandlers prüfen"',
      ),
    ).toMatchInlineSnapshot(`
      [
        "locales/de/troubleshooting.json:44:18: 'troubleshooting.reversedCtAu.step2.heading' types its own step number ("Schritt 2 von 3:"); /commission/error/reversed-ct-au/2 is step 2 of 3 and the screen shows that already, so remove it",
      ]
    `);
  });

  it('26. a country variant that no country uses', () => {
    expect(mistake('locales/en/failure.json', '"trip": "', '"trip_fr": "Le déclencheur",\n  "trip": "'))
      .toMatchInlineSnapshot(`
      [
        "locales/en/failure.json:42:14: 'failure.trip_fr' is a variant '_fr' that no country in content/countries.json uses (known: au, de, nz, uk, us); add the suffix to a country's 'variants' or rename the key",
      ]
    `);
  });
  it('27. a misspelt region in the country list', () => {
    expect(
      mistake(
        'content/countries.json',
        '"US": { "variants": ["us"], "region": "Americas",',
        '"US": { "variants": ["us"], "region": "America",',
      ),
    ).toMatchInlineSnapshot(`
      [
        "content/countries.json:8:43: unknown region "America" in 'region'; did you mean 'Americas'? (known: Oceania, Americas, Europe)",
      ]
    `);
  });

  // ---- forms ----
  it('28. a form field with no label', () => {
    expect(
      mistake(
        'content/forms/signUp.schema.json',
        '"name": { "type": "string" },',
        '"name": { "type": "string" },\n    "phone": { "type": "string" },',
      ),
    ).toMatchInlineSnapshot(`
      [
        "content/forms/signUp.schema.json:7:14: text key 'forms.signUp.fields.phone.label' for the label of field 'phone' is missing from locales/en and every other language",
      ]
    `);
  });
  it('29. a form rule with no error text (ajv English would show)', () => {
    expect(
      mistake(
        'content/forms/signUp.schema.json',
        '"company": { "type": "string" }',
        '"company": { "type": "string", "minLength": 2 }',
      ),
    ).toMatchInlineSnapshot(`
      [
        "content/forms/signUp.schema.json:7:49: text key 'forms.signUp.errors.company.minLength' (or 'forms.signUp.errors.company.default') for the 'minLength' error of field 'company' is missing from locales/en and every other language",
      ]
    `);
  });
  it('30. a JSON syntax error in a form schema', () => {
    expect(
      mistake(
        'content/forms/signUp.schema.json',
        '"company": { "type": "string" },',
        '"company": { "type": "string" }',
      ),
    ).toMatchInlineSnapshot(`
      [
        "content/forms/signUp.schema.json:8:5: JSON syntax error: Expected ',' or '}' after property value",
      ]
    `);
  });
  it('31. a form schema that is not a valid JSON Schema', () => {
    expect(
      mistake('content/forms/signUp.schema.json', '"company": { "type": "string" }', '"company": { "type": "strin" }'),
    ).toMatchInlineSnapshot(`
      [
        "content/forms/signUp.schema.json:7:26: not a valid JSON Schema: 'type' cannot be "strin"; did you mean 'string'?",
      ]
    `);
  });
  it('32. a form that does not exist', () => {
    expect(mistake('flows/account.yaml', 'form: signUp', 'form: signup')).toMatchInlineSnapshot(`
      [
        "flows/account.yaml:19:11: form 'signup' does not exist in content/forms; did you mean 'signUp'?",
      ]
    `);
  });

  it('32a. a form keyword whose code the form screens leave out (anyOf)', () => {
    expect(
      mistake(
        'content/forms/specifications.schema.json',
        '"inverter": { "type": "string", "enum": ["Fronius", "SolarEdge", "SMA", "Other"] }',
        '"inverter": { "anyOf": [{ "type": "string" }, { "type": "number" }] }',
      ),
    ).toMatchInlineSnapshot(`
      [
        "content/forms/specifications.schema.json:8:28: 'anyOf' is not something the app's forms can show: use an enum for a choice, or if/then/else for fields that depend on another",
      ]
    `);
  });
  it('32b. a widget the app does not carry (a date picker)', () => {
    expect(mistake('content/forms/feedback.ui.json', '"ui:widget": "textarea"', '"ui:widget": "date"'))
      .toMatchInlineSnapshot(`
      [
        "content/forms/feedback.ui.json:3:29: the app has no widget 'date' (widgets: kwSize, password, npsScore, radioCards, serial, text, textarea, select, checkbox, checkboxes, radio, hidden, email, uri, updown)",
      ]
    `);
  });
  it('32c. a misspelt custom field', () => {
    expect(
      mistake(
        'content/forms/siteAddress.ui.json',
        '"ui:field": "addressAutocomplete"',
        '"ui:field": "adressAutocomplete"',
      ),
    ).toMatchInlineSnapshot(`
      [
        "content/forms/siteAddress.ui.json:2:28: the app has no field 'adressAutocomplete'; did you mean 'addressAutocomplete'? (fields: addressAutocomplete, phaseWeights, accessList, connectionGroups, ArrayField, BooleanField, FallbackField, NullField, NumberField, ObjectField, OptionalDataControlsField, SchemaField, StringField)",
      ]
    `);
  });

  // ---- content files ----
  it('33. a phone number written as a number', () => {
    expect(mistake('content/contacts.json', '"phone": "+44 20 0000 0000"', '"phone": 44')).toMatchInlineSnapshot(`
      [
        "content/contacts.json:7:26: 'phone' must be a string, not 44",
      ]
    `);
  });
  it('34. a renamed region in the info centre', () => {
    expect(mistake('content/infoCentre.json', '"Americas": {', '"America": {')).toMatchInlineSnapshot(`
      [
        "content/infoCentre.json:4:14: 'regions' is missing 'Americas'",
        "content/infoCentre.json:11:16: unknown key 'America' in 'regions'; did you mean 'Americas'?",
      ]
    `);
  });
  it('35. a misspelt key in a content file', () => {
    expect(mistake('content/contacts.json', '"toBeConfirmed": true', '"toBeConfrimed": true')).toMatchInlineSnapshot(`
      [
        "content/contacts.json:3:20: unknown key 'toBeConfrimed' in the file; did you mean 'toBeConfirmed'?",
      ]
    `);
  });

  // ---- a kind's props against content/schemas/kinds/<kind>.schema.json ----
  it('36. a view row with a format the view does not have, and a misspelt section', () => {
    expect(
      mistake(
        'flows/service-fleet.yaml',
        '{ label: systemInfo.serial, value: serialNumber }',
        '{ label: systemInfo.serial, value: serialNumber, format: kW }',
        ['flows/service-fleet.yaml', '        - part: siteUnits', '        - prat: siteUnits'],
      ),
    ).toMatchInlineSnapshot(`
      [
        "flows/service-fleet.yaml:28:72: unknown format "kW" in 'format'; did you mean 'kw'? (known: text, number, kw, percent, date, dateTime, health, yesNo, wifiIcon)",
        "flows/service-fleet.yaml:35:11: item 3 of 'sections' is missing 'rows'",
        "flows/service-fleet.yaml:35:17: unknown key 'prat' in item 3 of 'sections'; did you mean 'part'?",
      ]
    `);
  });
  it('37. a load handler that is not registered, and a lookup outcome of one with nowhere to go', () => {
    expect(mistake('flows/service-fleet.yaml', 'load: loadSystemInfoView', 'load: loadSystemInfoVeiw'))
      .toMatchInlineSnapshot(`
      [
        "flows/service-fleet.yaml:11:11: handler 'loadSystemInfoVeiw' is not registered; did you mean 'loadSystemInfoView'?",
      ]
    `);
    expect(
      mistake(
        'flows/service-fleet.yaml',
        '      notCommissioned: { error: lookup.notCommissioned }\n    buttons:                                # the report for a unit commissioned earlier',
        '    buttons:                                # the report for a unit commissioned earlier',
      ),
    ).toMatchInlineSnapshot(`
      [
        "flows/service-fleet.yaml:6:5: outcome 'notCommissioned' is not mapped in 'on'",
      ]
    `);
  });
  it('38. a misspelt table, and a results page that no longer leads to the table: its pages cannot be reached', () => {
    const unreachable = (route: string) =>
      expect.stringMatching(new RegExp(`: route '${route}' cannot be reached: no flow leads to it`));
    const misspelt = mistake('flows/commission-run.yaml', '{ table: troubleshooting }', '{ table: troubleshootng }');
    expect(misspelt[0]).toMatchInlineSnapshot(
      `"flows/commission-run.yaml:75:30: table 'troubleshootng' does not exist; did you mean 'troubleshooting'? (known: troubleshooting)"`,
    );
    expect(misspelt).toContainEqual(unreachable('/commission/error/reversed-ct-au/1'));
    // the table is the only way to its pages: no back door makes them reachable
    const unmapped = mistake(
      'flows/commission-run.yaml',
      'troubleshoot: { table: troubleshooting }',
      'troubleshoot: /commission/15',
    );
    expect(unmapped).toContainEqual(unreachable('/commission/error/low-generation'));
    expect(unmapped).toContainEqual(unreachable('/commission/error/no-voltage-au'));
    expect(unmapped.every((p) => p.includes('cannot be reached'))).toBe(true);
  });
  it('39. a misspelt prop on a form step (every kind has its props schema), and guards listed out of the order they run in', () => {
    expect(mistake('flows/service-fleet.yaml', 'validateOnBlur: true', 'validateOnblur: true')).toEqual([
      "flows/service-fleet.yaml:136:23: unknown key 'validateOnblur' in the form step's 'props'; did you mean 'validateOnBlur'?",
    ]);
    expect(
      mistake('flows/service-fleet.yaml', 'requires: [login, serial]', 'requires: [serial, login]'),
    ).toContainEqual(
      expect.stringMatching(
        /^flows\/service-fleet\.yaml:\d+:\d+: guards are checked in the order login, serial, address, runPassed: write requires: \[login, serial\]$/,
      ),
    );
  });
});

describe('a text not yet translated is a warning, not a mistake', () => {
  it('names the key, the build succeeds, and English shows in German', async () => {
    const path = join(root, 'locales/de/training.json');
    const before = readFileSync(path, 'utf8');
    const de = JSON.parse(before) as Record<string, unknown>;
    delete de.intro;
    writeFileSync(path, JSON.stringify(de));
    try {
      const result = compileContent(root, registry);
      expect(result.problems).toEqual([]);
      expect(result.warnings.map(formatProblem)).toEqual([
        expect.stringMatching(
          /^flows\/app\.yaml:\d+:\d+: text key 'training\.intro' is not yet translated in locales\/de; English shows there$/,
        ),
      ]);
      const built = build();
      expect(built.error).toBeUndefined();
      expect(built.warnings.join('\n')).toContain("text key 'training.intro' is not yet translated in locales/de");
      expect(built.warnings.join('\n')).toMatch(/de: \d+\/\d+ texts \(99\.\d%\)/);
      // the words the browser gets: English (always) and the German chunk
      const words = (id: string) =>
        JSON.parse(
          build(id)
            .code!.replace(/^export default /, '')
            .replace(/;$/, ''),
        ) as Record<string, { translation: object }>;
      const i18n = i18next.createInstance();
      await i18n.init({
        resources: { ...words('virtual:locales-rest'), ...words('virtual:locales-rest/de') },
        lng: 'de',
        fallbackLng: 'en',
      });
      expect(i18n.t('training.intro')).toBe(
        JSON.parse(readFileSync(join(root, 'locales/en/training.json'), 'utf8')).intro,
      );
      expect(i18n.t('training.title')).toBe('Bevor Sie beginnen');
    } finally {
      writeFileSync(path, before);
    }
  });
});
