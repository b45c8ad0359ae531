// /output-labels: one label per connected output and phase, for the switchboard. On the
// phone a list; printed, Avery L7160 sheets (A4, 3 × 7 = 21 labels of 63.5 × 38.1 mm), see print.css.
import { useTranslation } from 'react-i18next';
import { labelSheets, type OutputLabel } from '../../handlers/report/outputLabels.ts';
import { needsGroupName } from '../config/groupLabel.ts';
import { QrCode } from './QrCode.tsx';

export function LabelSheet({ labels }: { labels: readonly OutputLabel[] }) {
  const { t } = useTranslation();
  if (labels.length === 0) return <p className="text-base text-slate-800">{t('report.labels.none')}</p>;
  return (
    <div data-testid="labels">
      <p className="mb-3 text-base text-slate-800 print:hidden">{t('report.labels.intro', { count: labels.length })}</p>
      {labelSheets(labels).map((sheet, s) => (
        <ul key={s} className="label-sheet flex flex-col gap-3">
          {sheet.map((l) => (
            <li
              key={`${l.group}-${l.label}`}
              className="output-label flex items-center gap-3 rounded-lg border-2 border-slate-500 bg-white p-2"
              data-testid="output-label"
            >
              <QrCode
                text={l.link}
                label={t('report.labels.qr', { serial: l.serial })}
                className="output-label-qr h-28 w-28 shrink-0"
              />
              <div className="min-w-0">
                <p className="output-label-name font-mono text-3xl font-bold text-slate-900">{l.label}</p>
                {/* a two-phase unit's L1 is in every group (N-14): no two stickers may read the same */}
                {needsGroupName(l.label) ? (
                  <p className="output-label-group text-base font-semibold text-slate-900">
                    {t('report.connections.group', { group: l.group })}
                  </p>
                ) : null}
                <p className="output-label-unit text-lg font-semibold break-words text-slate-900">{l.name}</p>
                <p className="output-label-serial font-mono text-base text-slate-800">{l.serial}</p>
              </div>
            </li>
          ))}
        </ul>
      ))}
    </div>
  );
}
