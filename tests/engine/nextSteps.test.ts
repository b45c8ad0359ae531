// @vitest-environment node
// Where a screen leads, read from the flows as compiled: what the app fetches ahead while the person is
// on it (src/app/prefetchNextSteps.ts).
import { describe, expect, it } from 'vitest';
import { compileContent } from '../../src/checker/loadContent.ts';
import { nextSteps } from '../../src/engine/nextSteps.ts';
import { registry } from '../../src/registry.ts';

const { flows } = compileContent(process.cwd(), registry);
const steps = flows!.steps;
const pathsAfter = (path: string) =>
  nextSteps(
    steps.find((s) => s.path === path)!,
    steps,
  ).map((s) => s.path);

describe('the steps a screen leads to', () => {
  it("are the home screen's buttons, the fleet among them", () => {
    expect(pathsAfter('/welcome').sort()).toEqual(
      ['/confirm-training', '/info-centre', '/reconfigure-enter-serial', '/view-fleet', '/wifi-enter-serial'].sort(),
    );
  });

  it("are a form's outcomes and its buttons: serial entry leads to the unit search and to the QR reader", () => {
    expect(pathsAfter('/commission/3').sort()).toEqual(['/commission/4', '/commission/5']);
  });

  it('include routes named in the props (system info rows) and never the screen itself', () => {
    const after = pathsAfter('/system-info');
    expect(after).toContain('/view-fleet');
    expect(after).toContain('/access-control');
    expect(after).not.toContain('/system-info');
  });

  it('leave out the pages a table picks: the commissioning run does not fetch every troubleshooting page', () => {
    const after = pathsAfter('/commission/20');
    expect(after.length).toBeGreaterThan(0);
    expect(after.filter((p) => p.startsWith('/commission/error/'))).toEqual([]);
  });

  it('leave out the error page, which no target names as a route', () => {
    for (const step of steps) expect(nextSteps(step, steps).map((s) => s.path)).not.toContain('/error');
  });
});
