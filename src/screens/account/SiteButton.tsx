// One site of the fleet as a large tap target: its address, then its country in words.
import { useTranslation } from 'react-i18next';
import type { fleet } from '../../state/fleet.ts';

/** What the button shows of a site of the fleet (src/state/fleet.ts). */
type SiteShown = Pick<(typeof fleet)['sites'][number], 'address' | 'country'>;

export function SiteButton({
  site,
  label,
  disabled,
  onChoose,
}: {
  site: SiteShown;
  label: string;
  disabled?: boolean;
  onChoose(): void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      disabled={disabled}
      aria-label={label}
      onClick={onChoose}
      className="flex min-h-12 w-full flex-col items-start rounded-lg border-2 border-slate-400 bg-white px-4 py-3 text-left text-base text-slate-900 hover:border-brand-700 focus:outline-none focus-visible:ring-4 focus-visible:ring-amber-400 disabled:opacity-60"
    >
      <span className="font-semibold">{site.address}</span>
      <span className="text-slate-700">{t(`sites.country.${site.country}`, { defaultValue: site.country })}</span>
    </button>
  );
}
