// /view-connected-units (H-26): each output group's unit per phase with its label (N-14) and whether
// it is enabled for solar, said in words and by a tick or cross, never by colour alone. EDIT is a
// flow button.
import { useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { useFlowActions } from '../../app/useFlowActions.ts';
import { BodyBlocks } from '../../ui/BodyBlocks.tsx';
import { FlowButtons } from '../../ui/FlowButtons.tsx';
import { Page } from '../../ui/Page.tsx';
import { PhaseLabel } from '../config/PhaseLabel.tsx';
import type { ScreenProps } from '../types.ts';
import { enabledBoxesFrom, isShown } from './serviceModel.ts';
import { SystemInfoLoading } from './SystemInfoLoading.tsx';
import { useCurrentSystemInfo } from './useCurrentSystemInfo.ts';

export default function ConnectedUnitsViewScreen({ step, params }: ScreenProps<'connectedUnitsView'>) {
  const { t } = useTranslation();
  const actions = useFlowActions(step, params);
  const query = new URLSearchParams(useSearch());
  const info = useCurrentSystemInfo(actions.emit);
  if (!info.data) return <Page title={step.title}><SystemInfoLoading state={info} /></Page>;
  const groups = enabledBoxesFrom(info.serial, info.data)
    .map((boxes, group) => ({ group, boxes: boxes.filter(isShown) }))
    .filter((g) => g.boxes.length > 0);
  return (
    <Page title={step.title} failure={actions.failure}>
      <BodyBlocks blocks={step.body} />
      {groups.length === 0 ? <p className="text-base text-slate-800">{t('connectedUnits.none')}</p> : null}
      <div className="flex flex-col gap-3">
        {groups.map(({ group, boxes }) => (
          <section key={group} className="rounded-lg border border-slate-300 bg-white p-3">
            <h2 className="text-lg font-semibold text-slate-900">{t('connectedUnits.group', { number: group + 1 })}</h2>
            <ul className="mt-1 flex flex-col gap-1">
              {boxes.map((b) => (
                <li key={b.phase} className="flex min-h-10 flex-wrap items-center gap-3">
                  <PhaseLabel phase={b.phase} label={b.label} />
                  <span className="min-w-0 flex-1 text-base text-slate-900">{b.name}</span>
                  <span className={`text-base font-medium ${b.ticked ? 'text-green-800' : 'text-slate-700'}`}>
                    <span aria-hidden>{b.ticked ? '✔ ' : '✖ '}</span>
                    {t(b.ticked ? 'connectedUnits.enabled' : 'connectedUnits.notEnabled')}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <FlowButtons buttons={step.buttons} actions={actions} params={params} query={query} />
    </Page>
  );
}
