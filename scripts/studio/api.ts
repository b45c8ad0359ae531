// The studio's HTTP API under /__studio/api. Every request passes the gate (security.ts) first.
// A save is read, applied, checked and written in one synchronous run, so two tabs' saves never
// interleave: the second one applies to the file as the first one left it, or is refused.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { writeFileSync } from 'node:fs';
import { applyChanges } from './changes.ts';
import type { ChangeChecker, Finding } from './checkChange.ts';
import { commitPending, pendingChanges, undoFile } from './git.ts';
import { pendingHunks, undoHunk } from './undoChange.ts';
import { studioModel } from './model.ts';
import { resolveEditable } from './paths.ts';
import { apiRefusal, type Gate } from './security.ts';

export const API_PREFIX = '/__studio/api/';
const MAX_BODY = 1024 * 1024;

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
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) reject(new Error('request too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => {
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

export async function handleApi(ctx: ApiContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const refused = apiRefusal(req, ctx.gate);
  if (refused) return send(res, 403, { error: refused });
  const route = `${req.method} ${(req.url ?? '').slice(API_PREFIX.length).split('?')[0]}`;
  try {
    if (route === 'GET model') {
      const version = ctx.checker.version(); // before reading: a change made meanwhile gives a newer version, and another reload
      // repository: the page keeps unsaved changes per repository (a second checkout is another one)
      return send(res, 200, { ...studioModel(ctx.root, ctx.checker.current()), version, repository: ctx.root });
    }
    if (route === 'GET pending') return send(res, 200, { files: pendingChanges(ctx.root) });
    if (route === 'GET hunks') return send(res, 200, { files: pendingHunks(ctx.root) });
    if (req.method !== 'POST') return send(res, 404, { error: 'not found' });
    const body = await readJson(req);
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
    return send(res, 404, { error: 'not found' });
  } catch (error) {
    return send(res, 400, { error: error instanceof Error ? error.message : String(error) });
  }
}
