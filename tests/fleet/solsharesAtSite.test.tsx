// /solshares-at-site (H-35…H-37, Z-43) as a `view` step on the real app, client and
// simulator: the site chosen in the fleet or the unit's own, its units with their states, a tap that
// opens a unit, and Back to where the user came from.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keepFleetPage } from '../../src/state/fleetPages.ts';
import { project } from '../../src/state/project.ts';
import { viewedUnit } from '../../src/state/viewedUnit.ts';
import { renderRoute } from '../support/renderRoute.tsx';

describe('/solshares-at-site', () => {
  it("from the fleet: heads the page with the site's name and address, shows each unit's state and counts; Back → /view-fleet", async () => {
    const { api, user, history, navigate } = await renderRoute('/login', { as: 'fleet@example.com' });
    // the list's page the provider saw, as /view-fleet keeps it: the site's name and address come from there
    const page = await api.fleetSites({ health: 'offline', limit: 100 });
    if (!page.ok) throw new Error('the offline sites could not be listed');
    const target = page.data.sites.find((s) => (s.unitCount ?? 0) > 1 && s.solshareName)!;
    keepFleetPage('fleet@example.com', 'offline', 0, page.data, Date.now());
    navigate(`/solshares-at-site?from=view-fleet&projectId=${target.id}`);
    expect(await screen.findByTestId('site-heading')).toHaveTextContent(target.solshareName!);
    expect(screen.getByText(target.address)).toBeInTheDocument();
    const units = await screen.findAllByTestId('site-unit');
    expect(units).toHaveLength(target.unitCount!);
    const states = units.map((u) => u.querySelector('[data-health]')?.getAttribute('data-health'));
    expect(states).toContain('offline');
    expect(states).not.toContain('critical');
    const offline = units.find((u) => u.querySelector('[data-health="offline"]'))!;
    expect(within(offline).getByText('Offline: no network')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(history.at(-1)).toBe('/view-fleet');
  });

  it("from system info: lists the unit's own site, marks it, opens a tapped unit; Back → /system-info", async () => {
    const { user, history, navigate } = await renderRoute('/login', { as: 'installer@example.com' });
    viewedUnit.serial = '3P_35A_6709';
    navigate('/solshares-at-site?from=system-info');
    expect(await screen.findByRole('button', { name: /^3P_35A_6709/ })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('list', { name: 'SolShares at this site' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(history.at(-1)).toBe('/system-info');

    navigate('/solshares-at-site?from=system-info');
    const list = await screen.findByRole('list', { name: 'SolShares at this site' }); // not /system-info's list of the site
    await user.click(within(list).getByRole('button', { name: /^3P_35A_6709/ })); // H-36: its system info is loaded
    await waitFor(() => expect(history.at(-1)).toBe('/system-info'));
    expect(await screen.findByText('3P_35A_6709')).toBeInTheDocument();
  });

  it('says the unit is not linked when there is no site to show', async () => {
    const { navigate } = await renderRoute('/login', { as: 'installer@example.com' });
    project.serialNumber = '';
    navigate('/solshares-at-site?from=system-info');
    expect(await screen.findByText('This Solshare is not linked with an valid address')).toBeInTheDocument();
    expect(screen.queryByTestId('site-unit')).toBeNull();
  });
});
