// H-19, H-23 (reading): the allocation per phase, read-only: each solar connection with its label
// (N-14, colour never alone) and its stored share, or N/A when none is stored.
import { useTranslation } from 'react-i18next';
import { PhaseLabel } from '../config/PhaseLabel.tsx';
import type { AllocationRow } from './serviceModel.ts';
import type { Phase } from '../../handlers/rules/serial.ts';

export function AllocationTable({ phases }: { phases: readonly { phase: Phase; rows: readonly AllocationRow[] }[] }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3" data-testid="allocation">
      {phases.map(({ phase, rows }) => (
        <section key={phase} className="rounded-lg border border-slate-300 bg-white p-3">
          <h2 className="text-lg font-semibold text-slate-900">{t('deliverySetup.phase', { phase })}</h2>
          {rows.length === 0 ? <p className="text-base text-slate-700">{t('deliverySetup.noUnits')}</p> : null}
          <ul className="mt-1 flex flex-col gap-1">
            {rows.map((r) => (
              <li key={r.group} className="flex min-h-10 flex-wrap items-center gap-3">
                <PhaseLabel phase={phase} label={r.label} group={r.group} />
                <span className="min-w-0 flex-1 text-base text-slate-900">{r.name}</span>
                <span className="text-base font-semibold text-slate-900">{r.weight === null ? t('common.na') : t('deliverySetup.percent', { value: r.weight })}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
