// JSON Schema of a flow file (flows/*.yaml). It describes src/engine/types.ts; tests/engine/flowSchema.test.ts
// loads every real flow file against it so the schema and the TypeScript types cannot drift.

import { GUARD_ORDER } from '../engine/types.ts';

const localeKey = { type: 'string', pattern: '^[A-Za-z0-9_]+(\\.[A-Za-z0-9_]+)+$' };
const routeRef = { type: 'string', pattern: '^/' };
const errorTarget = {
  type: 'object',
  additionalProperties: false,
  required: ['error'],
  properties: { error: localeKey, tryAgain: { type: 'boolean' } },
};
const noticeTarget = {
  type: 'object',
  additionalProperties: false,
  required: ['notice'],
  properties: { notice: localeKey, to: routeRef, back: { type: 'boolean' } },
};
const tableTarget = {
  type: 'object',
  additionalProperties: false,
  required: ['table'],
  properties: { table: { type: 'string' } },
};
const target = { oneOf: [routeRef, errorTarget, noticeTarget, tableTarget] };
const outcomeMap = { type: 'object', additionalProperties: target };

const bodyBlock = {
  oneOf: [
    localeKey,
    { type: 'object', additionalProperties: false, required: ['p'], properties: { p: localeKey } },
    { type: 'object', additionalProperties: false, required: ['warning'], properties: { warning: localeKey } },
    { type: 'object', additionalProperties: false, required: ['heading'], properties: { heading: localeKey } },
    { type: 'object', additionalProperties: false, required: ['note'], properties: { note: localeKey } },
    {
      type: 'object',
      additionalProperties: false,
      required: ['list'],
      properties: { list: { type: 'array', items: localeKey, minItems: 1 } },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['steps'],
      properties: { steps: { type: 'array', items: localeKey, minItems: 1 } },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['part'],
      properties: { part: { type: 'string' }, when: { type: 'string' }, with: { type: 'object' } },
    },
  ],
};

const button = {
  type: 'object',
  additionalProperties: false,
  required: ['text'],
  properties: {
    text: localeKey,
    to: routeRef,
    run: { type: 'string' },
    on: outcomeMap,
    href: { type: 'string', pattern: '^https?://' },
    back: { oneOf: [{ type: 'boolean' }, { const: 'from' }] },
    intro: { type: 'array', items: localeKey, minItems: 1 },
    when: { type: 'string' },
    whenFailed: { const: true },
    variant: { enum: ['primary', 'secondary', 'link'] },
  },
};

/** One step of `routes:`; its `props` are checked against the kind's own schema (checks/kindProps.ts). */
export const flowStepSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['path', 'screen', 'requires'],
  properties: {
    path: { type: 'string', pattern: '^/[A-Za-z0-9_\\-/:]*$' },
    screen: { type: 'string' },
    requires: { type: 'array', items: { enum: [...GUARD_ORDER] }, uniqueItems: true },
    role: { enum: ['Commissioner', 'Provider'] },
    loggedInRedirect: routeRef,
    entry: { type: 'boolean' },
    publicIf: { type: 'string', pattern: '^[A-Za-z0-9_]+=[A-Za-z0-9_]+$' },
    progress: { type: 'number', minimum: 0, maximum: 100 },
    wifiIcon: { type: 'boolean' },
    fromError: routeRef,
    resumesJob: { type: 'boolean' },
    load: { type: 'string' },
    run: { type: 'string' },
    on: outcomeMap,
    title: localeKey,
    body: { type: 'array', items: bodyBlock },
    buttons: { type: 'array', items: button },
    form: { type: 'string', pattern: '^[a-z][A-Za-z0-9-]*$' },
    props: { type: 'object' },
  },
};

const shellLink = {
  type: 'object',
  additionalProperties: false,
  required: ['text'],
  properties: {
    text: localeKey,
    to: routeRef,
    href: { type: 'string', pattern: '^https?://' },
    loggedInOnly: { type: 'boolean' },
    action: { enum: ['logout'] },
  },
};

export const flowFileSchema = {
  $id: 'https://solshare.local/flow-file.json',
  type: 'object',
  additionalProperties: false,
  properties: {
    guards: {
      type: 'object',
      additionalProperties: false,
      required: ['login', 'serial', 'address'],
      properties: { login: routeRef, serial: routeRef, address: routeRef, runPassed: routeRef },
    },
    start: routeRef,
    drawer: { type: 'array', items: shellLink },
    topBar: {
      type: 'object',
      additionalProperties: false,
      required: ['contact', 'feedback'],
      properties: { contact: routeRef, feedback: routeRef },
    },
    routes: { type: 'array', items: flowStepSchema },
  },
} as const;
