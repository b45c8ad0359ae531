// @vitest-environment node
// The team's side of the studio, through its HTTP API (in-process, with the real checker) on a copy
// of the repository whose remote is a local bare repository: a text's history from git, going back
// to older words through the checks, commits onto the studio's own branch, publishing that branch
// (twice, refused by the remote, with no remote), and the write API's allow-list and body limit.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyRepository } from '../../e2e/studio-support.ts';
import { handleApi, MAX_BODY } from '../../scripts/studio/api.ts';
import { ChangeChecker } from '../../scripts/studio/checkChange.ts';
import { newSessionToken } from '../../scripts/studio/security.ts';

const DE_FILE = 'locales/de/troubleshooting.json';
/** a save runs the build's checks: seconds on a busy machine, the first one most */
const SLOW = 120_000;
const KEY = 'troubleshooting.phaseToPhaseAu.problem';
const ORIGINAL =
  'Beim Inbetriebnahmetest wurde ein Ausgang gefunden, der an einer anderen Phase angeschlossen ist als konfiguriert. Gemeldete Anschlüsse: {{connections}}';

let copy: ReturnType<typeof copyRepository>;
let bare: string;
let checker: ChangeChecker;
let server: Server;
const gate = { token: newSessionToken(), port: 0 };
let checkedOut: string;

beforeAll(async () => {
  copy = copyRepository();
  checkedOut = copy.git('symbolic-ref', '--short', 'HEAD').trim();
  bare = mkdtempSync(join(tmpdir(), 'studio-remote-'));
  execFileSync('git', ['init', '-q', '--bare', bare]);
  copy.git('remote', 'add', 'origin', bare);
  copy.git('push', '-q', 'origin', `HEAD:refs/heads/${checkedOut}`);
  checker = new ChangeChecker(copy.root);
  server = createServer((req, res) => void handleApi({ root: copy.root, gate, checker }, req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  gate.port = (server.address() as AddressInfo).port;
}, 120_000);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  checker?.close();
  rmSync(copy.root, { recursive: true, force: true });
  rmSync(bare, { recursive: true, force: true });
});

/** A request as the studio page makes it: its origin, its token. */
function api(method: 'GET' | 'POST', path: string, body?: unknown) {
  return new Promise<{ status: number; data: Record<string, unknown> }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: gate.port,
        method,
        path: `/__studio/api/${path}`,
        headers: { origin: `http://127.0.0.1:${gate.port}`, 'x-studio-token': gate.token },
      },
      (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, data: JSON.parse(text) as Record<string, unknown> }));
      },
    );
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

const words = () =>
  (JSON.parse(readFileSync(join(copy.root, DE_FILE), 'utf8')) as { phaseToPhaseAu: { problem: string } }).phaseToPhaseAu
    .problem;
const bareGit = (...args: string[]) => execFileSync('git', ['--git-dir', bare, ...args], { encoding: 'utf8' });
const textChange = (value: string, was: string) => ({ op: 'text', lang: 'de', key: KEY, value, was });

/** A commit made by hand on the checked-out branch, by `author`, with the German words `value`. */
function commitByHand(author: string, value: string) {
  const text = readFileSync(join(copy.root, DE_FILE), 'utf8').replace(JSON.stringify(words()), JSON.stringify(value));
  writeFileSync(join(copy.root, DE_FILE), text);
  copy.git(
    '-c',
    `user.name=${author}`,
    '-c',
    `user.email=${author.split(' ')[0].toLowerCase()}@example.com`,
    'commit',
    '-q',
    '-m',
    `${author}'s words`,
    '--',
    DE_FILE,
  );
}

