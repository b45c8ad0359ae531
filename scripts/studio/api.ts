// The studio's HTTP API under /__studio/api. Every request passes the gate (security.ts) first.
// A save is read, applied, checked and written in one synchronous run, so two tabs' saves never
// interleave: the second one applies to the file as the first one left it, or is refused.
// A change the page could not have made (allowList.ts) is refused before any file is read, and a
// body larger than any save the page sends is answered 413 as soon as it passes the limit.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFileSync, writeFileSync } from 'node:fs';
import { editableOf, outsideThePage, type Editable } from './allowList.ts';
import { applyChanges } from './changes.ts';
import type { ChangeChecker, Finding } from './checkChange.ts';
import { commitPending, pendingChanges, undoFile } from './git.ts';
import { TEXT_KEY, TEXT_LANG, textHistory, wordsAt } from './history.ts';
import { jsonValueAt, localeLocation } from './jsonEdit.ts';
import { editableModel, studioModel } from './model.ts';
import { pendingHunks, undoHunk } from './undoChange.ts';
import { resolveEditable } from './paths.ts';
import { publish, publishState } from './publish.ts';
import { apiRefusal, type Gate } from './security.ts';

export const API_PREFIX = '/__studio/api/';
/** A save of a whole day's typing is a few kB; 64 kB of changes would be hundreds of texts. */
export const MAX_BODY = 256 * 1024;
/** Each change re-reads its file's structure: a few hundred keep a save well under a second. */
export const MAX_CHANGES = 300;

class TooLarge extends Error {}

export interface ApiContext {
  root: string;
  gate: Gate;
  checker: ChangeChecker;
}

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  res.end(JSON.stringify(body));
};

function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    if (Number(req.headers['content-length'] ?? 0) > MAX_BODY) return reject(new TooLarge());
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY) return void chunks.push(chunk);
      req.removeAllListeners('data');
      reject(new TooLarge());
    });
    req.on('end', () => {
      if (size > MAX_BODY) return;
      try {
        const data: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
        resolve(
          typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {},
        );
      } catch {
        reject(new Error('the request is not JSON'));
      }
    });
    req.on('error', reject);
  });
}

/** Checks the changes; writes them only when `write` and nothing was found. */
function checkAndMaybeWrite(
  ctx: ApiContext,
  changes: unknown,
  write: boolean,
): { status: number; body: { findings: Finding[]; ms: number; saved?: string[] } } {
  const started = performance.now();
  if (!Array.isArray(changes) || changes.length === 0)
    return { status: 400, body: { findings: [{ code: 'refused', file: '', message: 'no changes' }], ms: 0 } };
  if (changes.length > MAX_CHANGES) {
    const message = `${changes.length} changes in one save (at most ${MAX_CHANGES}): save in parts`;
    return { status: 413, body: { findings: [{ code: 'refused', file: '', message }], ms: 0 } };
  }
  const outside = outsideThePage(changes, editable(ctx));
  if (outside.length) return { status: 422, body: { findings: outside, ms: performance.now() - started } };
  const applied = applyChanges(ctx.root, changes);
  if (applied.findings.length)
    return { status: 422, body: { findings: applied.findings, ms: performance.now() - started } };
  const checked = ctx.checker.check(applied.files);
  if (checked.findings.length)
    return { status: 422, body: { findings: checked.findings, ms: performance.now() - started } };
  if (!write) return { status: 200, body: { findings: [], ms: performance.now() - started } };
  for (const [file, text] of applied.files) {
    const target = resolveEditable(ctx.root, file); // again, right before writing
    if (!target.ok)
      return { status: 403, body: { findings: [{ code: 'refused', file, message: target.reason }], ms: 0 } };
    writeFileSync(target.absolute, text);
  }
  ctx.checker.written();
  return { status: 200, body: { findings: [], ms: performance.now() - started, saved: [...applied.files.keys()] } };
}

let allowed: { version: string; editable: Editable } | undefined;
/** What the page may change, from the same files as the page's model; read again when they change. */
function editable(ctx: ApiContext): Editable {
  const version = ctx.checker.version();
  if (allowed?.version !== version) allowed = { version, editable: editableOf(editableModel(ctx.root)) };
  return allowed.editable;
}

