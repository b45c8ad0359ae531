// The document kind: /commissioning-report and /output-labels. Loads the current unit's
// report data on arrival (loadCommissioningReport: the run just finished, or system info), shows a
// lookup result in place (H-02…H-04), and offers Print ("Save as PDF" in the print dialog) and Share;
// the report itself can be sent as a PDF by e-mail or shared as a PDF file (ReportHandOver.tsx).
// props.document chooses what is shown; the flow's buttons lead on.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useFlowActions } from '../../app/useFlowActions.ts';
import { useHandler } from '../../app/useHandler.ts';
import { outputLabels } from '../../handlers/report/outputLabels.ts';
import { hasReport, type CommissioningReport } from '../../handlers/report/reportModel.ts';
import { isFailure } from '../../handlers/types.ts';
import { Button } from '../../ui/Button.tsx';
import { FlowButtons } from '../../ui/FlowButtons.tsx';
import { useRegionCountry } from '../account/useRegionCountry.ts';
import { Page } from '../../ui/Page.tsx';
import { LoadState } from '../service/LoadState.tsx';
import type { LoadProblem } from '../service/loadProblem.ts';
import type { ScreenProps } from '../types.ts';
import { displayLocale } from '../../platform/displayLocale.ts';
import { formatters, type Formatters } from './format.ts';
import type { DocumentStepProps } from '../../engine/kindProps.generated.ts';
import { LabelSheet } from './LabelSheet.tsx';
import { ReportDocument } from './ReportDocument.tsx';
import { ReportHandOver } from './ReportHandOver.tsx';
import { ReportPhotos } from './ReportPhotos.tsx';
import { useUnitPhotos } from '../photos/useUnitPhotos.ts';
import { ShareButton } from './ShareButton.tsx';
import './print.css';

const LOOKUP: Record<string, LoadProblem> = {
  notFound: { key: 'lookup.notFound', retry: true },
  forbidden: { key: 'lookup.forbidden', retry: false },
  notCommissioned: { key: 'lookup.notCommissioned', retry: false },
};

function documentOf(step: ScreenProps<'document'>['step']): DocumentStepProps['document'] {
  const name = step.props?.document;
  if (!name)
    throw new Error(
      `${step.source}: props.document is missing (content/schemas/kinds/document.schema.json requires it)`,
    );
  return name;
}

/** the report, its photos last, and the ways to hand it over (sent by e-mail, shared as a PDF) */
function ReportWithPhotos({ report, f, locale }: { report: CommissioningReport; f: Formatters; locale: string }) {
  // one load for the report's photos and its PDF; a past job's (opened from /past-jobs) are its own only
  const photos = useUnitPhotos(report.serial, report.photoJob);
  return (
    <>
      <ReportDocument report={report} f={f} photos={<ReportPhotos photos={photos} />} />
      <div className="no-print">
        <ReportHandOver report={report} photos={photos} f={f} locale={locale} />
      </div>
    </>
  );
}

export default function DocumentScreen({ step, params }: ScreenProps<'document'>) {
  const { t, i18n } = useTranslation();
  const actions = useFlowActions(step, params);
  const query = new URLSearchParams(useSearch());
  const runHandler = useHandler();
  const document = documentOf(step);
  const [report, setReport] = useState<CommissioningReport | null>(null);
  const [problem, setProblem] = useState<LoadProblem | null>(null);

  const load = useCallback(async () => {
    setProblem(null);
    const outcome = await runHandler('loadCommissioningReport', undefined);
    if (outcome === undefined) return; // screen left
    if (hasReport(outcome)) setReport(outcome.report);
    else if (isFailure(outcome)) setProblem({ failure: outcome.message, retry: true });
    else setProblem(LOOKUP[outcome.kind] ?? { key: 'lookup.notFound', retry: true });
  }, [runHandler]);

  useEffect(() => {
    void load();
  }, [load]);

  // the language the UI shows (i18n.language: resolvedLanguage may name English while German words load) and the site's region
  const region = useRegionCountry();
  const locale = displayLocale(i18n.language ?? 'en', region);
  const f = useMemo(() => formatters(locale), [locale]);
  const labels = useMemo(() => (report ? outputLabels(report, location.origin) : []), [report]);

  return (
    <Page title={step.title} failure={actions.failure}>
      <LoadState
        loading={!report && !problem}
        problem={problem}
        onRetry={() => void load()}
        loadingText="report.loading"
      />
      {report ? (
        <>
          {document === 'report' ? (
            <ReportWithPhotos report={report} f={f} locale={locale} />
          ) : (
            <LabelSheet labels={labels} />
          )}
          <div className="no-print mt-6 flex flex-col gap-3">
            <Button onClick={() => window.print()}>
              {t(document === 'report' ? 'report.print' : 'report.labels.print')}
            </Button>
            <ShareButton
              title={t('report.shareTitle', { serial: report.serial })}
              text={t('report.shareText', { serial: report.serial })}
              serial={report.serial}
            />
          </div>
        </>
      ) : null}
      <div className="no-print">
        <FlowButtons buttons={step.buttons} actions={actions} params={params} query={query} />
      </div>
    </Page>
  );
}
