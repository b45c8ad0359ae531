// /create-account and /reset-password/:token: exact texts of L-03…L-11 (Z-25), Y.16i training
// certificate rows, a server refusal shown in place with everything typed kept, the route's token.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import FormScreen from '../../src/screens/core/FormScreen.tsx';
import { formDrafts } from '../../src/state/formDrafts.ts';
import { navigation } from '../../src/state/navigation.ts';
import { flowStep } from '../support/flowStep.ts';
import { initTestI18n, loadForms, renderScreen, testStep } from '../support/renderScreen.tsx';
import { fail, ok } from '../support/apiResults.ts';

const signUpStep = flowStep('/create-account');
const resetStep = testStep({
  path: '/reset-password/:token',
  screen: 'form',
  form: 'resetPassword',
  run: 'setNewPassword',
  on: { reset: { notice: 'account.passwordReset', to: '/login' } },
  props: { submitText: 'account.reset.submit' },
});

const field = (label: RegExp) => screen.getByLabelText(label);
const errorOf = (label: RegExp) =>
  document.getElementById(`${field(label).id}__error`)?.textContent?.replace(/^✖ /, '') ?? null;

async function fillSignUp(values: Partial<Record<string, string>>) {
  const labels: Record<string, RegExp> = {
    name: /^Name/,
    company: /^Company/,
    licenseNumber: /^License number/,
    trainingCert: /^Training certificate/,
    email: /^Email/,
    password: /^Password/,
    passwordConfirm: /^Confirm password/,
  };
  for (const [k, v] of Object.entries(values)) if (v) await userEvent.type(field(labels[k]), v);
}

const valid = {
  name: 'Ann Lee',
  company: 'Sun Co',
  licenseNumber: 'EL-12345',
  trainingCert: 'AB12-CD34-EF56-7890',
  email: 'ann@example.com',
  password: 'pw-123456',
  passwordConfirm: 'pw-123456',
};

beforeAll(initTestI18n);
beforeAll(loadForms('signUp', 'resetPassword'));
beforeEach(() => {
  for (const k of Object.keys(formDrafts)) delete formDrafts[k];
  Object.assign(navigation, { notice: null, noticePath: '' });
});

describe('sign-up validation', () => {
  it('shows the exact text for every empty field', async () => {
    renderScreen(FormScreen, signUpStep, { api: { register: vi.fn() } });
    await userEvent.click(await screen.findByRole('button', { name: 'SIGN UP' }));
    await waitFor(() => expect(errorOf(/^Name/)).toBe('Please input your name'));
    expect(errorOf(/^Company/)).toBe('Please input your company name');
    expect(errorOf(/^License number/)).toBe('Please input license number');
    expect(errorOf(/^Email/)).toBe('Please input a valid email address');
    expect(errorOf(/^Password/)).toBe('Please input password');
    expect(errorOf(/^Training certificate/)).not.toBeNull();
    expect(errorOf(/^Confirm password/)).not.toBeNull();
  });

  it.each([
    ['AB12-CD34-EF56-7890', null],
    ['ab12-cd34', null],
    ['AB12', 'invalid training cert number'],
    ['AB1-CD34', 'invalid training cert number'],
    ['AB12-CD3G', 'invalid training cert number'],
    ['AB12--CD34', 'invalid training cert number'],
    ['AB12-CD34-', 'invalid training cert number'],
  ])('training certificate %s → %s (Y.16i)', async (cert, expected) => {
    renderScreen(FormScreen, signUpStep, { api: { register: vi.fn(async () => fail('stop', 400)) } });
    await screen.findByRole('button', { name: 'SIGN UP' });
    await fillSignUp({ ...valid, trainingCert: cert });
    await userEvent.click(screen.getByRole('button', { name: 'SIGN UP' }));
    if (expected) await waitFor(() => expect(errorOf(/^Training certificate/)).toBe(expected));
    else {
      await screen.findByText('stop'); // it reached the server
      expect(errorOf(/^Training certificate/)).toBeNull();
    }
  });

  it("says `Two inputs don't match!` when the confirmation differs", async () => {
    const register = vi.fn();
    renderScreen(FormScreen, signUpStep, { api: { register } });
    await screen.findByRole('button', { name: 'SIGN UP' });
    await fillSignUp({ ...valid, passwordConfirm: 'something-else' });
    await userEvent.click(screen.getByRole('button', { name: 'SIGN UP' }));
    await waitFor(() => expect(errorOf(/^Confirm password/)).toBe("Two inputs don't match!"));
    expect(register).not.toHaveBeenCalled();
  });

  it('rejects an invalid email with the login text (Z-25)', async () => {
    renderScreen(FormScreen, signUpStep, { api: { register: vi.fn() } });
    await screen.findByRole('button', { name: 'SIGN UP' });
    await fillSignUp({ ...valid, email: 'ann@example' });
    await userEvent.click(screen.getByRole('button', { name: 'SIGN UP' }));
    await waitFor(() => expect(errorOf(/^Email/)).toBe('Please input a valid email address'));
  });
});

