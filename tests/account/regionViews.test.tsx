// /contact on the `view` kind, on the real app, client and simulator: the support contact of the
// user's region (J-11, N-07, Z-19), chosen by the load handler from the site's country during a job,
// else the user's located country, else the deployment's defaultCountry.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseAppConfig } from '../../src/config/appConfig.ts';
import { project } from '../../src/state/project.ts';
import { session } from '../../src/state/session.ts';
import { renderRoute, type RouteOptions } from '../support/renderRoute.tsx';

/** `path` after the phone's state is set (a located user, a job's site), as a user would arrive. */
async function arrive(path: string, state: () => void, options: RouteOptions = {}) {
  const r = await renderRoute('/login', options);
  state();
  r.navigate(path);
  return r;
}

describe('/contact', () => {
  it.each([
    ['AU', 'Oceania', 'support.au@allumeenergy.com', 'tel:+61280000000'],
    ['US', 'Americas', 'support@allumeenergy.com', 'tel:+18000000000'],
    ['GB', 'Europe', 'support@allumeenergy.com', 'tel:+442000000000'],
    ['DE', 'Europe', 'support@allumeenergy.com', 'tel:+493000000000'], // Germany's own number (content/contacts.json countries)
    ['NZ', 'Oceania', 'support.au@allumeenergy.com', 'tel:+6498000000'],
  ])(
    'a user in %s sees the support contact of %s, in the country’s own number where it has one',
    async (country, region, email, tel) => {
      await arrive('/contact', () => {
        session.country = country;
      });
      expect(await screen.findByRole('heading', { name: `Support for ${region}` })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: `Email ${email}` })).toHaveAttribute('href', `mailto:${email}`);
      expect(screen.getByRole('link', { name: /^Call / })).toHaveAttribute('href', tel);
    },
  );

  it('a logged-out user of a UK deployment, not yet located, sees the European contact (config.json defaultCountry)', async () => {
    await arrive(
      '/contact',
      () => {
        session.country = '';
      },
      { config: parseAppConfig({ defaultCountry: 'GB' }) },
    );
    expect(await screen.findByRole('link', { name: 'Email support@allumeenergy.com' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Call / })).toHaveAttribute('href', 'tel:+442000000000');
  });

  it('during a job the contact follows the site’s country, not the installer’s', async () => {
    await arrive('/contact', () => {
      session.country = 'AU';
      project.address = { ...project.address, country: 'GB' };
    });
    expect(await screen.findByRole('heading', { name: 'Support for Europe' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Call / })).toHaveAttribute('href', 'tel:+442000000000');
  });

  it('uses the support contact of config.json when the deployment sets one', async () => {
    const config = parseAppConfig({
      supportContacts: { Oceania: { phone: '+64 9 555 0100', email: 'help@example.nz' } },
    });
    await arrive(
      '/contact',
      () => {
        session.country = 'NZ';
      },
      { config },
    );
    expect(await screen.findByRole('link', { name: 'Call +64 9 555 0100' })).toHaveAttribute('href', 'tel:+6495550100');
    expect(screen.getByRole('link', { name: 'Email help@example.nz' })).toHaveAttribute(
      'href',
      'mailto:help@example.nz',
    );
  });
});

describe('/info-centre', () => {
  it('shows the documents of the user’s region, lets the user switch region, and links the procedure (J-09, J-10)', async () => {
    const { user, history } = await arrive('/info-centre', () => {
      session.country = 'GB';
    });
    const picker = await screen.findByRole('combobox', { name: 'Region' });
    expect(picker).toHaveValue('Europe');
    expect(picker).toHaveAccessibleDescription(
      'Links are shown for your region. Choose another region to see its documents.',
    );
    const sheets = () => screen.getByRole('link', { name: /Data sheets/ });
    expect(sheets().getAttribute('href')).toContain('/uk/');
    expect(sheets()).toHaveAttribute('target', '_blank');
    expect(screen.getAllByRole('link', { name: /\(opens in a new tab\)$/ })).toHaveLength(4);
    await user.selectOptions(picker, 'Americas');
    expect(sheets().getAttribute('href')).toContain('/us/');
    expect(history.at(-1)).toBe('/info-centre'); // switching region stays on the page
    await user.click(screen.getByRole('button', { name: 'Start-up and shutdown procedure' }));
    expect(history.at(-1)).toBe('/commission/1?info=true');
  });

  it('a logged-out user of a German deployment starts at Europe', async () => {
    await arrive(
      '/info-centre',
      () => {
        session.country = '';
      },
      { config: parseAppConfig({ defaultCountry: 'DE' }) },
    );
    expect(await screen.findByRole('combobox', { name: 'Region' })).toHaveValue('Europe');
  });
});
