// The content checker allows forms only the rjsf fields and widgets src/forms/formPartNames.ts lists,
// and the app's own: the list must name parts rjsf and the app really have, or a form the checker
// passes would fail on the phone.
import { getDefaultRegistry } from '@rjsf/core';
import { getWidget, type RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import {
  builtInFieldNames,
  builtInWidgetNames,
  customFieldNames,
  customWidgetNames,
} from '../../src/forms/formPartNames.ts';
import { fields, widgets } from '../../src/forms/registries.ts';

// the schema type under which rjsf knows each widget name
const TYPE_OF: Record<string, RJSFSchema> = {
  checkbox: { type: 'boolean' },
  updown: { type: 'number' },
  checkboxes: { type: 'array', items: { type: 'string', enum: ['a'] }, uniqueItems: true },
};

describe('the form parts a content editor may name', () => {
  it("lists exactly the app's own widgets and fields", () => {
    expect(Object.keys(widgets).sort()).toEqual([...customWidgetNames].sort());
    expect(Object.keys(fields).sort()).toEqual([...customFieldNames].sort());
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
