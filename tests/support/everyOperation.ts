// Every operation of the provider API with a call the tests can make, and an answer of the wrong
// shape for each: shared by the answer-shape table and the fault matrix.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { ProviderApi } from '../../src/api/client';
import { answerOperations } from '../../src/build/answersPlugin.ts';
import { jpegBytes, pdfBytes, project } from '../simulator/helpers';
import { repoRoot } from './repoFiles';

type Json = Record<string, unknown>;
export const doc = parse(readFileSync(join(repoRoot, 'src/api/openapi.yaml'), 'utf8')) as Json;
const answers = answerOperations(doc);
export const ops = answers.ops;
export const { schemas } = answers;

function resolve(node: Json): Json {
  const ref = node.$ref;
  if (typeof ref !== 'string') return node;
  let cur: unknown = doc;
  for (const part of ref
    .replace(/^openapi#\//, '')
    .replace(/^#\//, '')
    .split('/'))
    cur = (cur as Json)[part];
  return resolve(cur as Json);
}

/** An answer of the schema's shape whose first required field has the wrong type. */
export function wrongAnswer(schema: Json): unknown {
  const s = resolve(schema);
  if (Array.isArray(s.anyOf ?? s.oneOf))
    return wrongAnswer(((s.anyOf ?? s.oneOf) as Json[]).find((b) => resolve(b).type !== 'null')!);
  if (Array.isArray(s.allOf)) return wrongAnswer((s.allOf as Json[])[0]);
  if (s.type === 'array') return [wrongAnswer(s.items as Json)];
  const required = (s.required as string[] | undefined) ?? [];
  if (required.length === 0) throw new Error(`no required field in ${JSON.stringify(s)}`);
  const field = required[0];
  const prop = resolve(((s.properties as Json)[field] ?? {}) as Json);
  const types = [prop.type].flat();
  return {
    [field]: types.includes('string') ? 42 : types.includes('number') || types.includes('integer') ? 'forty-two' : 42,
  };
}

export const S = '3P_35A_1000';
const PHOTO_ID = '0b7f4c1e-93a2-4f6d-8e21-5c3a9d7b1f40';
export const calls: Record<string, (a: ProviderApi) => Promise<unknown>> = {
  register: (a) =>
    a.register({
      name: 'N',
      company: 'C',
      licenseNumber: 'L',
      trainingCert: 'ABCD-12EF',
      email: 'n@example.com',
      password: 'p',
      passwordConfirm: 'p',
    }),
  login: (a) => a.login({ email: 'installer@example.com', password: 'solshare-demo' }),
  forgetPassword: (a) => a.forgetPassword({ email: 'installer@example.com' }),
  resetPassword: (a) => a.resetPassword({ password: 'x', token: 't' }),
  searchMeter: (a) => a.searchMeter(S),
  wifiStatus: (a) => a.wifiStatus(S),
  uploadAddress: (a) => a.uploadAddress(S, project(S)),
  uploadSpec: (a) => a.uploadSpec(S, project(S)),
  uploadConnections: (a) => a.uploadConnections(S, project(S)),
  getSavedConfig: (a) => a.getSavedConfig(S),
  uploadConfig: (a) => a.uploadConfig(project(S)),
  configStatus: (a) => a.configStatus(S),
  trigger: (a) => a.trigger(S),
  commissionLog: (a) => a.commissionLog(S),
  fleets: (a) => a.fleets(),
  fleetSites: (a) => a.fleetSites({ q: 'george', health: 'critical', sort: 'health', limit: 20 }),
  fleetSummary: (a) => a.fleetSummary('george'),
  solsharesAtSite: (a) => a.solsharesAtSite(1),
  invite: (a) => a.invite(S, { email: 'x@example.com' } as never),
  feedback: (a) => a.feedback({ feedback: 'x' } as never),
  netPromoterScore: (a) => a.netPromoterScore({ score: 9 } as never),
  updateBuildingAddress: (a) => a.updateBuildingAddress(S, {} as never),
  updateDeliveryMethod: (a) => a.updateDeliveryMethod(S, {} as never),
  updateConnectedUnits: (a) => a.updateConnectedUnits(S, {} as never),
  updateSoftware: (a) => a.updateSoftware({ serialNumber: S, task: 'monitor_patch' } as never),
  systemInfo: (a) => a.systemInfo(S),
  geocodeSearch: (a) => a.geocodeSearch('Martin Place'),
  geocodeReverse: (a) => a.geocodeReverse(-33.8, 151.2),
  putPhoto: (a) =>
    a.putPhoto(S, PHOTO_ID, {
      bytes: jpegBytes(2048).buffer,
      contentType: 'image/jpeg',
      kind: 'ctClamp',
      phase: 'L1',
      takenAt: '2025-03-14T09:26:53Z',
    }),
  notePhoto: (a) => a.notePhoto(S, PHOTO_ID, 'L1 clamp re-seated'),
  listPhotos: (a) => a.listPhotos(S),
  mailReport: (a) => a.mailReport(S, 'manager@example.com', new Blob([pdfBytes(2048)], { type: 'application/pdf' })),
};
