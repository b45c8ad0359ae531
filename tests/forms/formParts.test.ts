// The content checker allows forms only the rjsf fields and widgets src/forms/formPartNames.ts lists,
// and the app's own: the list must name parts rjsf and the app really have, or a form the checker
// passes would fail on the phone. A form's module (virtual:forms/<name>) brings the app's own parts
// its UI schema names, from the file their name gives (src/build/formsPlugin.ts).
import { getDefaultRegistry } from '@rjsf/core';
import { getWidget, type RJSFSchema } from '@rjsf/utils';
import { describe, expect, it, vi } from 'vitest';
import {
  builtInFieldNames,
  builtInWidgetNames,
  customFieldNames,
  customWidgetNames,
} from '../../src/forms/formPartNames.ts';
import { readdirSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import forms from 'virtual:forms';
import { asksFormCheck, formPartFile } from '../../src/build/formsPlugin.ts';
import SerialWidget from '../../src/forms/widgets/SerialWidget.tsx';
import PasswordWidget from '../../src/forms/widgets/PasswordWidget.tsx';

// the schema type under which rjsf knows each widget name
const TYPE_OF: Record<string, RJSFSchema> = {
  checkbox: { type: 'boolean' },
  updown: { type: 'number' },
  checkboxes: { type: 'array', items: { type: 'string', enum: ['a'] }, uniqueItems: true },
};

describe('the form parts a content editor may name', () => {
  it("lists exactly the app's own widgets and fields, each a component in the file its name gives", async () => {
    const files = [
      ...customWidgetNames.map((name) => formPartFile('.', 'widget', name)),
      ...customFieldNames.map((name) => formPartFile('.', 'field', name)),
    ];
    for (const file of files)
      expect(typeof ((await import(/* @vite-ignore */ resolve(file))) as { default: unknown }).default, file).toBe(
        'function',
      );
    // rjsf's number field in the UI language's decimals is every form's, not one a form names
    const partFiles = readdirSync('src/forms/widgets').filter(
      (f) => /(Widget|Field)\.tsx$/.test(f) && f !== 'LocalNumberField.tsx',
    );
    expect(partFiles.sort()).toEqual(files.map((f) => basename(f)).sort());
  });

  it('brings a form the parts its UI schema names and the checks they ask, and no other', async () => {
    const serial = await forms.serial();
    expect(serial.widgets).toEqual({ serial: SerialWidget });
    expect(serial.fields).toEqual({});
    const errors = { serial: { addError: vi.fn() } };
    serial.checks[0]('serial')({ serial: '3P--35A-0001' }, errors as never, {});
    expect(errors.serial.addError).toHaveBeenCalledTimes(1); // L-16: the serial widget's own check

    const signUp = await forms.signUp(); // two password boxes: one widget, its check asked once
    expect(signUp.widgets).toEqual({ password: PasswordWidget });
    expect(signUp.checks).toHaveLength(1);
    expect((await forms.deliveryMethod()).checks).toEqual([]); // cards: no check of their own
  });

  it("finds a part's check however its module exports it, and no other name", () => {
    expect(asksFormCheck('export function formCheck(form: string) {}')).toBe(true);
    expect(asksFormCheck('export const formCheck = (form: string) => check;')).toBe(true);
    expect(asksFormCheck("export { groupsCheck as formCheck } from './rules.ts';")).toBe(true);
    expect(asksFormCheck('function formCheck() {}\nexport { formCheck };')).toBe(true);
    expect(asksFormCheck('function formCheck() {}\nexport { Widget, formCheck, other };')).toBe(true);
    expect(asksFormCheck('function formCheck() {}\nexport { formCheck as default };')).toBe(false);
    expect(asksFormCheck('export function formChecker() {}\nexport { formChecks };')).toBe(false);
    expect(asksFormCheck('const formCheck = 1; // not exported')).toBe(false);
  });

  it('lists only rjsf fields that rjsf has, and none of the untried multi-schema ones', () => {
    const known = Object.keys(getDefaultRegistry().fields);
    for (const name of builtInFieldNames) expect(known, name).toContain(name);
    for (const untried of ['AnyOfField', 'OneOfField', 'LayoutGridField', 'LayoutMultiSchemaField'])
      expect(builtInFieldNames as readonly string[]).not.toContain(untried);
  });

  it('finds a component for every rjsf widget name it lists', () => {
    const registered = getDefaultRegistry().widgets;
    for (const name of builtInWidgetNames) {
      expect(() => getWidget(TYPE_OF[name] ?? { type: 'string' }, name, registered), name).not.toThrow();
    }
  });

  it('does not allow the untried date, file, colour and range widgets', () => {
    for (const name of ['date', 'file', 'color', 'alt-date', 'range'])
      expect(builtInWidgetNames as readonly string[]).not.toContain(name);
  });
});
