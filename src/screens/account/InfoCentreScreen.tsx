// /info-centre (J-09, J-10): documents for the user's region, which the user may switch, and the
// start-up and shutdown procedure (/commission/1?info=true, a flow button; public per Z-17).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useFlowActions } from '../../app/useFlowActions.ts';
import type { Region } from '../../handlers/rules/index.ts';
import { BodyBlocks } from '../../ui/BodyBlocks.tsx';
import { FlowButtons } from '../../ui/FlowButtons.tsx';
import { Page } from '../../ui/Page.tsx';
import type { ScreenProps } from '../types.ts';
import { INFO_LINKS, REGIONS, infoCentreLinks, regionOf } from './regionContent.ts';
import { useRegionCountry } from './useRegionCountry.ts';

export default function InfoCentreScreen({ step, params }: ScreenProps<'infoCentre'>) {
  const { t } = useTranslation();
  const actions = useFlowActions(step, params);
  const query = new URLSearchParams(useSearch());
  const country = useRegionCountry(); // the site's country during a job; defaultCountry before login
  const [chosen, setChosen] = useState<Region | null>(null);
  const region = chosen ?? regionOf(country);
  const links = infoCentreLinks(region);
  return (
    <Page title={step.title} progress={step.progress} failure={actions.failure}>
      <BodyBlocks blocks={step.body} />
      <label htmlFor="info-region" className="mt-4 mb-1 block text-base font-semibold text-slate-900">{t('infoCentre.region')}</label>
      <select
        id="info-region"
        value={region}
        aria-describedby="info-region-help"
        onChange={(e) => setChosen(e.target.value as Region)}
        className="min-h-12 w-full rounded-lg border-2 border-slate-500 bg-white px-3 text-base text-slate-900 focus:outline-none focus-visible:ring-4 focus-visible:ring-amber-400"
      >
        {REGIONS.map((r) => <option key={r} value={r}>{t(`infoCentre.regions.${r}`)}</option>)}
      </select>
      <p id="info-region-help" className="mt-1 text-base text-slate-700">{t('infoCentre.regionHelp')}</p>
      <ul className="mt-5 flex flex-col gap-3">
        {INFO_LINKS.map((name) => (
          <li key={name}>
            <a
              href={links[name]}
              target="_blank"
              rel="noopener noreferrer"
              className="flex min-h-12 items-center rounded-lg border-2 border-brand-700 bg-white px-4 py-3 text-base font-semibold text-brand-800 underline underline-offset-4 focus:outline-none focus-visible:ring-4 focus-visible:ring-amber-400"
            >
              {t(`infoCentre.links.${name}`)}
              <span className="sr-only"> {t('infoCentre.opensNewTab')}</span>
            </a>
          </li>
        ))}
      </ul>
      <FlowButtons buttons={step.buttons} actions={actions} params={params} query={query} />
    </Page>
  );
}
