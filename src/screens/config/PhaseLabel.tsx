// E-20, N-14, N-16: a connection label such as `L1-2` with its phase colour. The colour is a swatch
// next to the text, never the only carrier of meaning (the label text is always shown). Given its
// `group`, a label without a group number (two-phase `L1`, `L2`) names the output group beside it.
import { useTranslation } from 'react-i18next';
import { phaseColoursOf } from '../../handlers/rules/index.ts';
import type { Phase } from '../../handlers/rules/serial.ts';
import { useRegionCountry } from '../account/useRegionCountry.ts';
import { needsGroupName } from './groupLabel.ts';
import { phaseSwatch } from './phaseSwatch.ts';

export function PhaseLabel({ phase, label, group }: { phase: Phase; label: string; group?: number }) {
  const { t } = useTranslation();
  const colours = phaseColoursOf(useRegionCountry()); // the site's country, else the installer's
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 font-mono text-base font-semibold text-slate-900">
      <span
        aria-hidden
        className={`inline-block h-4 w-4 shrink-0 rounded-full border-2 ${phaseSwatch(phase, colours)}`}
      />
      {label}
      {group !== undefined && needsGroupName(label) ? (
        <span className="font-sans text-sm font-medium text-slate-700">
          {t('connections.inGroup', { number: group + 1 })}
        </span>
      ) : null}
    </span>
  );
}