describe('the history of a text', { timeout: SLOW }, () => {
  beforeAll(() => {
    commitByHand('Ana Editor', 'Version A: Gemeldete Anschlüsse: {{connections}}');
    commitByHand('Ben Editor', 'Version B ohne die Anschlüsse'); // by hand, past the checks: a placeholder lost
    commitByHand('Cem Editor', 'Version C: Gemeldete Anschlüsse: {{connections}}');
  });

  it('lists each commit that changed the text, newest first, with who, when, why and the words before', async () => {
    const answer = await api('GET', `history?lang=de&key=${KEY}`);
    expect(answer.status).toBe(200);
    const versions = answer.data.versions as {
      author: string;
      date: string;
      subject: string;
      before: string | null;
      after: string;
    }[];
    expect(versions.map((v) => [v.author, v.before, v.after])).toEqual([
      ['Cem Editor', 'Version B ohne die Anschlüsse', 'Version C: Gemeldete Anschlüsse: {{connections}}'],
      ['Ben Editor', 'Version A: Gemeldete Anschlüsse: {{connections}}', 'Version B ohne die Anschlüsse'],
      ['Ana Editor', ORIGINAL, 'Version A: Gemeldete Anschlüsse: {{connections}}'],
      ['Studio test', null, ORIGINAL], // the copy's first commit brought the file
    ]);
    expect(versions[0].subject).toBe("Cem Editor's words");
    expect(Date.parse(versions[0].date)).toBeGreaterThan(Date.now() - 10 * 60_000);
  });

  it('going back writes the old words as a new change, shown in the history as saved and not committed', async () => {
    const [, , ana] = (await api('GET', `history?lang=de&key=${KEY}`)).data.versions as { commit: string }[];
    const answer = await api('POST', 'restore', { lang: 'de', key: KEY, commit: ana.commit });
    expect(answer.status).toBe(200);
    expect(words()).toBe('Version A: Gemeldete Anschlüsse: {{connections}}');
    expect(copy.git('diff', '--numstat')).toBe(`1\t1\t${DE_FILE}\n`);
    const [top] = (await api('GET', `history?lang=de&key=${KEY}`)).data.versions as {
      commit?: string;
      after: string;
    }[];
    expect(top).toMatchObject({ after: 'Version A: Gemeldete Anschlüsse: {{connections}}' });
    expect(top.commit).toBeUndefined();
  });

  it('going back to words the checks refuse now writes nothing and says why', async () => {
    const [, ben] = ((await api('GET', `history?lang=de&key=${KEY}`)).data.versions as { commit: string }[]).filter(
      (v) => v.commit,
    );
    const answer = await api('POST', 'restore', { lang: 'de', key: KEY, commit: ben.commit });
    expect(answer.status).toBe(422);
    expect(JSON.stringify(answer.data.findings)).toContain('connections');
    expect(words()).toBe('Version A: Gemeldete Anschlüsse: {{connections}}');
    // back as committed, for the next tests
    expect((await api('POST', 'undo', { file: DE_FILE })).status).toBe(200);
    expect(copy.git('status', '--porcelain')).toBe('');
  });
});

