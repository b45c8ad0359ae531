// The words under a failed action fit its class and offer a way on: a refusal says the server's own
// plain words and never talks of signal; no signal and server problems say so with Try again; a 429
// counts the server's wait down before Try again can be pressed; 403 and 404 offer Back.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { problemWords } from '../../src/app/shownOutcome.ts';
import type { CallProblem } from '../../src/handlers/types.ts';
import { FailureAlert } from '../../src/ui/FailureAlert.tsx';
import { initTestI18n } from '../support/renderScreen.tsx';

beforeAll(initTestI18n);
afterEach(() => vi.useRealTimers());
const shown = () => (screen.getByRole('alert').textContent ?? '').replace(/^✖/, '');
const words = (p: CallProblem) => problemWords(p, i18next.t);

describe('FailureAlert', () => {
  it('shows a refusal in the server words ("Incorrect email or password") and says nothing about signal', () => {
    render(
      <FailureAlert
        failure={{
          ...words({ class: 'refused', context: 'login', serverText: 'Incorrect email or password' }),
          retry: () => undefined,
        }}
      />,
    );
    expect(shown()).toMatch(/^Incorrect email or passwordCheck your email and password and try again\./);
    expect(shown()).not.toMatch(/signal/i);
  });

  it('says "No signal" first, with what to do and Try again, and no URL', async () => {
    const retry = vi.fn();
    render(<FailureAlert failure={{ ...words({ class: 'offline' }), retry }} />);
    expect(shown()).toBe(
      'No signal: the phone could not reach the server.Everything you entered is kept. Try again when the phone has signal.Try again',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert').querySelector('div')?.className).toContain('[overflow-wrap:anywhere]');
  });

  it('says the server had a problem for a 5xx', () => {
    render(<FailureAlert failure={{ ...words({ class: 'server' }), retry: () => undefined }} />);
    expect(shown()).toContain('The server had a problem');
  });

  it('counts the Retry-After wait down before Try again can be pressed (429)', () => {
    vi.useFakeTimers();
    render(<FailureAlert failure={{ ...words({ class: 'tooMany', retryAfterS: 3 }), retry: () => undefined }} />);
    expect(shown()).toContain('Wait 3 seconds, then try again.');
    expect(screen.getByRole('button', { name: 'Try again in 3 s' })).toBeDisabled();
    act(() => void vi.advanceTimersByTime(3100));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('offers Back for a 403 and a 404, where asking again will not help', () => {
    render(<FailureAlert failure={{ ...words({ class: 'forbidden' }), retry: () => undefined }} />);
    expect(shown()).toContain('Your account is not allowed to do this.');
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });
});