/** The history's lang and key, or why not. */
function textOf(lang: unknown, key: unknown): { lang: string; key: string } | undefined {
  if (typeof lang !== 'string' || typeof key !== 'string' || !TEXT_LANG.test(lang) || !TEXT_KEY.test(key))
    return undefined;
  return { lang, key };
}

export async function handleApi(ctx: ApiContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const refused = apiRefusal(req, ctx.gate);
  if (refused) return send(res, 403, { error: refused });
  const [path, search] = (req.url ?? '').slice(API_PREFIX.length).split('?');
  const route = `${req.method} ${path}`;
  try {
    if (route === 'GET model') {
      const version = ctx.checker.version(); // before reading: a change made meanwhile gives a newer version, and another reload
      // repository: the page keeps unsaved changes per repository (a second checkout is another one)
      return send(res, 200, { ...studioModel(ctx.root, ctx.checker.current()), version, repository: ctx.root });
    }
    if (route === 'GET pending') return send(res, 200, { files: pendingChanges(ctx.root) });
    if (route === 'GET publish') return send(res, 200, publishState(ctx.root));
    if (route === 'GET history') {
      const query = new URLSearchParams(search);
      const text = textOf(query.get('lang'), query.get('key'));
      if (!text) return send(res, 400, { error: 'a language and a text key' });
      return send(res, 200, { versions: textHistory(ctx.root, text.lang, text.key) });
    }
    if (route === 'GET hunks') return send(res, 200, { files: pendingHunks(ctx.root) });
    if (req.method !== 'POST') return send(res, 404, { error: 'not found' });
    let body: Record<string, unknown>;
    try {
      body = await readJson(req);
    } catch (error) {
      if (!(error instanceof TooLarge)) throw error;
      res.setHeader('connection', 'close'); // the rest of the body is not read
      send(res, 413, { error: `the request is larger than ${MAX_BODY / 1024} KiB` });
      res.on('finish', () => req.destroy());
      return;
    }
    if (route === 'POST check' || route === 'POST save') {
      const { status, body: answer } = checkAndMaybeWrite(ctx, body.changes, route === 'POST save');
      return send(res, status, answer);
    }
    if (route === 'POST undo') {
      const reason = undoFile(ctx.root, body.file);
      return send(res, reason ? 422 : 200, reason ? { error: reason } : { ok: true });
    }
    if (route === 'POST undo-change') {
      const reason = undoHunk(ctx.root, body.file, body.hunk);
      return send(res, reason ? 409 : 200, reason ? { error: reason } : { ok: true });
    }
    if (route === 'POST commit') {
      const result = commitPending(ctx.root, body.message);
      return send(res, result.ok ? 200 : 422, result.ok ? result : { error: result.reason });
    }
    if (route === 'POST publish') {
      const result = await publish(ctx.root);
      return send(res, result.ok ? 200 : 422, result.ok ? result : { ...result, error: result.reason });
    }
    if (route === 'POST restore') {
      // the old words as a new change, through the same allow-list and checks as a save
      const text = textOf(body.lang, body.key);
      if (!text) return send(res, 400, { error: 'a language and a text key' });
      const old = wordsAt(ctx.root, text.lang, text.key, body.commit);
      if (!old.ok) return send(res, 422, { error: old.reason });
      const { file, path } = localeLocation(text.lang, text.key);
      const target = resolveEditable(ctx.root, file);
      if (!target.ok) return send(res, 422, { error: target.reason });
      const now = jsonValueAt(readFileSync(target.absolute, 'utf8'), path);
      if ((now ?? null) === old.words) return send(res, 422, { error: 'the text says this already' });
      const change = { op: 'text', ...text, value: old.words, was: typeof now === 'string' ? now : null };
      const { status, body: answer } = checkAndMaybeWrite(ctx, [change], true);
      return send(res, status, { ...answer, restored: old.words });
    }
    return send(res, 404, { error: 'not found' });
  } catch (error) {
    return send(res, 400, { error: error instanceof Error ? error.message : String(error) });
  }
}