describe('publish for review', { timeout: SLOW }, () => {
  const studioBranch = () => `studio/${checkedOut}`;
  beforeAll(() => copy.git('push', '-q', 'origin', `HEAD:refs/heads/${checkedOut}`)); // the remote has the history's commits

  it('commits onto the studio branch, never the checked-out one, and publishes exactly the changed lines', async () => {
    const head = copy.git('rev-parse', 'HEAD');
    const was = words();
    expect((await api('POST', 'save', { changes: [textChange('Erste Fassung: {{connections}}', was)] })).status).toBe(
      200,
    );
    const commit = await api('POST', 'commit', { message: 'Shorter problem text' });
    expect(commit).toMatchObject({ status: 200, data: { ok: true, branch: studioBranch(), checkedOut } });
    expect(copy.git('rev-parse', 'HEAD')).toBe(head); // the editor's branch did not move
    expect(copy.git('symbolic-ref', '--short', 'HEAD').trim()).toBe(checkedOut);
    expect((await api('GET', 'pending')).data.files).toEqual([]); // committed: nothing pending

    const published = await api('POST', 'publish');
    expect(published).toMatchObject({ status: 200, data: { ok: true, branch: studioBranch(), remote: 'origin' } });
    expect(bareGit('diff', '--numstat', checkedOut, studioBranch())).toBe(`1\t1\t${DE_FILE}\n`);
    const changed = bareGit('diff', '-U0', checkedOut, studioBranch())
      .split('\n')
      .filter((l) => /^[-+] /.test(l));
    expect(changed).toEqual([
      `-    "problem": ${JSON.stringify(was)},`,
      '+    "problem": "Erste Fassung: {{connections}}",',
    ]);
    expect(bareGit('log', '--format=%s', studioBranch())).toMatch(/^Shorter problem text\n/);
  });

  it('a second publish adds its commit to the same branch', async () => {
    const first = bareGit('rev-parse', studioBranch()).trim();
    await api('POST', 'save', { changes: [textChange('Zweite Fassung: {{connections}}', words())] });
    expect((await api('POST', 'commit', { message: 'Second wording' })).status).toBe(200);
    expect((await api('POST', 'publish')).status).toBe(200);
    expect(bareGit('rev-parse', `${studioBranch()}^`).trim()).toBe(first);
    expect(bareGit('log', '--format=%s', `${checkedOut}..${studioBranch()}`)).toBe(
      'Second wording\nShorter problem text\n',
    );
    const state = await api('GET', 'publish');
    expect(state.data).toMatchObject({ branch: studioBranch(), checkedOut, remote: 'origin' });
    expect(state.data.published).toBe(state.data.tip);
  });

  it('a push the remote refuses keeps the commit on the studio branch and says why', async () => {
    const hook = join(bare, 'hooks', 'pre-receive');
    writeFileSync(hook, '#!/bin/sh\necho "Reviews are closed until Monday" >&2\nexit 1\n');
    chmodSync(hook, 0o755);
    try {
      const before = bareGit('rev-parse', studioBranch()).trim();
      await api('POST', 'save', { changes: [textChange('Dritte Fassung: {{connections}}', words())] });
      const commit = await api('POST', 'commit', { message: 'Third wording' });
      const refused = await api('POST', 'publish');
      expect(refused.status).toBe(422);
      expect(refused.data).toMatchObject({
        ok: false,
        code: 'refused',
        branch: studioBranch(),
        commit: commit.data.commit,
      });
      expect(refused.data.reason).toContain('Reviews are closed until Monday');
      expect(refused.data.reason).toContain('pre-receive hook declined');
      expect(bareGit('rev-parse', studioBranch()).trim()).toBe(before);
      expect(copy.git('log', '-1', '--format=%s', studioBranch()).trim()).toBe('Third wording'); // nothing lost
    } finally {
      rmSync(hook);
    }
  });

  it('with no remote configured, publishing says so and the commit stays', async () => {
    copy.git('remote', 'remove', 'origin');
    const answer = await api('POST', 'publish');
    expect(answer.status).toBe(422);
    expect(answer.data).toMatchObject({ code: 'noRemote', branch: studioBranch() });
    expect(answer.data.reason).toContain('no remote');
    expect(copy.git('log', '-1', '--format=%s', studioBranch()).trim()).toBe('Third wording');
    expect((await api('GET', 'publish')).data.remote).toBeUndefined();
  });

  it("the history lists the studio branch's commits too", async () => {
    const versions = (await api('GET', `history?lang=de&key=${KEY}`)).data.versions as { subject?: string }[];
    expect(versions.slice(0, 3).map((v) => v.subject)).toEqual([
      'Third wording',
      'Second wording',
      'Shorter problem text',
    ]);
  });
});

