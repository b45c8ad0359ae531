// @vitest-environment node
// J-13: server message, else data (string as is, else JSON), else the fallback text.
import { describe, expect, it } from 'vitest';
import { apiErrorMessage } from '../../src/api/errorMessage';

const url = 'https://api.example.com/v2/commission/meter/3P_35A_0001';
describe('apiErrorMessage', () => {
  it.each([
    ['the server message', { message: 'Meter locked' }, 'Meter locked'],
    ['text data as is', 'Bad gateway', 'Bad gateway'],
    ['other data as JSON', { error: 'x', code: 7 }, '{"error":"x","code":7}'],
    ['data whose message is empty, as JSON', { message: '' }, '{"message":""}'],
  ])('shows %s', (_n, data, text) => {
    expect(apiErrorMessage(data, url, 500)).toBe(text);
  });

  it.each([undefined, null, ''])('falls back to the exact text for %j', (data) => {
    expect(apiErrorMessage(data, url, 404)).toMatchInlineSnapshot(
      `"An error has occurred when making request to https://api.example.com/v2/commission/meter/3P_35A_0001 (code: 404)."`,
    );
  });
});
