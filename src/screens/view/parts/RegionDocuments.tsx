// J-09, J-10: documents by region: a region picker (starting at the user's region) and the chosen
// region's documents as links that open in a new tab. Rows cannot hold a picker or an outside link,
// hence a part. props: { items (field of RegionDocuments[]), current (field of the user's region),
// label (the picker's label), help (a line under it) }
import { displayLocale } from '../../../platform/displayLocale.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegionDocuments as Documents } from '../../../handlers/account/loadInfoCentre.ts';
import { field } from '../fields.ts';
import { formatValue } from '../formats.tsx';
import type { PartProps } from './partProps.ts';

const str = (v: unknown) => (typeof v === 'string' ? v : '');

export function RegionDocuments({ view, props }: PartProps) {
  const { t, i18n } = useTranslation();
  const c = { t, language: displayLocale(i18n.language || 'en') };
  const regions = (field(view.data, str(props.items) || 'regions') ?? []) as Documents[];
  const [chosen, setChosen] = useState<string | null>(null);
  const region = chosen ?? str(field(view.data, str(props.current) || 'region'));
  const shown = regions.find((r) => r.region === region) ?? regions[0];
  if (!shown) return null;
  return (
    <>
      <label htmlFor="info-region" className="mt-4 mb-1 block text-base font-semibold text-slate-900">
        {t(str(props.label))}
      </label>
      <select
        id="info-region"
        value={shown.region}
        aria-describedby={props.help ? 'info-region-help' : undefined}
        onChange={(e) => setChosen(e.target.value)}
        className="min-h-12 w-full rounded-lg border-2 border-slate-500 bg-white px-3 text-base text-slate-900 focus:outline-none focus-visible:ring-4 focus-visible:ring-amber-400"
      >
        {regions.map((r) => (
          <option key={r.region} value={r.region}>
            {formatValue(r.name, 'text', c)}
          </option>
        ))}
      </select>
      {props.help ? (
        <p id="info-region-help" className="mt-1 text-base text-slate-700">
          {t(str(props.help))}
        </p>
      ) : null}
      <ul className="mt-5 flex flex-col gap-3">
        {shown.links.map((l) => (
          <li key={l.href}>
            <a
              href={l.href}
              target="_blank"
              rel="noopener noreferrer"
              className="flex min-h-12 items-center rounded-lg border-2 border-brand-700 bg-white px-4 py-3 text-base font-semibold text-brand-800 underline underline-offset-4 focus:outline-none focus-visible:ring-4 focus-visible:ring-amber-400"
            >
              {formatValue(l.text, 'text', c)}
              <span className="sr-only"> {t('infoCentre.opensNewTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
