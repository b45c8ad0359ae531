// @vitest-environment node
// The provider API contract under generated traffic. Requests are generated from openapi.yaml's
// schemas for every operation (valid and invalid bodies, path and query values), with an
// installer's token, a provider's token and none, and sent to the simulator in-process; putPhoto's
// body is an image, not JSON. Seeded and bounded: FUZZ_SEED and FUZZ_RUNS change them. Prints
// operations, requests and answers by status.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSimulator } from '../../simulator/app';
import { checkResponse, checkResponseType, operations, type Operation } from '../../simulator/contract';
import { loginToken } from '../simulator/helpers';
import { casesFor, type Case } from './support/cases';
import { ROLES, Tally, type Role } from './support/tally';
import { walk } from './support/walk';

const SEED = Number(process.env.FUZZ_SEED ?? 16);
const RUNS = Number(process.env.FUZZ_RUNS ?? 60); // per operation and role; the issue asks for at least 50
const SPEED = 20_000; // a 54 s commissioning run plays in under 3 ms, a software update in 0.4 ms

const sim = createSimulator({ speed: SPEED });
const tokens: Record<Role, string | undefined> = { installer: undefined, provider: undefined, none: undefined };
beforeAll(async () => {
  tokens.installer = await loginToken(sim.app);
  tokens.provider = await loginToken(sim.app, 'provider@example.com');
});

interface Answer {
  status: number;
  body: unknown;
  text: string;
  /** the answer's Content-Type */
  type: string | null;
}
async function send(
  app: typeof sim.app,
  c: Pick<Case, 'method' | 'url' | 'body' | 'raw' | 'bytes' | 'contentType'>,
  token?: string,
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  const payload = c.bytes ?? c.raw ?? (c.body === undefined ? undefined : JSON.stringify(c.body));
  if (payload !== undefined) headers['Content-Type'] = c.contentType ?? 'application/json';
  const res = await app.request(c.url, { method: c.method, headers, body: payload });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    /* a non-JSON answer fails the schema check */
  }
  return { status: res.status, body, text, type: res.headers.get('Content-Type') };
}

const short = (s: string, n = 240) => (s.length > n ? `${s.slice(0, n)}…` : s);
const payloadOf = (c: Case) =>
  c.bytes !== undefined
    ? ` <${c.bytes.length} bytes as ${c.contentType}>`
    : c.raw !== undefined
      ? ` ${c.raw}`
      : c.body !== undefined
        ? ` ${JSON.stringify(c.body)}`
        : '';
const describeRequest = (c: Case) =>
  short(`${c.method} ${c.url}${payloadOf(c)}${c.how ? ` (${c.kind}: ${c.how})` : ''}`);

/**
 * The checks every answer meets. An invalid request is refused with 400 naming the field (or the
 * refusal its case names: 413 or 415 for an image body); a refusal the contract declares for
 * reasons outside the request (403 for a role, 429 when throttled, 404 for a unit of another
 * fleet before the image is looked at) is accepted instead, so roles and throttling can be added
 * without this test changing. A protected operation answers 401 without a token, unless the
 * request's shape alone was refused first (a body too big, a Content-Type it does not take).
 */
function judge(tally: Tally, op: Operation, role: Role, c: Case, a: Answer): void {
  const request = describeRequest(c);
  const answer = short(`${a.status} ${a.type?.startsWith('application/json') ? a.text : `<${a.type}>`}`);
  tally.count(op.operationId, role, c.kind, a.status);
  if (a.status >= 500) tally.problem({ kind: 'server error', operationId: op.operationId, role, request, answer });
  const violation =
    checkResponse(op.operationId, a.status, a.body) ?? checkResponseType(op.operationId, a.status, a.type);
  if (violation)
    tally.problem({
      kind: 'schema violation',
      operationId: op.operationId,
      role,
      request,
      answer: `${answer} — ${violation}`,
    });
  if (role === 'none' && op.secured) {
    const early = c.refusal?.when === 'before the token' ? c.refusal.status : 401;
    if (a.status !== early)
      tally.problem({
        kind: 'missing 401',
        operationId: op.operationId,
        role,
        request,
        answer: `${answer} — expected ${early}`,
      });
    return;
  }
  if (c.kind === 'valid') return;
  const message = (a.body as { message?: unknown } | undefined)?.message;
  const named =
    a.status === (c.refusal?.status ?? 400) && typeof message === 'string' && message.includes(c.field ?? '');
  const declaredRefusal =
    (a.status === 403 && role === 'provider') ||
    a.status === 429 ||
    (a.status === 404 && c.refusal?.when === 'after the unit');
  if (!named && !(declaredRefusal && op.statuses.includes(String(a.status)))) {
    tally.problem({
      kind: 'bad refusal',
      operationId: op.operationId,
      role,
      request,
      answer: `${answer} — expected ${c.refusal?.status ?? 400} naming ${c.field}`,
    });
  }
}

describe('the contract holds under generated traffic', () => {
  const tally = new Tally();

  it(`every operation, as installer, provider and without a token (${RUNS} cases each, seed ${SEED})`, async () => {
    for (const [i, op] of operations.entries()) {
      for (const [r, role] of ROLES.entries()) {
        const cases = fc.sample(casesFor(op), { seed: SEED + i * 7 + r, numRuns: RUNS });
        for (const c of cases) judge(tally, op, role, c, await send(sim.app, c, tokens[role]));
      }
    }
    console.log(tally.report(`contract fuzz, per operation (seed ${SEED})`));
    for (const op of operations) {
      for (const role of ROLES)
        expect(tally.cases.get(op.operationId)?.[role], `${op.operationId} as ${role}`).toBeGreaterThanOrEqual(
          Math.min(RUNS, 50),
        );
    }
    expect(tally.problems, tally.report('problems')).toEqual([]);
  }, 90_000);

  it("following the contract's links in random orders, every answer matches it and system info shows what was commissioned", async () => {
    const walks = new Tally();
    // a simulator of its own, so the walks' model of each unit starts from the seeded state
    const fresh = createSimulator({ speed: SPEED });
    const own = {
      installer: await loginToken(fresh.app),
      provider: await loginToken(fresh.app, 'provider@example.com'),
    };
    const findings = await walk(fresh, own, {
      seed: SEED,
      walks: 30,
      send,
      judge: (op, role, c, a) => judge(walks, op, role, c, a),
    });
    console.log(walks.report(`contract fuzz, stateful walks along the links (seed ${SEED})`));
    expect(findings, findings.join('\n')).toEqual([]);
    expect(walks.problems, walks.report('problems')).toEqual([]);
    expect(walks.requests).toBeGreaterThan(200);
  }, 60_000);
});
