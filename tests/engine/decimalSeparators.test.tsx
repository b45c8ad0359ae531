// Each language's words say how it writes a decimal (common.decimalSeparator); the build checks it
// against Intl, and the app (its number boxes and the forms' number fields) reads it from there.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { checkDecimalSeparators } from '../../src/checker/checks/decimalSeparators.ts';
import { initI18n } from '../../src/i18n.ts';
import LocalNumberField from '../../src/forms/widgets/LocalNumberField.tsx';

function locales(texts: Record<string, Record<string, string>>) {
  return {
    languages: Object.keys(texts),
    texts: Object.fromEntries(Object.entries(texts).map(([lang, t]) => [lang, new Map(Object.entries(t))])),
    locate: (lang: string) => ({ file: `locales/${lang}/common.json`, line: 2, column: 3, message: '' as const }),
  };
}

const schema: RJSFSchema = { type: 'object', properties: { size: { type: 'number', title: 'Size' } } };

function numberForm(onChange: (value: unknown) => void) {
  return render(
    <I18nextProvider i18n={i18next}>
      <Form
        schema={schema}
        validator={validator}
        fields={{ NumberField: LocalNumberField }} // as the form screen hands it
        onChange={(e) => onChange((e.formData as { size?: unknown }).size)}
      />
    </I18nextProvider>,
  );
}

afterEach(cleanup);
// German's words are imported once here, not inside a test's budget (seconds on a busy machine)
beforeAll(() => initI18n('de'));

describe('the decimal separator in the words', () => {
  it('passes when each language writes the separator Intl knows for it', () => {
    expect(
      checkDecimalSeparators(
        locales({ en: { 'common.decimalSeparator': '.' }, de: { 'common.decimalSeparator': ',' } }),
      ),
    ).toEqual([]);
  });

  it('names the file and says what to write when a language lacks it or has the wrong one', () => {
    const problems = checkDecimalSeparators(
      locales({ en: { 'common.decimalSeparator': '.' }, de: { 'common.decimalSeparator': '.' }, fr: {} }),
    );
    expect(problems.map((p) => `${p.file}: ${p.message}`)).toEqual([
      `locales/de/common.json: 'common.decimalSeparator' is "." in de, but de writes decimals with ","`,
      `locales/fr/common.json: 'common.decimalSeparator' is missing in fr: write ",", the decimal separator of fr, so typed numbers are read right`,
    ]);
  });

  it("a form's number field reads a German comma on an English phone as the decimal point", async () => {
    await initI18n('de');
    expect(navigator.languages[0]).toMatch(/^en/); // the test's "phone" is English
    let value: unknown;
    numberForm((v) => {
      value = v;
    });
    const box = screen.getByLabelText('Size');
    expect(box).toHaveAttribute('type', 'text'); // a browser's number box would refuse the comma
    fireEvent.change(box, { target: { value: '10,5' } });
    expect(value).toBe(10.5);
    expect(box).toHaveValue('10,5');
    fireEvent.change(box, { target: { value: '10,5x' } });
    expect(value).toBe('10.5x'); // not a number: left for the schema to refuse
  });

  it("a form's number field in English reads a point", async () => {
    await initI18n('en');
    let value: unknown;
    numberForm((v) => {
      value = v;
    });
    fireEvent.change(screen.getByLabelText('Size'), { target: { value: '7.25' } });
    expect(value).toBe(7.25);
  });
});
