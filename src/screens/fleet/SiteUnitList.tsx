// The SolShares at a site (H-05, H-35): each with its alias and serial, its state (icon and
// words), its fault counts (icon and words) and whether it is online. Shared by /system-info and
// /solshares-at-site; a tap opens that unit (debounced by the caller's hook, H-36). The button's name is
// its visible text, so that what a voice-control user reads out is its name (WCAG 2.5.3, axe's
// label-content-name-mismatch).
import { useTranslation } from 'react-i18next';
import type { SolshareAtSite } from '../../handlers/data.ts';
import { unitHealth } from '../../handlers/fleet/health.ts';
import { HealthBadge, HealthIcon } from '../view/HealthBadge.tsx';

export function SiteUnitList({
  units,
  current,
  disabled,
  onOpen,
  label,
}: {
  units: readonly SolshareAtSite[];
  current?: string;
  disabled?: boolean;
  onOpen(serial: string): void;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <ul aria-label={label} className="flex flex-col gap-2">
      {units.map((u) => {
        const health = unitHealth(u);
        const counts = { critical: u.criticalFaults, nonCritical: u.nonCriticalFaults };
        return (
          <li key={u.serial}>
            <button
              type="button"
              disabled={disabled}
              data-testid="site-unit"
              aria-current={u.serial === current ? 'true' : undefined}
              onClick={() => onOpen(u.serial)}
              className="flex min-h-12 w-full items-center gap-2 rounded-lg border-2 border-slate-400 bg-white px-3 py-2 text-left text-base text-slate-900 hover:border-brand-700 focus:outline-none focus-visible:ring-4 focus-visible:ring-amber-400 disabled:opacity-60"
            >
              <span className="min-w-0 flex-1">
                <span className="block font-semibold break-words">
                  {u.alias ?? u.serial}
                  {u.serial === current ? ` ${t('fleet.atSite.thisUnit')}` : ''}
                </span>
                {u.alias ? <span className="block text-sm text-slate-700">{u.serial}</span> : null}
                <HealthBadge health={health} className="mt-0.5" />
                <span className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-0.5 text-sm text-slate-800">
                  <span className="inline-flex items-center gap-1">
                    {counts.critical > 0 ? <HealthIcon health="critical" size={16} /> : null}
                    {t('fleet.atSite.critical', { count: counts.critical })}
                  </span>
                  <span className="inline-flex items-center gap-1">
                    {counts.nonCritical > 0 ? <HealthIcon health="attention" size={16} /> : null}
                    {t('fleet.atSite.nonCritical', { count: counts.nonCritical })}
                  </span>
                  {u.offline !== undefined ? (
                    <span>{t(u.offline ? 'fleet.atSite.offline' : 'fleet.atSite.online')}</span>
                  ) : null}
                </span>
              </span>
              <span aria-hidden className="text-2xl text-brand-800">
                ›
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
