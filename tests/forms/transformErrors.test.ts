// Every error a content form can raise reads as words in each language, never ajv's own text
// ("must match "then" schema"), for the real schemas of content/forms validated by ajv.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { transformErrors } from '../../src/forms/transformErrors.ts';
import { initTestI18n } from '../support/renderScreen.tsx';

const dir = join(process.cwd(), 'content/forms');
const forms = readdirSync(dir)
  .filter((f) => f.endsWith('.schema.json'))
  .map((f) => f.replace('.schema.json', ''));
const schemaOf = (name: string) => JSON.parse(readFileSync(join(dir, `${name}.schema.json`), 'utf8')) as RJSFSchema;

// wrong in every way a schema here can check: missing, wrong type, out of range, bad pattern, not in enum
const badInputs: Record<string, unknown>[] = [
  {},
  { dcSize: 'abc', acSize: -1, inverter: 'Other', email: 'x', trainingCert: 'AB1', country: 'XX', groups: 'x' },
  { dcSize: 0, acSize: 101, inverter: 'Nope', address: 5, latitude: 'n', score: 11 },
];
const AJV_TEXT = /\bmust\b|schema|should/i;

beforeAll(initTestI18n);

describe.each(['en', 'de'])('form errors in %s', (lng) => {
  it.each(forms)('%s: every error is a sentence from the locale files', async (form) => {
    const t = i18next.getFixedT(lng);
    const schema = schemaOf(form);
    let seen = 0;
    for (const data of badInputs) {
      const { errors } = validator.validateFormData(data, schema);
      const shown = transformErrors(form, errors, t);
      seen += shown.length;
      for (const e of shown) {
        expect(e.message, `${form} ${e.name} ${e.property}`).not.toMatch(AJV_TEXT);
        expect(e.message).not.toBe('');
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});

it('drops the "then" wrapper and names the missing inverter brand (specifications, Other)', () => {
  const { errors } = validator.validateFormData(
    { dcSize: 5, acSize: 5, inverter: 'Other' },
    schemaOf('specifications'),
  );
  expect(errors.map((e) => e.name)).toContain('if');
  const shown = transformErrors('specifications', errors, i18next.getFixedT('en'));
  expect(shown.map((e) => e.message)).toEqual(['Please input the inverter brand name']);
});
