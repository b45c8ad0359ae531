// @vitest-environment node
// A content change shows as a reviewed diff: the flow book (path first, then guards, progress,
// transitions, buttons, the words in each language, and the troubleshooting matrix) is the
// snapshot, so an edited text or table row shows as a changed line and a new route as an insertion.
import { join } from 'node:path';
import flows from 'virtual:flows';
import { describe, expect, it } from 'vitest';
import { flowBookMarkdown } from '../../src/book/flowBook.ts';
import { compileContent } from '../../src/checker/loadContent.ts';
import { registry } from '../../src/registry.ts';

describe('compiled flows', () => {
  it('match the reviewed flow book', async () => {
    const content = compileContent(join(__dirname, '..', '..'), registry);
    expect(content.flows?.steps.map((s) => s.path)).toEqual(flows.steps.map((s) => s.path)); // the book reads what the build ships
    await expect(flowBookMarkdown(content)).toMatchFileSnapshot('__snapshots__/flow-book.md');
  });

  it('declare every route the requirements list (A-06, A-08, A-10, A-12, A-13)', () => {
    const paths = new Set(flows.steps.map((s) => s.path));
    const required = [
      '/',
      '/login',
      '/create-account',
      '/account-created',
      '/reset-password/:token',
      '/info-centre',
      '/contact',
      '/error',
      '/welcome',
      '/feedback/1',
      '/feedback/2',
      '/confirm-training',
      '/my-sites',
      '/add-a-site',
      '/commission/1',
      '/commission/2',
      '/commission/3',
      '/commission/4',
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
      '/commission/10',
      '/commission/11',
      '/commission/12/:index',
      '/commission/13/:index',
      '/commission/14/:index',
      '/commission/15',
      '/commission/16',
      '/commission/17',
      '/commission/18',
      '/commission/ct-rating',
      '/commission/ct-rating-unsure',
      '/commission/19',
      '/commission/20',
      '/commission/21',
      '/net-promoter-score',
      '/commission/22',
      '/congratulations',
      '/commission/unequal-allocation/:index',
      '/commission/unequal-allocation-review',
      '/wifi-enter-serial',
      '/reconfigure-enter-serial',
      '/commission/error/phase-to-phase-au',
      '/commission/error/phase-to-phase-uk',
      '/commission/error/no-voltage-au',
      '/commission/error/no-voltage-uk',
      '/commission/error/low-generation',
      ...[1, 2, 3].flatMap((n) => [`/commission/error/reversed-ct-au/${n}`, `/commission/error/reversed-ct-uk/${n}`]),
      ...[1, 2, 3, 4].map((n) => `/commission/error/ct-not-reading-au/${n}`),
      ...[1, 2, 3, 4, 5].map((n) => `/commission/error/ct-not-reading-uk/${n}`),
      ...[1, 2, 3, 4, 5].map((n) => `/commission/error/ct-reading-incorrect-au/${n}`),
      ...[1, 2, 3, 4].map((n) => `/commission/error/ct-reading-incorrect-uk/${n}`),
    ];
    expect(required.filter((p) => !paths.has(p))).toEqual([]);
  });
});
