// /commission/unequal-allocation-review (E-41): every phase's allocation, read-only, in percent as
// stored (E-35). The flow's buttons do the rest: EDIT → phase 1, CONFIRM → confirmAllocation.
import { useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useFlowActions } from '../../app/useFlowActions.ts';
import { formatDecimal } from '../../handlers/rules/decimal.ts';
import { formatLocalNumber } from '../../ui/localNumber.ts';
import { phasesOf } from '../../handlers/rules/serial.ts';
import { project, type Connection } from '../../state/project.ts';
import { BodyBlocks } from '../../ui/BodyBlocks.tsx';
import { FlowButtons } from '../../ui/FlowButtons.tsx';
import { Page } from '../../ui/Page.tsx';
import type { ScreenProps } from '../types.ts';
import { phaseConnections, storedWeightOf } from './allocationModel.ts';
import { PhaseLabel } from './PhaseLabel.tsx';

export default function AllocationReviewScreen({ step, params }: ScreenProps<'allocationReview'>) {
  const { t, i18n } = useTranslation();
  const actions = useFlowActions(step, params);
  const query = new URLSearchParams(useSearch());
  const snap = useSnapshot(project);
  const serial = snap.serialNumber;
  return (
    <Page title={step.title} progress={step.progress} failure={actions.failure}>
      <BodyBlocks blocks={step.body} />
      {phasesOf(serial).map((phase, p) => (
        <section key={phase} className="my-3 rounded-lg border border-slate-300 bg-white p-3" aria-label={t('allocation.phaseOf', { phase, number: p + 1, total: phasesOf(serial).length })}>
          <h2 className="mb-2 text-lg font-bold text-slate-900">{t('allocation.phaseOf', { phase, number: p + 1, total: phasesOf(serial).length })}</h2>
          <ul className="flex flex-col gap-2">
            {phaseConnections(serial, snap.connections as Connection[], phase).map((c) => {
              const weight = storedWeightOf(snap.algorithmWeight[p] as never, c.group);
              return (
                <li key={c.group} className="flex flex-wrap items-center justify-between gap-2">
                  <span className="flex flex-wrap items-center gap-2">
                    <PhaseLabel phase={phase} label={c.label} group={c.group} />
                    <span className="text-base text-slate-900">{c.name}</span>
                  </span>
                  <span className="font-semibold text-slate-900">{weight === null ? t('common.na') : t('allocation.percentValue', { value: formatLocalNumber(formatDecimal(weight), i18n.language) })}</span>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      <FlowButtons buttons={step.buttons} actions={actions} params={params} query={query} />
    </Page>
  );
}
