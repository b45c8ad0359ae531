// One site of /view-fleet: address, SolShare name and unit count, the worst state of its
// units (icon and words) and when it last changed; the whole card is one 48 px+ tap target.
// Every card is CARD_REM high (a long address takes two lines, then an ellipsis; the whole address
// is the card's name for a screen reader), so the virtualised list knows where each card is without
// measuring it and opens at the same place on the way back.
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { isHealth } from '../../handlers/fleet/health.ts';
import type { FleetListSite } from '../../handlers/fleet/loadFleetPage.ts';
import { HealthBadge } from '../view/HealthBadge.tsx';

/** the card's height, rem (so it grows with the phone's text size) */
export const CARD_REM = 7.25;

function FleetSiteCardImpl({
  site,
  onOpen,
  formatDate,
}: {
  site: FleetListSite;
  onOpen(id: string): void;
  formatDate(ms: number): string;
}) {
  const { t } = useTranslation();
  const health = isHealth(site.worstState) ? site.worstState : null;
  const changed = site.lastChange ? Date.parse(site.lastChange) || 0 : 0;
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
      style={{ height: `${CARD_REM}rem` }}
      className="flex w-full items-center gap-2 overflow-hidden rounded-lg border-2 border-slate-400 bg-white px-3 py-2 text-left text-base text-slate-900 hover:border-brand-700 focus:outline-none focus-visible:ring-4 focus-visible:ring-amber-400"
    >
      <span className="min-w-0 flex-1">
        <span className="line-clamp-2 font-semibold break-words" title={site.address}>
          {site.address}
        </span>
        {details ? <span className="block truncate text-sm text-slate-700">{details}</span> : null}
        <span className="mt-0.5 flex items-center gap-x-2 overflow-hidden text-sm whitespace-nowrap">
          {health ? <HealthBadge health={health} /> : null}
          {changed ? (
            <span className="min-w-0 truncate text-slate-700">
              {t('fleet.view.changed', { date: formatDate(changed) })}
            </span>
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
