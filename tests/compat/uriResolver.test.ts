// The stand-in for fast-uri (src/compat/uriResolver.ts) resolves and compares URIs as fast-uri does for
// the URIs JSON Schema uses, and rjsf finds a draft 2020-12 `$ref` through it.
import { createRequire } from 'node:module';
import { findSchemaDefinition, type RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import standIn from '../../src/compat/uriResolver.ts';

// the package itself, past the alias the app and the tests resolve 'fast-uri' through
const fastUri = createRequire(import.meta.url)('../../node_modules/fast-uri/index.js') as typeof standIn;

const resolveCases: [string, string][] = [
  ['#', '#/definitions/site'],
  ['#', 'other.json'],
  ['https://example.com/schemas/root.json', 'item.json'],
  ['https://example.com/schemas/root.json', '#/$defs/item'],
  ['https://example.com/schemas/a/b.json', '../c.json'],
  ['https://example.com/schemas/a/b.json', '/top.json#/x'],
  ['https://example.com/schemas/', 'https://other.example/s.json'],
  ['urn:example:root', '#/$defs/x'],
];
const equalCases: [string, string][] = [
  ['https://example.com/schemas/item.json', 'https://example.com/schemas/item.json'],
  ['HTTPS://Example.COM/schemas/item.json', 'https://example.com/schemas/item.json'],
  ['https://example.com:443/item.json', 'https://example.com/item.json'],
  ['https://example.com/a/../item.json', 'https://example.com/item.json'],
  ['https://example.com/item.json', 'https://example.com/other.json'],
  ['item.json', 'item.json'],
  ['item.json', 'other.json'],
];

describe('the URI stand-in for fast-uri', () => {
  it.each(resolveCases)('resolves %s + %s as fast-uri does', (base, ref) => {
    expect(standIn.resolve(base, ref)).toBe(fastUri.resolve(base, ref));
  });

  it.each(equalCases)('compares %s and %s as fast-uri does', (a, b) => {
    expect(standIn.equal(a, b)).toBe(fastUri.equal(a, b));
  });

  it('lets rjsf find an embedded draft 2020-12 schema by its $id', () => {
    const schema = {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: 'https://example.com/schemas/site.json',
      $defs: { address: { $id: 'https://example.com/schemas/address.json', type: 'object', properties: { street: { type: 'string' } } } },
    } as RJSFSchema;
    expect(findSchemaDefinition('address.json', schema)).toMatchObject({ properties: { street: { type: 'string' } } });
  });
});
