// @vitest-environment node
// The one classification of failed calls (src/api/failure.ts): statuses to classes, which server
// words may be shown as they are, and the wait a 429 asks for.
import { describe, expect, it } from 'vitest';
import { classOfStatus, plainText, retryAfterSeconds, serverSaidOf, serverTextOf } from '../../src/api/failure';

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

describe("J-13: the server's own words for the details line", () => {
  it.each([
    ['a JSON message', { message: 'Simulated fault: 500' }, 'Simulated fault: 500'],
    ['JSON data without a message', { error: 'queue full' }, '{"error":"queue full"}'],
    ['a plain-text body', 'Upstream database is read-only', 'Upstream database is read-only'],
    [
      'an HTML error page (its text, not its head or scripts)',
      '<html><head><title>502</title><script>alert(1)</script></head><body><h1>502 Bad Gateway</h1><hr><center>nginx/1.25 &amp; friends</center></body></html>',
      '502 Bad Gateway nginx/1.25 & friends',
    ],
    ['markup in a message, kept as text', { message: '<b>Queue</b> full' }, '<b>Queue</b> full'],
  ])('%s', (_what, body, said) => expect(serverSaidOf(body)).toBe(said));

  it.each([
    ['no body', undefined],
    ['an empty text', '  '],
    ['an empty JSON object', {}],
    ['only a status word', { message: 'Forbidden' }],
    ['only a status line', '503 Service Temporarily Unavailable'],
    ['an HTML page that only names its status', '<html><body><h1>401 Unauthorized</h1></body></html>'],
  ])('nothing for %s', (_what, body) => expect(serverSaidOf(body)).toBeUndefined());

  it('cuts a long text at a word, to one line of at most 200 characters', () => {
    const said = serverSaidOf(`${'word '.repeat(80)}\n\tend`) ?? '';
    expect(said.length).toBeLessThanOrEqual(200);
    expect(said).toMatch(/^word( word)*…$/);
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
