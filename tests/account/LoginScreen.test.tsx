// /login: exact validation texts (L-01, L-02), the trimmed email (B-02), the server message in place,
// and the forgot-password modal texts (B-08).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import LoginScreen from '../../src/screens/account/LoginScreen.tsx';
import { signOut } from '../../src/state/session.ts';
import { initTestI18n, renderScreen } from '../support/renderScreen.tsx';
import { fail, ok } from '../support/apiResults.ts';
import { unsignedJwt, validFor } from '../support/tokens.ts';
import { flowStep } from '../support/flowStep.ts';

const loginStep = flowStep('/login');

beforeAll(initTestI18n);
beforeEach(() => {
  signOut();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('login form', () => {
  it('shows the exact texts for an invalid email and an empty password', async () => {
    const login = vi.fn();
    renderScreen(LoginScreen, loginStep, { api: { login } });
    await userEvent.type(screen.getByLabelText('Email'), 'manager@');
    await userEvent.click(screen.getByRole('button', { name: 'LOGIN' }));
    expect(await screen.findByText('Please input a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please input password')).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it('trims the email before sending it and lands on /welcome', async () => {
    const token = unsignedJwt(validFor({ role: ['Commissioner'] }));
    const login = vi.fn(async () => ok({ token }));
    const { location } = renderScreen(LoginScreen, loginStep, { api: { login, fleets: async () => ok([]) } });
    await userEvent.type(screen.getByLabelText('Email'), '  ann@example.com  ');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'LOGIN' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/welcome'));
    expect(login).toHaveBeenCalledWith({ email: 'ann@example.com', password: 'secret' });
  });

  it('shows the server message for a wrong password and keeps what was typed', async () => {
    renderScreen(LoginScreen, loginStep, { api: { login: async () => fail('Incorrect email or password', 401) } });
    await userEvent.type(screen.getByLabelText('Email'), 'ann@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'LOGIN' }));
    expect(await screen.findByText('Incorrect email or password')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ann@example.com');
  });

  it('links to sign-up', async () => {
    const { location } = renderScreen(LoginScreen, loginStep);
    await userEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(location.history?.at(-1)).toBe('/create-account');
  });
});

describe('forgot-password modal', () => {
  it('says `email sent` when the request succeeds', async () => {
    const forgetPassword = vi.fn(async () => ok(undefined));
    renderScreen(LoginScreen, loginStep, { api: { forgetPassword } });
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(screen.getByLabelText('Email', { selector: '#forgot-email' }), ' ann@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'SEND' }));
    expect(await screen.findByText('email sent')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(forgetPassword).toHaveBeenCalledWith({ email: 'ann@example.com' });
  });

  it('says `email send failed` when the request fails', async () => {
    renderScreen(LoginScreen, loginStep, { api: { forgetPassword: async () => fail('Unknown user', 404) } });
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await userEvent.type(await screen.findByLabelText('Email', { selector: '#forgot-email' }), 'ann@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'SEND' }));
    expect(await screen.findByText('email send failed')).toBeInTheDocument();
  });
});
