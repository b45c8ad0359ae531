// The editors' notes in content/*.json stay in the files and out of the phones' code.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withoutComments } from '../../src/build/contentCommentsPlugin.ts';

describe('content notes at build', () => {
  it('drops every $comment key, at any depth, and keeps every other field as it was', () => {
    const json = '{"$comment":"top","a":{"$comment":"inner","b":[1,{"$comment":"deep","c":"x"}]},"d":true}';
    expect(JSON.parse(withoutComments(json))).toEqual({ a: { b: [1, { c: 'x' }] }, d: true });
  });

  it('leaves the countries file with the same countries and no note', () => {
    const built = JSON.parse(withoutComments(readFileSync('content/countries.json', 'utf8'))) as Record<
      string,
      unknown
    >;
    const written = JSON.parse(readFileSync('content/countries.json', 'utf8')) as Record<string, unknown>;
    expect(written.$comment).toEqual(expect.any(String));
    expect(built.$comment).toBeUndefined();
    expect(built.countries).toEqual(written.countries);
  });
});
