// The editors' preview (/gallery.html): every screen in each language and country variant with
// sample data, reachable without walking the wizard. Only on deployments with the training
// simulator (config.json `simulator: true`), which also gives it a demo login for live screens.
//   /gallery.html                                   the index: a link per route × language × country
//   /gallery.html?path=/commission/20&lang=de&country=GB   that screen
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import flows from 'virtual:flows';
import loaders from 'virtual:locale-loaders';
import countries from '../../content/countries.json';
import { createProviderApi } from '../api/client.ts';
import { App } from '../app/App.tsx';
import { loadAppConfig } from '../config/appConfig.ts';
import { initI18n } from '../i18n.ts';
import { project } from '../state/project.ts';
import { lookAtJob } from '../state/viewedUnit.ts';
import { run } from '../state/run.ts';
import { session, signIn } from '../state/session.ts';
import '../styles.css';
import { sampleProject, samplePath, sampleRun } from './sampleState.ts';

const root = createRoot(document.getElementById('app')!);
const languages = ['en', ...Object.keys(loaders)];
const countryCodes = Object.keys(countries.countries);

async function start() {
  const config = await loadAppConfig();
  const query = new URLSearchParams(location.search);
  const path = query.get('path');
  const lang = languages.includes(query.get('lang') ?? '') ? query.get('lang')! : 'en';
  const country = query.get('country') ?? 'AU';
  await initI18n(lang);
  if (!config.simulator) {
    root.render(<p className="p-4">{i18next.t('gallery.trainingOnly')}</p>);
    return;
  }
  if (!path) {
    root.render(<Index />);
    return;
  }
  document.documentElement.lang = lang;
  const { hook } = memoryLocation({ path });
  let drawn = 0; // a new key draws the screen afresh: the studio's preview after a content file's value changed
  const draw = () =>
    root.render(
      <StrictMode>
        <p className="bg-amber-100 px-4 py-2 text-sm text-amber-950">
          {i18next.t('gallery.banner', { path, lang, country })} ·{' '}
          <a className="font-semibold underline" href="/gallery.html">
            {i18next.t('gallery.all')}
          </a>
        </p>
        <Router key={drawn++} hook={hook}>
          <App services={{ flows, api, config }} />
        </Router>
      </StrictMode>,
    );
  // the editors' studio (`npm run studio`, dev server only: never in a build) marks texts and edits live
  if (import.meta.env.DEV && query.has('studio'))
    (await import('../studio/preview/bridge.ts')).installStudioBridge(i18next, draw);
  const api = createProviderApi({
    baseUrl: location.origin,
    geocoderUrl: location.origin,
    timeoutMs: 10_000,
    getToken: () => session.token ?? undefined,
    onUnauthorized: () => {},
    reportError: () => {},
  });
  const email = query.get('role') === 'provider' ? 'provider@example.com' : 'installer@example.com';
  const login = await api.login({ email, password: 'solshare-demo' }); // the simulator's demo accounts
  if (login.ok) signIn(login.data.token);
  session.country = country;
  Object.assign(project, sampleProject(country));
  Object.assign(run, sampleRun(country));
  lookAtJob(); // the service screens preview the sample unit
  draw();
}

function Index() {
  return (
    <main className="mx-auto max-w-3xl p-4">
      <h1 className="mb-3 text-2xl font-bold">{i18next.t('gallery.title')}</h1>
      <p className="mb-4">{i18next.t('gallery.intro')}</p>
      <table className="w-full text-left text-sm">
        <tbody>
          {flows.steps.map((step) => (
            <tr key={step.path} className="border-t border-slate-300">
              <th className="py-2 pr-3 align-top font-mono font-normal">{step.path}</th>
              <td className="py-2">
                {languages.map((lang) => (
                  <span key={lang} className="mr-3 inline-block">
                    {lang}:{' '}
                    {countryCodes.map((c) => (
                      <a
                        key={c}
                        className="mr-1 text-brand-800 underline"
                        href={`/gallery.html?${new URLSearchParams({ path: samplePath(step.path), lang, country: c })}`}
                      >
                        {c}
                      </a>
                    ))}
                  </span>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}

start().catch((error: unknown) => {
  console.error(error);
  root.render(<p className="p-4">{i18next.t('gallery.failed', { error: String(error) })}</p>);
});
