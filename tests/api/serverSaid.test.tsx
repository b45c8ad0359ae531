// J-13: a failure keeps its class wording and adds the server's own words on a
// details line ("The server said: …"), as text, never as HTML, cut short: for a JSON message, a
// plain-text body and an HTML error page, in English and German. The real client talks to the
// in-process simulator, whose fault rules give the status and body.
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderApi } from '../../src/api/client';
import { problemWords } from '../../src/app/shownOutcome';
import { callProblem } from '../../src/handlers/types';
import { FailureAlert } from '../../src/ui/FailureAlert';
import { initTestI18n } from '../support/renderScreen';
import { simulatorClient, type Simulator } from '../support/simulatorClient';

let sim: Simulator;
let api: ProviderApi;

const HOSTILE_PAGE =
  '<html><head><title>500</title><script>window.__ran = 1</script></head><body><h1>Internal error</h1>' +
  '<img src=x onerror="window.__ran = 2"><p>Database <b>replica</b> lag &gt; 30 s</p></body></html>';

const CASES = [
  { name: 'a JSON message', body: undefined, said: 'Simulated fault: 500' },
  {
    name: 'a plain-text body',
    body: 'Upstream queue is full, retry later',
    said: 'Upstream queue is full, retry later',
  },
  { name: 'an HTML error page', body: HOSTILE_PAGE, said: 'Internal error Database replica lag > 30 s' },
];

beforeAll(async () => {
  await initTestI18n();
  ({ sim, api } = await simulatorClient());
});
afterEach(async () => {
  cleanup();
  sim.state.faults.length = 0;
  await i18next.changeLanguage('en');
});

describe.each([
  ['en', 'The server had a problem and could not do this.', 'The server said:'],
  ['de', 'Der Server hatte ein Problem', 'Der Server meldete:'],
])("in %s, a 500's own words stand under the class wording", (language, classWords, saidLabel) => {
  it.each(CASES)('$name', async ({ body, said }) => {
    await i18next.changeLanguage(language);
    sim.state.faults.push({ operation: 'feedback', times: 1, status: 500, ...(body ? { body } : {}) });
    const result = await api.feedback({ feedback: 'hello' } as never);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.kind).toBe('server');
    render(<FailureAlert failure={problemWords(callProblem(result), i18next.t)} />);

    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(classWords);
    const line = alert.querySelector('[data-part="server-said"]');
    expect(line?.textContent).toBe(`${saidLabel} ${said}`);
    // text only: no element was made from the server's markup, no script or handler ran
    expect(line?.children).toHaveLength(0);
    expect(alert.querySelector('img, script, b')).toBeNull();
    expect((window as { __ran?: number }).__ran).toBeUndefined();
  });
});

it('a long page is cut to one short line', async () => {
  sim.state.faults.push({ operation: 'feedback', times: 1, status: 502, body: `Trace ${'frame '.repeat(400)}` });
  const result = await api.feedback({ feedback: 'hello' } as never);
  if (result.ok) throw new Error('must fail');
  render(<FailureAlert failure={problemWords(callProblem(result), i18next.t)} />);
  const line = screen.getByRole('alert').querySelector('[data-part="server-said"]');
  expect(line?.textContent?.length).toBeLessThan(240);
  expect(line?.textContent).toMatch(/…$/);
});