describe('sign-up submission', () => {
  it('sends the seven fields and opens /account-created', async () => {
    const register = vi.fn(async () => ok(undefined));
    const { location } = renderScreen(FormScreen, signUpStep, { api: { register } });
    await screen.findByRole('button', { name: 'SIGN UP' });
    await fillSignUp(valid);
    await userEvent.click(screen.getByRole('button', { name: 'SIGN UP' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/account-created'));
    expect(register).toHaveBeenCalledWith(valid);
  });

  it('shows the server message in place and keeps every typed value (B-12)', async () => {
    const { location } = renderScreen(FormScreen, signUpStep, {
      api: { register: async () => fail('This email is already registered', 400) },
    });
    await screen.findByRole('button', { name: 'SIGN UP' });
    await fillSignUp(valid);
    await userEvent.click(screen.getByRole('button', { name: 'SIGN UP' }));
    expect(await screen.findByText('This email is already registered')).toBeInTheDocument();
    expect(field(/^Name/)).toHaveValue('Ann Lee');
    expect(field(/^Email/)).toHaveValue('ann@example.com');
    expect(field(/^Password/)).toHaveValue('pw-123456');
    expect(location.history?.at(-1)).toBe('/create-account');
  });
});

describe('the password policy (NewPassword in openapi.yaml)', () => {
  it.each([
    ['7 characters', 'short-1', 'The password needs at least 8 characters'],
    ['a common password', 'password123', 'This password is too common. Please choose another one'],
  ])('refuses %s with its own words before anything is sent', async (_what, password, message) => {
    const register = vi.fn();
    renderScreen(FormScreen, signUpStep, { api: { register } });
    await screen.findByRole('button', { name: 'SIGN UP' });
    await fillSignUp({ ...valid, password, passwordConfirm: password });
    await userEvent.click(screen.getByRole('button', { name: 'SIGN UP' }));
    await waitFor(() => expect(errorOf(/^Password/)).toBe(message));
    expect(register).not.toHaveBeenCalled();
  });
});

describe('reset password', () => {
  it("says `Two inputs don't match!` for different passwords", async () => {
    renderScreen(FormScreen, resetStep, {
      path: '/reset-password/tok-9',
      params: { token: 'tok-9' },
      api: { resetPassword: vi.fn() },
    });
    await userEvent.type(await screen.findByLabelText(/^New password/), 'abc12345');
    await userEvent.type(field(/^Confirm new password/), 'abc12346');
    await userEvent.click(screen.getByRole('button', { name: 'SAVE PASSWORD' }));
    await waitFor(() => expect(errorOf(/^Confirm new password/)).toBe("Two inputs don't match!"));
  });

  it('sends the token from the route and goes to /login with `password reset successfully`', async () => {
    const resetPassword = vi.fn(async () => ok(undefined));
    const { location } = renderScreen(FormScreen, resetStep, {
      path: '/reset-password/tok-9',
      params: { token: 'tok-9' },
      api: { resetPassword },
    });
    await userEvent.type(await screen.findByLabelText(/^New password/), 'plum-tree-42');
    await userEvent.type(field(/^Confirm new password/), 'plum-tree-42');
    await userEvent.click(screen.getByRole('button', { name: 'SAVE PASSWORD' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/login'));
    expect(resetPassword).toHaveBeenCalledWith({ password: 'plum-tree-42', token: 'tok-9' });
    expect(navigation.notice).toBe('account.passwordReset');
    expect(navigation.noticePath).toBe('/login');
    expect(within(document.body).queryByText('password reset successfully')).toBeNull(); // shown on /login, not here
  });
});
