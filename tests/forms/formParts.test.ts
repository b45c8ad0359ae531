// The form screens carry only some of rjsf's fields and widgets (src/compat/rjsfFields.ts,
// rjsfWidgets.ts) and the content checker allows forms only what src/forms/formPartNames.ts lists:
// the list and the code must say the same, or a form the checker passes would fail on the phone.
import { getDefaultRegistry } from '@rjsf/core';
import { getWidget, type RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { builtInFieldNames, builtInWidgetNames, customFieldNames, customWidgetNames } from '../../src/forms/formPartNames.ts';
import { fields, widgets } from '../../src/forms/registries.ts';

// the schema type under which rjsf knows each widget name
const TYPE_OF: Record<string, RJSFSchema> = { checkbox: { type: 'boolean' }, updown: { type: 'number' }, checkboxes: { type: 'array', items: { type: 'string', enum: ['a'] }, uniqueItems: true } };

describe('the form parts a content editor may name', () => {
  it("lists exactly the app's own widgets and fields", () => {
    expect(Object.keys(widgets).sort()).toEqual([...customWidgetNames].sort());
    expect(Object.keys(fields).sort()).toEqual([...customFieldNames].sort());
  });

  it("lists exactly the rjsf fields the form screens carry, and none of the left-out ones is there", () => {
    const carried = Object.keys(getDefaultRegistry().fields).sort();
    expect(carried).toEqual([...builtInFieldNames].sort());
    for (const leftOut of ['AnyOfField', 'OneOfField', 'LayoutGridField', 'LayoutMultiSchemaField', 'CyclicSchemaField']) expect(carried).not.toContain(leftOut);
  });

  it('finds a component for every rjsf widget name it lists', () => {
    const registered = getDefaultRegistry().widgets;
    for (const name of builtInWidgetNames) {
      expect(() => getWidget(TYPE_OF[name] ?? { type: 'string' }, name, registered), name).not.toThrow();
    }
  });

  it('does not carry the date, file, colour and rating widgets', () => {
    const registered = getDefaultRegistry().widgets;
    for (const name of ['date', 'file', 'color', 'alt-date', 'range']) {
      expect(() => getWidget({ type: name === 'range' ? 'number' : 'string' }, name, registered), name).toThrow(/widget/);
    }
  });
});
