// The words under a failed action fit its cause: no signal is said plainly first with the J-13 text as
// the detail; a refusal (e.g. "Incorrect email or password") never talks of signal; a 5xx says the
// server had a problem. Long texts wrap inside the alert.
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { failureCauseOf, rememberFailure } from '../../src/api/failureKinds.ts';
import { FailureAlert, FailureCauseContext } from '../../src/ui/FailureAlert.tsx';
import { initTestI18n } from '../support/renderScreen.tsx';

beforeAll(initTestI18n);
const shown = () => (screen.getByRole('alert').textContent ?? '').replace(/^✖/, '');

describe('FailureAlert', () => {
  it('under "Incorrect email or password" (401) says nothing about signal', () => {
    rememberFailure('Incorrect email or password', 'http', 401);
    render(<FailureCauseContext.Provider value={failureCauseOf}><FailureAlert message="Incorrect email or password" /></FailureCauseContext.Provider>);
    expect(shown()).toBe('Incorrect email or passwordPlease check and try again. Everything you entered is kept.');
  });

  it('says "No signal" first when the request never reached the server', () => {
    const j13 = 'An error has occurred when making request to http://127.0.0.1:8080/v2/commission/upload-config/spec/3P_35A_0401 (code: 0).';
    rememberFailure(j13, 'network', 0);
    render(<FailureCauseContext.Provider value={failureCauseOf}><FailureAlert message={j13} /></FailureCauseContext.Provider>);
    expect(shown()).toBe(`No signal: the phone could not reach the server.${j13}Everything you entered is kept. Try again when the phone has signal.`);
    expect(screen.getByRole('alert').querySelector('div')?.className).toContain('[overflow-wrap:anywhere]');
  });

  it('says the server had a problem for a 5xx', () => {
    rememberFailure('Internal error', 'http', 500);
    render(<FailureCauseContext.Provider value={failureCauseOf}><FailureAlert message="Internal error" /></FailureCauseContext.Provider>);
    expect(shown()).toContain('The server had a problem');
  });
});
