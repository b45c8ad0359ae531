// @vitest-environment node
// flows/commission-unit.yaml as compiled: no content problems of its own, guards …A-10,
// progress per Z-29, the wifi icon per Z-40, A-14, and the result routes of Y.13.
import { describe, expect, it } from 'vitest';
import { compileContent } from '../../src/checker/loadContent.ts';
import type { CompiledStep } from '../../src/engine/types.ts';
import { registry } from '../../src/registry.ts';

const { flows, problems } = compileContent(process.cwd(), registry);
const route = (path: string): CompiledStep => {
  const found = flows?.steps.find((s) => s.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
};
const snAddr = [
  '/commission/5',
  '/commission/6/1',
  '/commission/6/2',
  '/commission/6/3',
  '/commission/7',
  '/commission/8',
  '/software-update-instruction',
  '/software-update',
  '/software-update-success',
  '/software-update-failed',
];

describe('flows/commission-unit.yaml', () => {
  it('has no content problems', () => {
    expect(problems.filter((p) => p.file.includes('commission-unit'))).toEqual([]);
  });

  it.each(['/commission/2', '/commission/3', '/commission/4', '/reconfigure-enter-serial', '/wifi-enter-serial'])(
    '%s needs login only',
    (path) => {
      expect(route(path).requires).toEqual(['login']);
    },
  );

  it.each(snAddr)('%s needs login, serial and address and shows the wifi icon', (path) => {
    expect(route(path)).toMatchObject({ requires: ['login', 'serial', 'address'], wifiIcon: true });
  });

  it('progress is 10 up to /commission/8 and 20 on the software update (Z-29)', () => {
    expect(
      ['/commission/2', '/commission/3', '/commission/4', ...snAddr.slice(0, 6)].map((p) => route(p).progress),
    ).toEqual(Array(9).fill(10));
    expect(route('/software-update').progress).toBe(20);
  });

  it('the search maps every result of Y.13 and returns to /commission/2 after an error (A-14)', () => {
    expect(route('/commission/5')).toMatchObject({
      fromError: '/commission/2',
      on: {
        ready: '/commission/8',
        commissioning: '/commission/21',
        notFound: '/commission/6/2',
        alreadyCommissioned: '/commission/7',
        needsPowerCycle: '/commission/6/3',
        unreachable: '/commission/6/1',
        forbidden: { error: 'lookup.forbidden' },
        notCommissioned: { error: 'lookup.notCommissioned' },
      },
    });
  });

  it('CONTINUE ANYWAY only while the update is not forced (I-10)', () => {
    const buttons = route('/software-update-failed').buttons ?? [];
    expect(buttons.find((b) => b.text === 'update.failed.continueAnyway')).toMatchObject({
      to: '/commission/10',
      when: 'updateNotForced',
    });
  });
});
