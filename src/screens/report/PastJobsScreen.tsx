// /past-jobs: the logged-in user's jobs on this phone (loadPastJobs), newest first, each with its
// date, unit, site, how it ended and its photos still to send; "Open report" sends the job's { id }
// to the step's run: handler, which opens that job's report. Loaded on arrival; an empty list says so.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useFlowActions } from '../../app/useFlowActions.ts';
import { useHandler } from '../../app/useHandler.ts';
import { hasPastJobs, type PastJobItem } from '../../handlers/report/pastJobItem.ts';
import { displayLocale } from '../../platform/displayLocale.ts';
import { BodyBlocks } from '../../ui/BodyBlocks.tsx';
import { FlowButtons } from '../../ui/FlowButtons.tsx';
import { Page } from '../../ui/Page.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useRegionCountry } from '../account/useRegionCountry.ts';
import type { ScreenProps } from '../types.ts';
import { PastJobCard } from './PastJobCard.tsx';

export default function PastJobsScreen({ step, params }: ScreenProps<'pastJobs'>) {
  const { t, i18n } = useTranslation();
  const actions = useFlowActions(step, params);
  const query = new URLSearchParams(useSearch());
  const runHandler = useHandler(params);
  const [jobs, setJobs] = useState<PastJobItem[] | null>(null);

  const load = useCallback(async () => {
    const outcome = await runHandler('loadPastJobs', undefined);
    if (hasPastJobs(outcome)) setJobs(outcome.jobs);
  }, [runHandler]);

  useEffect(() => {
    void load();
  }, [load]);

  const region = useRegionCountry();
  const date = useMemo(() => {
    const format = new Intl.DateTimeFormat(displayLocale(i18n.language ?? 'en', region), {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    return (ms: number) => format.format(new Date(ms));
  }, [i18n.language, region]);

  return (
    <Page title={step.title} progress={step.progress} failure={actions.failure}>
      <BodyBlocks blocks={step.body} />
      {jobs === null ? <Spinner label={t('pastJobs.loading')} /> : null}
      {jobs?.length === 0 ? (
        <p className="my-4 text-base text-slate-800" data-testid="past-jobs-empty">
          {t('pastJobs.empty')}
        </p>
      ) : null}
      {jobs && jobs.length > 0 ? (
        <ul aria-label={t('pastJobs.listLabel')} className="my-4 flex flex-col gap-3">
          {jobs.map((job) => (
            <li key={job.id}>
              <PastJobCard
                job={job}
                date={date(job.at)}
                disabled={actions.busy}
                onOpen={() => void actions.submit({ id: job.id })}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <FlowButtons buttons={step.buttons} actions={actions} params={params} query={query} />
    </Page>
  );
}