describe('the write API takes only what the page offers', { timeout: SLOW }, () => {
  const refused = async (change: Record<string, unknown>) => {
    const before = copy.git('status', '--porcelain');
    const answer = await api('POST', 'save', { changes: [change] });
    expect(copy.git('status', '--porcelain')).toBe(before);
    return answer;
  };

  it.each([
    [
      'a form schema value',
      { op: 'json', file: 'content/forms/signUp.schema.json', path: ['type'], value: 'array', was: 'object' },
    ],
    ['a country setting', { op: 'json', file: 'content/countries.json', path: ['$comment'], value: 'x', was: 'x' }],
    [
      'a content file’s $comment',
      { op: 'json', file: 'content/contacts.json', path: ['$comment'], value: 'x', was: 'x' },
    ],
    [
      'a text key no language has',
      { op: 'text', lang: 'de', key: 'troubleshooting.brandNew', value: 'Neu', was: null },
    ],
    ['a language the repository lacks', { op: 'text', lang: 'fr', key: KEY, value: 'Nouveau', was: null }],
    [
      '__proto__ in a text key',
      { op: 'text', lang: 'de', key: 'troubleshooting.__proto__.polluted', value: 'x', was: null },
    ],
    [
      'constructor in a text key',
      { op: 'text', lang: 'de', key: 'troubleshooting.constructor', value: 'x', was: null },
    ],
    [
      'prototype in a content path',
      { op: 'json', file: 'content/contacts.json', path: ['prototype', 'x'], value: 'x', was: null },
    ],
    [
      '__proto__ in a content path',
      { op: 'json', file: 'content/contacts.json', path: ['__proto__', 'polluted'], value: 'x', was: null },
    ],
    [
      'a step of no flow',
      { op: 'remove', file: 'flows/none.yaml', route: '/commission/error/phase-to-phase-au', index: 0, was: [] },
    ],
    [
      '__proto__ in an added block’s key',
      {
        op: 'add',
        file: 'flows/troubleshooting.yaml',
        route: '/commission/error/phase-to-phase-au',
        index: 0,
        kind: 'p',
        key: 'troubleshooting.__proto__',
        was: [],
      },
    ],
  ])('refuses %s, writing nothing', async (_name, change) => {
    const answer = await refused(change);
    expect(answer.status).toBe(422);
    expect((answer.data.findings as { code: string }[])[0].code).toBe('refused');
  });

  it('takes the words of a block added in the same save (a new key the page offers)', async () => {
    const route = '/commission/error/phase-to-phase-au';
    const model = (await api('GET', 'model')).data as { steps: { path: string; raw: { body: unknown[] } }[] };
    const body = model.steps.find((s) => s.path === route)!.raw.body;
    const key = 'troubleshooting.phaseToPhaseAu.note1';
    const answer = await api('POST', 'check', {
      changes: [
        { op: 'text', lang: 'en', key, value: 'Note the phase.', was: null },
        { op: 'text', lang: 'de', key, value: 'Phase notieren.', was: null },
        { op: 'add', file: 'flows/troubleshooting.yaml', route, index: body.length, kind: 'note', key, was: body },
      ],
    });
    expect(answer).toMatchObject({ status: 200, data: { findings: [] } });
  });
});

describe('a body larger than any save', { timeout: SLOW }, () => {
  it('is answered 413 once it passes the limit, before the rest is sent, while other requests are answered', async () => {
    const chunk = Buffer.alloc(64 * 1024, ' ');
    const answer = new Promise<number>((resolve, reject) => {
      const req = request({
        host: '127.0.0.1',
        port: gate.port,
        method: 'POST',
        path: '/__studio/api/save',
        headers: {
          origin: `http://127.0.0.1:${gate.port}`,
          'x-studio-token': gate.token,
          'transfer-encoding': 'chunked',
        },
      });
      req.on('response', (res) => resolve(res.statusCode!));
      req.on('error', (error) => reject(error));
      // more than the limit, and then the body stays open: a server that waits for its end never answers
      for (let sent = 0; sent <= MAX_BODY; sent += chunk.length) req.write(chunk);
    });
    // meanwhile another request is answered
    expect((await api('GET', 'pending')).status).toBe(200);
    expect(await answer).toBe(413);
  });

  it('too many changes in one save are answered 413 before any is applied', async () => {
    const many = Array.from({ length: 1000 }, () => textChange('x {{connections}}', 'y'));
    const answer = await api('POST', 'save', { changes: many });
    expect(answer.status).toBe(413);
    expect(JSON.stringify(answer.data)).toContain('save in parts');
  });
});
