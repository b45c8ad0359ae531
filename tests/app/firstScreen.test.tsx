// The route a phone opens first draws whole in one go when main.tsx has loaded its code and form
// (src/screens/firstScreen.ts): no spinner frame before the step (two paints where one will do, and the
// second is what Lighthouse times). A route whose code is not loaded yet still shows the spinner first.
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { project } from '../../src/state/project.ts';
import { loadForm, loadScreen } from '../../src/screens/firstScreen.ts';
import { renderRoute } from '../support/renderRoute.tsx';

const withUnitAndAddress = () => {
  project.serialNumber = '3P_35A_0401';
  project.address.address = '1 Solar St, Sydney NSW';
};

describe('the first screen', () => {
  it('a form route whose code and schema were loaded first draws its title, guidance and fields in the first render', async () => {
    await Promise.all([loadScreen('form'), loadForm('specifications')]);
    const { navigate } = await renderRoute('/welcome', { as: 'installer@example.com' });
    withUnitAndAddress();
    act(() => navigate('/commission/specifications')); // one render, nothing awaited before the checks
    expect(screen.getByRole('heading', { name: 'System specifications' })).toBeInTheDocument();
    expect(screen.getByText(/Enter the size of the solar system/)).toBeInTheDocument();
    expect(screen.getByLabelText(/DC size/)).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('a route whose code is not loaded yet shows the spinner, then the step', async () => {
    const { navigate } = await renderRoute('/welcome', { as: 'installer@example.com' });
    act(() => navigate('/confirm-training')); // the checklist kind: nothing loaded it
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
