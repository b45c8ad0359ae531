// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pickLanguage } from '../../src/config/pickLanguage.ts';

describe('pickLanguage', () => {
  it.each([
    [['en', 'de'], ['de-DE', 'en'], 'de'],
    [['en', 'de'], ['fr-FR', 'en-AU'], 'en'],
    [['en'], ['de-DE'], 'en'],
    [['de', 'en'], [], 'de'],
  ])('offers %j to a phone preferring %j: %s', (offered, preferred, expected) => {
    expect(pickLanguage(offered, preferred)).toBe(expected);
  });
});
