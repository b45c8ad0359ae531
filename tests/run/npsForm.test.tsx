// /net-promoter-score on the form kind (Y.16g, G-01…G-03, L-36, Z-46, Z-60), on the whole app
// with the real client and the simulator: no score is sent until one is picked, an empty comment asks first, what is
// sent is what the simulator receives, and score and comment stay through a reload and a failed send.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyAddress, project } from '../../src/state/project.ts';
import { run } from '../../src/state/run.ts';
import { renderRoute } from '../support/renderRoute.tsx';

const SERIAL = '3P_35A_0400';
const ASKED = 'Are you sure you want to leave this blank?';
const NOT_SENT = 'Your score was not sent. Tap SUBMIT to try again, or go on without sending it.';

/** The app after a passed run of SERIAL: the score is asked, /commission/22 follows. */
async function open() {
  const app = await renderRoute('/welcome', { as: 'installer@example.com' });
  Object.assign(project, { serialNumber: SERIAL, address: { ...emptyAddress(), address: '1 Main St', country: 'AU' } });
  Object.assign(run, { serial: SERIAL, step: 'done', commissionStatus: 'success' });
  await screen.findByRole('heading', { level: 1 });
  app.navigate('/net-promoter-score');
  await screen.findByRole('slider');
  const received = () =>
    app.sim.state.model.records.nps as {
      meter: string;
      score: number;
      comment: string;
      page: string;
      environment: string;
    }[];
  const submit = () => app.user.click(screen.getByRole('button', { name: 'SUBMIT' }));
  const comment = () => screen.getByLabelText('Anything you would like to tell us?');
  return { ...app, received, submit, comment };
}

describe('the net promoter score (Y.16g)', () => {
  it('stands at 7 on a 0–10 slider with eleven big numbers, but no score is chosen until one is picked (G-01)', async () => {
    await open();
    const slider = screen.getByRole('slider');
    expect(slider).toHaveValue('7');
    expect(slider).toHaveAttribute('min', '0');
    expect(slider).toHaveAttribute('max', '10');
    expect(slider).toHaveAttribute('aria-valuetext', 'No score yet: move the slider or tap a number');
    expect(screen.getByText('No score yet: move the slider or tap a number')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(11);
  });

  it('a quick SUBMIT with no score picked asks for one and sends nothing', async () => {
    const app = await open();
    await app.user.type(app.comment(), 'Fine');
    await app.submit();
    expect(await screen.findByText('Please choose a score from 0 to 10')).toBeInTheDocument();
    expect(screen.queryByText(ASKED)).toBeNull();
    expect(app.received()).toEqual([]);
    expect(app.history.at(-1)).toBe('/net-promoter-score');
  });

  it('score 7 picked, empty comment: asks before sending, with IGNORE', async () => {
    const app = await open();
    await app.user.click(screen.getByRole('button', { name: '7' }));
    expect(screen.getByText('Score: 7 out of 10')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '7', pressed: true })).toBeInTheDocument();
    await app.submit();
    expect(await screen.findByText(ASKED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'IGNORE' })).toBeInTheDocument();
    expect(app.received()).toEqual([]);
  });

  it('score 9 with only spaces: the same question (trimmed to empty)', async () => {
    const app = await open();
    await app.user.click(screen.getByRole('button', { name: '9' }));
    await app.user.type(app.comment(), '   ');
    await app.submit();
    expect(await screen.findByText(ASKED)).toBeInTheDocument();
    expect(app.received()).toEqual([]);
  });

  it('score 9 with " great ": sends the trimmed comment with browser, route and serial, then /commission/22', async () => {
    const app = await open();
    await app.user.click(screen.getByRole('button', { name: '9' }));
    await app.user.type(app.comment(), ' great ');
    await app.submit();
    await waitFor(() => expect(app.history.at(-1)).toBe('/commission/22'));
    expect(app.received()).toEqual([
      expect.objectContaining({
        score: 9,
        comment: 'great',
        environment: navigator.userAgent,
        page: '/net-promoter-score',
        meter: SERIAL,
      }),
    ]);
  });

  it('score 0, empty, then IGNORE: sends an empty comment and goes on (Z-46)', async () => {
    const app = await open();
    await app.user.click(screen.getByRole('button', { name: '0' }));
    await app.submit();
    await app.user.click(await screen.findByRole('button', { name: 'IGNORE' }));
    await waitFor(() => expect(app.history.at(-1)).toBe('/commission/22'));
    expect(app.received()).toEqual([expect.objectContaining({ score: 0, comment: '' })]);
  });

  it('dismissing the question returns to the form and sends nothing', async () => {
    const app = await open();
    await app.user.click(screen.getByRole('button', { name: '5' }));
    await app.submit();
    await app.user.click(await screen.findByRole('button', { name: 'Add a comment' }));
    await waitFor(() => expect(screen.queryByText(ASKED)).toBeNull());
    expect(app.received()).toEqual([]);
    expect(app.history.at(-1)).toBe('/net-promoter-score');
  });
});

describe('the NPS score and comment are kept with the job', () => {
  it('are back after a reload', async () => {
    const app = await open();
    await app.user.click(screen.getByRole('button', { name: '9' }));
    await app.user.type(app.comment(), 'Clear steps');
    app.reload();
    expect(await screen.findByRole('slider')).toHaveValue('9');
    expect(app.comment()).toHaveValue('Clear steps');
  });

  it('a failed send says so, keeps score and comment, and SUBMIT sends them again (Z-46)', async () => {
    const app = await open();
    app.sim.state.faults.push({ operation: 'netPromoterScore', status: 503, times: 1 });
    await app.user.click(screen.getByRole('button', { name: '9' }));
    await app.user.type(app.comment(), 'Quick job');
    expect(screen.queryByRole('button', { name: 'GO ON WITHOUT SENDING' })).toBeNull(); // only after a failure
    await app.submit();
    expect(await screen.findByText(NOT_SENT)).toBeInTheDocument();
    expect(screen.getByText(/The server had a problem/)).toBeInTheDocument();
    expect(app.history.at(-1)).toBe('/net-promoter-score');
    expect(screen.getByRole('slider')).toHaveValue('9');
    expect(app.comment()).toHaveValue('Quick job');
    expect(app.received()).toEqual([]);
    await app.submit();
    await waitFor(() => expect(app.history.at(-1)).toBe('/commission/22'));
    expect(app.received()).toEqual([expect.objectContaining({ score: 9, comment: 'Quick job' })]);
  });

  it('after a failed send the installer may go on without sending', async () => {
    const app = await open();
    app.sim.state.faults.push({ operation: 'netPromoterScore', status: 503, times: 1 });
    await app.user.click(screen.getByRole('button', { name: '6' }));
    await app.user.type(app.comment(), 'Fine');
    await app.submit();
    await app.user.click(await screen.findByRole('button', { name: 'GO ON WITHOUT SENDING' }));
    await waitFor(() => expect(app.history.at(-1)).toBe('/commission/22'));
    expect(app.received()).toEqual([]);
  });
});
