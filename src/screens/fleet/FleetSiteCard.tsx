// One site of /view-fleet: address, SolShare name and unit count, the worst state of its
// units (icon and words) and when it last changed; the whole card is one 48 px+ tap target.
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FleetEntry } from '../../handlers/fleet/fleetQuery.ts';
import { HealthBadge } from '../view/HealthBadge.tsx';

function FleetSiteCardImpl({
  entry,
  onOpen,
  formatDate,
}: {
  entry: FleetEntry;
  onOpen(id: string): void;
  formatDate(ms: number): string;
}) {
  const { t } = useTranslation();
  const { site, health, changed } = entry;
  const details = [
    site.solshareName,
    site.unitCount !== undefined ? t('fleet.view.unitCount', { count: site.unitCount }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <button
      type="button"
      data-testid="fleet-site"
      onClick={() => onOpen(String(site.id))}
      className="flex min-h-12 w-full items-center gap-2 rounded-lg border-2 border-slate-400 bg-white px-3 py-2 text-left text-base text-slate-900 hover:border-brand-700 focus:outline-none focus-visible:ring-4 focus-visible:ring-amber-400"
    >
      <span className="min-w-0 flex-1">
        <span className="block font-semibold break-words">{site.address}</span>
        {details ? <span className="block text-sm text-slate-700">{details}</span> : null}
        <span className="mt-0.5 flex flex-wrap items-center gap-x-2 text-sm">
          {health ? <HealthBadge health={health} /> : null}
          {changed ? (
            <span className="text-slate-700">{t('fleet.view.changed', { date: formatDate(changed) })}</span>
          ) : null}
        </span>
      </span>
      <span aria-hidden className="text-2xl text-brand-800">
        ›
      </span>
    </button>
  );
}

export const FleetSiteCard = memo(FleetSiteCardImpl);
