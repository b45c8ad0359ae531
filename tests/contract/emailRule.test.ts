// @vitest-environment node
// One e-mail rule, stated once in the contract (schema Email, a pattern) and used by the server,
// the forms and the app's own checks, so `0@com` is treated the same everywhere. Before, the
// contract said `format: email` (which generators read as accepting `0@com`) while the server
// refused it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { createSimulator } from '../../simulator/app';
import { checkRequestBody, openapiDoc } from '../../simulator/contract';
import { EMAIL, isValidEmail } from '../../src/handlers/rules/validation';
import { ask, loginToken } from '../simulator/helpers';

type Json = Record<string, unknown>;
const schemas = (openapiDoc.components as Json).schemas as Record<string, Json>;
const contractPattern = schemas.Email.pattern as string;
const FORMS = join(process.cwd(), 'content', 'forms');

/** every node of a JSON value with the path to it */
function* walk(node: unknown, path: string[] = []): Generator<[string[], Json]> {
  if (!node || typeof node !== 'object') return;
  if (!Array.isArray(node)) yield [path, node as Json];
  for (const [k, v] of Object.entries(node)) yield* walk(v, [...path, k]);
}

describe('the e-mail rule is one', () => {
  it('the contract states it once, as a pattern, and every e-mail field refers to it', () => {
    expect(contractPattern).toBe(EMAIL.source);
    for (const [path, node] of walk(openapiDoc)) {
      expect(node.format, path.join('/')).not.toBe('email');
      const email = (node.properties as Json | undefined)?.email as Json | undefined;
      if (email) expect(email, path.join('/')).toEqual({ $ref: '#/components/schemas/Email' });
    }
  });

  it('every form field for an e-mail uses the same pattern, and no form uses format', () => {
    const files = readdirSync(FORMS).filter((n) => n.endsWith('.schema.json'));
    let emailFields = 0;
    for (const file of files) {
      for (const [path, node] of walk(JSON.parse(readFileSync(join(FORMS, file), 'utf8')))) {
        expect(node.format, `${file}: ${path.join('/')}`).toBeUndefined();
        if (path.at(-1) === 'email') {
          emailFields++;
          expect(node.pattern, `${file}: ${path.join('/')}`).toBe(contractPattern);
        }
      }
    }
    expect(emailFields).toBeGreaterThan(0);
  });

  it('the app, the forms and the contract accept and refuse the same addresses', () => {
    const form = new Ajv().compile(
      JSON.parse(readFileSync(join(FORMS, 'signUp.schema.json'), 'utf8')).properties.email,
    );
    const contract = new RegExp(contractPattern);
    const cases = fc.oneof(
      fc.constantFrom('0@com', 'a@b.co', 'a@b.', '@b.co', 'a b@c.de', 'a@@b.co', 'x@y.z', 'ü@ö.de'),
      fc.emailAddress(),
      fc.string({ unit: fc.constantFrom('a', '0', '@', '.', ' ', '-') }),
    );
    fc.assert(
      fc.property(cases, (s) => {
        expect(isValidEmail(s), s).toBe(contract.test(s));
        expect(form(s), s).toBe(contract.test(s));
      }),
      { seed: 16, numRuns: 300 },
    );
    expect(contract.test('0@com')).toBe(false);
  });

  it.each([
    ['login', '/v2/auth/commissioner/login', (email: string) => ({ email, password: 'x' })],
    ['forgetPassword', '/v2/auth/commissioner/forget-password', (email: string) => ({ email })],
    [
      'register',
      '/v2/auth/commissioner/register',
      (email: string) => ({
        name: 'N',
        company: 'C',
        licenseNumber: 'L',
        trainingCert: 'ABCD-1234',
        email,
        password: 'Rooftop-Switchroom-2026',
        passwordConfirm: 'Rooftop-Switchroom-2026',
      }),
    ],
    ['invite', '/v2/projects/invite/meter/3P_35A_1009', (email: string) => ({ email, serialNum: '3P_35A_1009' })],
  ])('the server refuses 0@com and accepts a@b.co on %s, as the contract does', async (operationId, path, body) => {
    const { app } = createSimulator({ speed: 1000 });
    const token = await loginToken(app);
    const refused = await ask(app, 'POST', path, { token, body: body('0@com') });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('email');
    expect(checkRequestBody(operationId, body('0@com'))).toContain('email');
    const accepted = await ask(app, 'POST', path, { token, body: body('a@b.co') });
    expect(accepted.body.message ?? '').not.toContain('body/email');
    expect(checkRequestBody(operationId, body('a@b.co'))).toBeUndefined();
  });
});
