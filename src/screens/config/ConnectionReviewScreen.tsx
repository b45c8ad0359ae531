// /commission/15 (E-21, Z-52): all five output groups with their type and unit names, and the
// question whether they are right: yes → /commission/17, no → /commission/16.
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useFlowActions } from '../../app/useFlowActions.ts';
import { project } from '../../state/project.ts';
import { BodyBlocks } from '../../ui/BodyBlocks.tsx';
import { Button } from '../../ui/Button.tsx';
import { Page } from '../../ui/Page.tsx';
import { isTwoPhase } from '../../handlers/rules/serial.ts';
import type { ScreenProps } from '../types.ts';
import { groupRows } from './connectionRows.ts';
import { PhaseLabel } from './PhaseLabel.tsx';

export default function ConnectionReviewScreen({ step, params }: ScreenProps<'connectionReview'>) {
  const { t } = useTranslation();
  const actions = useFlowActions(step, params);
  const snap = useSnapshot(project);
  const rows = groupRows(snap.serialNumber, snap.connections);
  const twoPhase = isTwoPhase(snap.serialNumber); // Z-35: never called three-phase
  return (
    <Page title={step.title} progress={step.progress}>
      <BodyBlocks blocks={step.body} />
      <ol className="my-4 flex flex-col gap-3">
        {rows.map((row) => (
          <li key={row.index} className="rounded-lg border border-slate-300 bg-white p-3" data-testid={`group-${row.index}`}>
            <p className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-semibold text-slate-900">{t('connections.groupOf', { number: row.index + 1, total: 5 })}</span>
              <span className="rounded bg-slate-100 px-2 py-0.5 text-base text-slate-900">{t(row.typeKey, { context: twoPhase ? '2p' : undefined })}</span>
            </p>
            {row.phases.length > 0 ? (
              <ul className="mt-2 flex flex-col gap-1">
                {row.phases.map((p) => (
                  <li key={p.phase} className="flex flex-wrap items-center gap-3">
                    <PhaseLabel phase={p.phase} label={p.label} />
                    <span className="text-base text-slate-900">{p.name}</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
      <p className="mt-4 text-lg font-semibold text-slate-900">{t('connections.review.question')}</p>
      <div className="mt-3 flex flex-col gap-3">
        <Button onClick={() => actions.emit('yes')}>{t('connections.review.yes')}</Button>
        <Button variant="secondary" onClick={() => actions.emit('no')}>{t('connections.review.no')}</Button>
      </div>
    </Page>
  );
}
