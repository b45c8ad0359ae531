// The SolShares at a site, each with its critical and non-critical fault counts (H-05, H-35). Shared by
// /system-info and /solshares-at-site; a tap opens that unit (debounced by the caller's hook, H-36).
import { useTranslation } from 'react-i18next';
import type { SolshareAtSite } from '../../handlers/data.ts';

export function SiteUnitList({ units, current, disabled, onOpen, label }: { units: readonly SolshareAtSite[]; current?: string; disabled?: boolean; onOpen(serial: string): void; label: string }) {
  const { t } = useTranslation();
  return (
    <ul aria-label={label} className="flex flex-col gap-2">
      {units.map((u) => (
        <li key={u.serial}>
          <button
            type="button"
            disabled={disabled}
            aria-current={u.serial === current ? 'true' : undefined}
            aria-label={t('fleet.atSite.open', { serial: u.serial, critical: u.criticalFaults, nonCritical: u.nonCriticalFaults })}
            onClick={() => onOpen(u.serial)}
            className="flex min-h-12 w-full flex-col items-start rounded-lg border-2 border-slate-400 bg-white px-4 py-3 text-left text-base text-slate-900 hover:border-brand-700 focus:outline-none focus-visible:ring-4 focus-visible:ring-amber-400 disabled:opacity-60"
          >
            <span className="font-semibold">{u.serial}{u.serial === current ? ` ${t('fleet.atSite.thisUnit')}` : ''}</span>
            <span className="text-slate-700">{t('fleet.atSite.faults', { critical: u.criticalFaults, nonCritical: u.nonCriticalFaults })}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
