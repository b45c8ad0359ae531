// @vitest-environment node
// The one classification of failed calls (src/api/failure.ts): statuses to classes, which server
// words may be shown as they are, and the wait a 429 asks for.
import { describe, expect, it } from 'vitest';
import { classOfStatus, plainText, retryAfterSeconds, serverTextOf } from '../../src/api/failure';

describe('classOfStatus', () => {
  it.each([
    [401, 'sessionEnded'],
    [403, 'forbidden'],
    [404, 'notFound'],
    [429, 'tooMany'],
    [400, 'refused'],
    [409, 'refused'],
    [422, 'refused'],
    [500, 'server'],
    [502, 'server'],
    [503, 'server'],
  ])('%i is %s', (status, cls) => expect(classOfStatus(status)).toBe(cls));
});

describe('server words shown only when they are a short plain sentence', () => {
  it.each([
    ['Serial locked', 'Serial locked'],
    ['Bad gateway', 'Bad gateway'],
    ['  Incorrect email or password ', 'Incorrect email or password'],
  ])('%j is shown as %j', (raw, text) => expect(plainText(raw)).toBe(text));

  it.each([
    ['an HTML page', '<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>'],
    ['JSON text', '{"message":12345}'],
    ['a URL', 'An error has occurred when making request to http://x/v2/commission/meter/1 (code: 0).'],
    ['a stack trace', 'TypeError: x is undefined\n    at foo (bar.js:1:2)'],
    ['a long text', 'word '.repeat(60)],
    ['no words', '503'],
    ['empty', '   '],
  ])('%s is not shown', (_what, raw) => expect(plainText(raw)).toBeUndefined());

  it('reads {message} only when it is plain text', () => {
    expect(serverTextOf({ message: 'Serial locked' })).toBe('Serial locked');
    expect(serverTextOf({ message: 12345 })).toBeUndefined();
    expect(serverTextOf({ error: 'x' })).toBeUndefined();
  });
});

describe('Retry-After', () => {
  it('reads seconds', () => expect(retryAfterSeconds('30')).toBe(30));
  it('reads an HTTP date as the seconds until then', () => {
    const now = Date.parse('2026-11-26T10:00:00Z');
    expect(retryAfterSeconds('Thu, 26 Nov 2026 10:01:00 GMT', now)).toBe(60);
  });
  it('ignores what it cannot read', () => {
    expect(retryAfterSeconds(null)).toBeUndefined();
    expect(retryAfterSeconds('soon')).toBeUndefined();
  });
});
