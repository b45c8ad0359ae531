// The search field, the health filter and the sort of /view-fleet. The filter buttons say
// how many sites each state has among those the search matches, so the provider sees the spread; they
// sit in one row that scrolls sideways, so the first sites stay on the first screen of a phone.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FLEET_SORTS,
  HEALTH_FILTERS,
  isFleetSort,
  type FleetSort,
  type HealthFilter,
} from '../../handlers/fleet/fleetQuery.ts';
import { HealthIcon } from '../view/HealthBadge.tsx';

interface Props {
  text: string;
  health: HealthFilter;
  sort: FleetSort;
  counts: Record<HealthFilter, number>;
  onText(text: string): void;
  onHealth(health: HealthFilter): void;
  onSort(sort: FleetSort): void;
}

const field =
  'min-h-12 w-full rounded-lg border-2 border-slate-500 bg-white px-3 text-base text-slate-900 focus:outline-none focus-visible:ring-4 focus-visible:ring-amber-400';

export function FleetControls({ text, health, sort, counts, onText, onHealth, onSort }: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="my-3 flex flex-col gap-3">
      <div>
        <label htmlFor={`${id}-search`} className="block text-base font-semibold text-slate-900">
          {t('fleet.view.search')}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={text}
          onChange={(e) => onText(e.target.value)}
          autoComplete="off"
          spellCheck="false"
          enterKeyHint="search"
          aria-describedby={`${id}-search-help`}
          className={`mt-1 ${field}`}
        />
        <p id={`${id}-search-help`} className="mt-1 text-sm text-slate-700">
          {t('fleet.view.searchHelp')}
        </p>
      </div>
      <fieldset className="min-w-0">
        <legend className="text-base font-semibold text-slate-900">{t('fleet.view.filter')}</legend>
        <div className="mt-1 flex flex-wrap gap-2 pt-0.5 pb-1">
          {HEALTH_FILTERS.map((h) => (
            <button
              key={h}
              type="button"
              aria-pressed={health === h}
              onClick={() => onHealth(h)}
              className={`flex min-h-11 shrink-0 items-center gap-1.5 rounded-full border-2 px-3 text-sm font-semibold whitespace-nowrap focus:outline-none focus-visible:ring-4 focus-visible:ring-amber-400 ${health === h ? 'border-brand-800 bg-brand-700 text-white' : 'border-slate-500 bg-white text-slate-900'}`}
            >
              {h !== 'all' ? (
                <span className={health === h ? 'rounded-full bg-white' : ''}>
                  <HealthIcon health={h} size={18} />
                </span>
              ) : null}
              {t(`fleet.filter.${h}`, { count: counts[h] })}
            </button>
          ))}
        </div>
      </fieldset>
      {/* the label above, not beside: "Schlechtester Zustand zuerst" did not fit beside "Sortieren nach" at 390 px */}
      <div>
        <label htmlFor={`${id}-sort`} className="block text-base font-semibold text-slate-900">
          {t('fleet.view.sort')}
        </label>
        <select
          id={`${id}-sort`}
          value={sort}
          onChange={(e) => isFleetSort(e.target.value) && onSort(e.target.value)}
          className={`mt-1 ${field}`}
        >
          {FLEET_SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`fleet.sort.${s}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
