// @vitest-environment node
// No rule is tested while a twin of it runs in the app: every export of src/ is used by a non-test
// file (src/, scripts/, simulator/ or a root config), or is listed here with why it is kept. A test
// that calls an export no live code calls is testing something the app does not do. A use through a
// module that re-exports another whole (`export * from`) counts for the module that declares the name;
// the re-export alone counts for nothing, so a twin behind rules/index.ts is found.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { unusedExports } from '../support/exportUses.ts';

/** Exports only tests use, each kept for a reason; the list must not grow without one. */
const KEPT: Record<string, string> = {
  'src/api/errorReporting.ts#resetErrorReportingForTests':
    'the module reports an error once per page; tests start each case afresh',
  'src/photos/unitPhotos.ts#liveImageUrls':
    'tests count the object URLs a screen holds through it; in the browser the memory bench counts them at URL.createObjectURL',
  'src/screens/fleet/useFleetList.ts#forgetFleetList':
    "the fleet's pages are kept in memory per user (the query key names them); tests open the screen as after a fresh start",
  'src/screens/view/formats.tsx#FORMAT_NAMES':
    "the view schema's format enum is held to the formats the screen draws (tests/view/formats.test.ts)",
  'src/screens/view/parts.tsx#PART_NAMES':
    "the view schema's part enum is held to the parts the screen draws (tests/view/formats.test.ts)",
};

/** Generated files export what their generator writes, used or not. */
const GENERATED = (file: string) => file === 'src/api/schema.d.ts' || file.endsWith('.generated.ts');

it('every export of src/ is used by a non-test file, or says why it is kept', () => {
  expect(unusedExports(GENERATED)).toEqual(Object.keys(KEPT).sort());
});

it('the finder sees an export no one uses (it would catch a new one)', () => {
  // KEPT entries are found by the same reading: were they used, the test above would fail on them
  expect(unusedExports(GENERATED)).toContain('src/screens/view/parts.tsx#PART_NAMES');
});

it('a rule copied into a screen, its original then called only by tests, fails the check: re-exports are followed', () => {
  // the 22 kW warning as it once was: the widget's own comparison, the rule reached only through rules/index.ts
  const widget = readFileSync('src/screens/config/kwSize.ts', 'utf8');
  const twin = widget
    .replace(/^import \{ exceedsWarning \} from [^\n]*\n/m, 'const LARGE_SYSTEM_KW = 22;\n')
    .replace('exceedsWarning(value)', 'value > LARGE_SYSTEM_KW');
  expect(twin).not.toContain('exceedsWarning');
  expect(unusedExports(GENERATED, { 'src/screens/config/kwSize.ts': twin })).toContain(
    'src/handlers/rules/validation.ts#exceedsWarning',
  );
  expect(unusedExports(GENERATED)).not.toContain('src/handlers/rules/validation.ts#exceedsWarning');
});
