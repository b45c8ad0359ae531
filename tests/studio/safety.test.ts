// @vitest-environment node
// What the studio may write and who may ask: only existing files under flows/, content/ and
// locales/ (no .., absolute paths or links out), only from its own origin with the session token.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveEditable } from '../../scripts/studio/paths.ts';
import { apiRefusal } from '../../scripts/studio/security.ts';

const root = mkdtempSync(join(tmpdir(), 'studio-paths-'));
for (const dir of ['flows', 'content', 'locales/de', 'src', 'dist']) mkdirSync(join(root, dir), { recursive: true });
writeFileSync(join(root, 'content/contacts.json'), '{}');
writeFileSync(join(root, 'src/secret.json'), '{}');
writeFileSync(join(root, 'dist/config.json'), '{}');
symlinkSync(join(root, 'src/secret.json'), join(root, 'content/link.json'));
symlinkSync(join(root, 'src'), join(root, 'locales/de/src'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('resolveEditable', () => {
  it('accepts an existing file under content/', () => {
    expect(resolveEditable(root, 'content/contacts.json')).toMatchObject({ ok: true, file: 'content/contacts.json' });
  });
  it.each([
    ['../outside.json', "'..'"],
    ['content/../src/secret.json', "'..'"],
    ['/etc/passwd', 'absolute'],
    ['dist/config.json', 'only files under'],
    ['src/secret.json', 'only files under'],
    ['content/link.json', 'a link'],
    ['locales/de/src/secret.json', 'a link'],
    ['content/none.json', 'no such file'],
    ['content/contacts.js', 'only .json and .yaml'],
  ])('refuses %s', (path, reason) => {
    const result = resolveEditable(root, path);
    expect(result.ok).toBe(false);
    expect((result as { reason: string }).reason).toContain(reason);
  });
  it('refuses an absolute path even when it points inside', () => {
    expect(resolveEditable(root, join(root, 'content/contacts.json')).ok).toBe(false);
  });
});

describe('apiRefusal', () => {
  const gate = { token: 'a'.repeat(43), port: 4451 };
  const req = (headers: Record<string, string>, method = 'POST') =>
    ({ method, headers: { host: '127.0.0.1:4451', ...headers } }) as unknown as IncomingMessage;
  it('lets the studio page in', () => {
    expect(apiRefusal(req({ origin: 'http://127.0.0.1:4451', 'x-studio-token': gate.token }), gate)).toBeUndefined();
  });
  it('refuses another origin even with the token', () => {
    expect(apiRefusal(req({ origin: 'http://evil.example', 'x-studio-token': gate.token }), gate)).toBe('other origin');
  });
  it('refuses a write without an Origin', () => {
    expect(apiRefusal(req({ 'x-studio-token': gate.token }), gate)).toBe('other origin');
  });
  it('refuses a missing or wrong token', () => {
    expect(apiRefusal(req({ origin: 'http://127.0.0.1:4451' }), gate)).toContain('token');
    expect(apiRefusal(req({ origin: 'http://127.0.0.1:4451', 'x-studio-token': 'b'.repeat(43) }), gate)).toContain(
      'token',
    );
  });
  it('refuses another host name (DNS rebinding)', () => {
    expect(
      apiRefusal(
        req({ host: 'evil.example:4451', origin: 'http://127.0.0.1:4451', 'x-studio-token': gate.token }),
        gate,
      ),
    ).toBe('unknown host');
  });
});
