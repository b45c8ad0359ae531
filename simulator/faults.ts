// Faults on demand (POST /__sim/faults): chosen calls answer with a status, a delay, a dropped
// connection or a malformed body, a set number of times. Tests and trainers use it to rehearse
// the unhappy paths (D-16, J-13, J-14) without touching the model.
import type { Context, MiddlewareHandler } from 'hono';
import { findOperation } from './contract';

export interface FaultRule {
  operation?: string; // operationId from the OpenAPI document
  path?: string; // substring of the path, or a regular expression when it starts with ^
  method?: string;
  status?: number;
  body?: unknown; // answer body with status (string → text/plain, or text/html when it starts with '<'); default {message}
  headers?: Record<string, string>; // answer headers with status, e.g. { 'Retry-After': '30' }
  delayMs?: number; // real milliseconds, not scaled by the speed factor
  drop?: boolean;
  malformed?: boolean;
  times: number;
}

export function parseFault(raw: unknown): FaultRule | string {
  if (!raw || typeof raw !== 'object') return 'body must be an object';
  const r = raw as Record<string, unknown>;
  if (typeof r.operation !== 'string' && typeof r.path !== 'string') return 'operation or path is required';
  if (r.times !== undefined && (!Number.isInteger(r.times) || (r.times as number) < 1))
    return 'times must be a positive integer';
  if (
    r.status !== undefined &&
    (!Number.isInteger(r.status) || (r.status as number) < 100 || (r.status as number) > 599)
  )
    return 'status must be an HTTP status';
  if (r.delayMs !== undefined && typeof r.delayMs !== 'number') return 'delayMs must be a number';
  return { ...(r as object), times: (r.times as number | undefined) ?? 1 } as FaultRule;
}

function matches(rule: FaultRule, method: string, path: string, operationId: string | undefined): boolean {
  if (rule.method && rule.method.toUpperCase() !== method) return false;
  if (rule.operation && rule.operation !== operationId) return false;
  if (rule.path) return rule.path.startsWith('^') ? new RegExp(rule.path).test(path) : path.includes(rule.path);
  return true;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function faultMiddleware(rules: FaultRule[]): MiddlewareHandler {
  return async (c: Context, next) => {
    const path = new URL(c.req.url).pathname;
    if (path.startsWith('/__sim')) return next();
    const operationId = findOperation(c.req.method, path)?.op.operationId;
    const rule = rules.find((r) => r.times > 0 && matches(r, c.req.method, path, operationId));
    if (!rule) return next();
    rule.times -= 1;
    if (rule.delayMs) await sleep(rule.delayMs);
    if (rule.drop) {
      // Only a real socket can be dropped; under app.request() the nearest thing is a thrown error.
      const incoming = (c.env as { incoming?: { socket?: { destroy(): void } } } | undefined)?.incoming;
      if (incoming?.socket) {
        incoming.socket.destroy();
        return new Promise<Response>(() => {});
      }
      throw new Error('simulated dropped connection');
    }
    if (rule.malformed) return c.body('{"this is": not json', 200, { 'Content-Type': 'application/json' });
    if (rule.status) {
      for (const [name, value] of Object.entries(rule.headers ?? {})) c.header(name, value);
      if (typeof rule.body === 'string' && rule.body.trimStart().startsWith('<'))
        return c.html(rule.body, rule.status as 400);
      if (typeof rule.body === 'string') return c.text(rule.body, rule.status as 400);
      if (rule.body !== undefined) return c.json(rule.body, rule.status as 400);
      return c.json({ message: `Simulated fault: ${rule.status}` }, rule.status as 400);
    }
    return next();
  };
}
