// /commissioning-report: what was set up, to hand over. Every value the source does not
// hold reads "Not available". Laid out for a phone and, with print.css, for one or two A4 or US
// Letter pages.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  CommissioningReport,
  Known,
  ReportPhaseAllocation,
  ReportShare,
} from '../../handlers/report/reportModel.ts';
import { isTwoPhase } from '../../handlers/rules/serial.ts';
import { labelInGroup } from '../config/groupLabel.ts';
import { unitWords } from '../../ui/unitWords.ts';
import { AllocationChart } from './AllocationChart.tsx';
import type { Formatters } from './format.ts';

// long names, e-mails and German headers break anywhere rather than push the table out of its card
const cell = 'border border-slate-400 px-2 py-1 text-left align-top [overflow-wrap:anywhere]';
const nameCell = cell;
// headings break between words only, or where the words carry a soft hyphen (a translator's "Miet\u00adpartei"):
// breaking anywhere let the table squeeze a column to a few letters, and German headings read "Ansc/hlus/s"
const headCell = 'border border-slate-400 px-2 py-1 text-left align-top';
// a column as narrow as its longest word, so the unit names' column gets the rest of the phone's width
const narrow = 'w-px';

function Section({
  title,
  children,
  testId,
  wide = false,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
  wide?: boolean;
}) {
  return (
    <section
      className={`report-section mt-4 min-w-0 rounded-lg border border-slate-300 bg-white p-3 ${wide ? 'report-wide' : ''}`}
      data-testid={testId}
    >
      <h2 className="mb-2 text-lg font-bold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: readonly [string, ReactNode][] }) {
  return (
    // label above value on a phone ("Lizenznummer" beside a long value overlapped it), side by side
    // from sm up and in print; a value breaks anywhere rather than widen the page
    <dl className="grid grid-cols-1 gap-x-3 sm:grid-cols-[minmax(7rem,auto)_minmax(0,1fr)] sm:gap-y-1 text-base">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="mt-1 text-sm font-semibold text-slate-700 sm:mt-0 sm:text-base sm:text-slate-800">{label}</dt>
          <dd className="min-w-0 text-slate-900 [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** `photos`: the job's photos (ReportPhotos), last, on pages of their own when printed */
export function ReportDocument({
  report,
  f,
  photos,
}: {
  report: CommissioningReport;
  f: Formatters;
  photos?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const na = <span className="italic text-slate-700">{t('report.na')}</span>; // missing from the source, not blank
  const show = (v: Known<string>): ReactNode => v ?? na;
  const kw = (v: Known<number>) => (v === null ? na : t('report.kw', { value: f.number(v) }));
  const { site, installer, spec, delivery } = report;
  const twoPhase = isTwoPhase(report.serial); // its one unit is on both phases, never "three-phase"

  return (
    <article className="report-doc" data-testid="report">
      <p className="text-base text-slate-800">
        {t(report.source === 'run' ? 'report.fromRun' : 'report.fromSystemInfo')}
      </p>

      <Section title={t('report.unit.title')} testId="report-unit">
        <Facts
          rows={[
            [
              t('report.unit.serial'),
              <span key="s" className="font-mono font-semibold">
                {report.serial}
              </span>,
            ],
            [t('report.unit.generation'), t(`report.unit.${report.generation}`, { phases: report.phaseCount })],
            [t('report.unit.software'), show(report.softwareVersion)],
            [t('report.unit.firmware'), show(report.firmwareVersion)],
          ]}
        />
      </Section>

      <Section title={t('report.site.title')}>
        <Facts
          rows={[
            [t('report.site.address'), show(site.address)],
            [t('report.site.country'), site.country === null ? na : f.country(site.country)],
            [t('report.site.name'), show(site.solshareName)],
          ]}
        />
      </Section>

      <Section title={t('report.installer.title')}>
        <Facts
          rows={[
            [t('report.installer.name'), show(installer.name)],
            [t('report.installer.company'), show(installer.company)],
            [t('report.installer.email'), show(installer.email)],
            [t('report.installer.licence'), show(installer.licence)],
          ]}
        />
        <div className="mt-1" data-testid="report-dates">
          <Facts
            rows={[
              [t('report.date.commissioned'), report.commissionedAt === null ? na : f.dateTime(report.commissionedAt)],
              [t('report.date.created'), f.dateTime(report.createdAt)],
            ]}
          />
        </div>
      </Section>

      <Section title={t('report.spec.title')}>
        <Facts
          rows={[
            [t('report.spec.dc'), kw(spec.dcSize)],
            [t('report.spec.ac'), kw(spec.acSize)],
            [t('report.spec.inverter'), show(spec.inverter)],
            [
              t('report.ct.title'),
              <span key="ct" data-testid="ct-rating">
                {report.ctRating === null ? na : t('report.ct.value', { value: f.number(report.ctRating) })}
              </span>,
            ],
          ]}
        />
      </Section>

      <Section title={t('report.connections.title')} testId="report-connections" wide>
        <table className="w-full border-collapse text-base">
          <thead>
            <tr>
              <th scope="col" className={`${headCell} text-sm ${narrow}`}>
                {t('report.connections.output')}
              </th>
              <th scope="col" className={`${headCell} text-sm ${narrow}`}>
                {t('report.connections.phase')}
              </th>
              <th scope="col" className={`${headCell} text-sm`}>
                {t('report.connections.unit')}
              </th>
            </tr>
          </thead>
          <tbody>
            {report.outputs.map((o) =>
              o.kind === 'NONE' ? (
                <tr key={o.group}>
                  <th scope="row" className={`${headCell} whitespace-nowrap`}>
                    {t('report.connections.group', { group: o.group })}
                  </th>
                  <td className={cell} colSpan={2}>
                    {t('report.connections.none')}
                  </td>
                </tr>
              ) : (
                o.phases.map((p, i) => (
                  <tr key={`${o.group}-${p.phase}`}>
                    {i === 0 ? (
                      <th scope="row" rowSpan={o.phases.length} className={headCell}>
                        <span className="whitespace-nowrap">{t('report.connections.group', { group: o.group })}</span>
                        <span className="block text-sm font-normal text-slate-700">
                          {t(`report.connections.kind.${o.kind}${twoPhase && o.kind === 'ONE_TRIPLE' ? '_2p' : ''}`)}
                        </span>
                      </th>
                    ) : null}
                    <td className={`${cell} font-mono`}>{p.label}</td>
                    <td className={nameCell}>{p.name ?? t('report.connections.notConnected')}</td>
                  </tr>
                ))
              ),
            )}
          </tbody>
        </table>
      </Section>

      <Section title={t('report.delivery.title')} testId="report-delivery" wide>
        <p className="mb-2 text-base font-semibold text-slate-900">{t(`systemInfo.delivery.${delivery.method}`)}</p>
        <p className="mb-2 text-base text-slate-800">{t(`report.delivery.kind.${delivery.allocation}`)}</p>
        {delivery.phases.map((phase) => (
          <PhaseAllocation
            key={phase.phase}
            phase={phase}
            showShares={delivery.allocation === 'weights' || delivery.allocation === 'even'}
            f={f}
          />
        ))}
      </Section>

      <Section title={t('report.result.title')} testId="report-result" wide>
        <p className="text-base font-semibold text-slate-900">{t(`report.result.${report.result}`)}</p>
        {report.log === null ? (
          <p className="mt-1 text-base text-slate-800">{t('report.result.logNa')}</p>
        ) : (
          <ol className="mt-1 list-decimal pl-6 text-base text-slate-900">
            {report.log.map((line, i) => (
              <li key={i}>
                {[
                  unitWords((code) => `run.task.${code}`, line.progressCode, line.progress, t, i18n),
                  line.errorCode && t('report.result.error', { code: line.errorCode }),
                  line.connection,
                  line.otherConnection,
                ]
                  .filter(Boolean)
                  .join(' · ') || na}
              </li>
            ))}
          </ol>
        )}
      </Section>

      {photos}
    </article>
  );
}

function PhaseAllocation({
  phase,
  showShares,
  f,
}: {
  phase: ReportPhaseAllocation;
  showShares: boolean;
  f: Formatters;
}) {
  const { t } = useTranslation();
  const title = t('report.delivery.phase', { phase: phase.phase });
  // a two-phase unit's L1 stands in every group (N-14): each row names its group, as the wizard did
  const shares = phase.shares.map((s: ReportShare) => ({ ...s, label: labelInGroup(s.label, s.group - 1, t) }));
  const known = shares.every((s) => s.percent !== null);
  const total = shares.reduce((sum, s) => sum + Math.round((s.percent ?? 0) * 100), 0) / 100; // exact on hundredths (Z-49)
  const words = shares
    .map((s) =>
      t('report.delivery.shareWords', {
        label: s.label,
        name: s.name,
        share: s.percent === null ? t('report.na') : f.percent(s.percent),
      }),
    )
    .join('; ');
  return (
    <div className="report-phase mt-3" data-testid={`allocation-${phase.phase}`}>
      <table className="w-full border-collapse text-base">
        <caption className="mb-1 text-left font-semibold text-slate-900">{title}</caption>
        <thead>
          <tr>
            <th scope="col" className={`${headCell} text-sm ${narrow}`}>
              {t('report.connections.phase')}
            </th>
            <th scope="col" className={`${headCell} text-sm`}>
              {t('report.connections.unit')}
            </th>
            <th scope="col" className={`${headCell} text-right text-sm ${narrow}`}>
              {t('report.delivery.share')}
            </th>
          </tr>
        </thead>
        <tbody>
          {shares.map((s) => (
            <tr key={`${s.group}-${s.label}`}>
              <td className={`${cell} font-mono`}>{s.label}</td>
              <td className={nameCell}>{s.name}</td>
              <td className={`${cell} text-right`} data-testid="share">
                {showShares && s.percent !== null
                  ? f.percent(s.percent)
                  : t(showShares ? 'report.na' : 'report.delivery.byDemand')}
              </td>
            </tr>
          ))}
        </tbody>
        {showShares && known ? (
          <tfoot>
            <tr>
              <th scope="row" colSpan={2} className={headCell}>
                {t('report.delivery.total')}
              </th>
              <td className={`${cell} text-right font-semibold`} data-testid="total">
                {f.percent(total)}
              </td>
            </tr>
          </tfoot>
        ) : null}
      </table>
      {showShares && known && shares.length > 0 ? (
        <div className="mt-2">
          <AllocationChart
            title={t('report.delivery.chartTitle', { phase: phase.phase })}
            description={words}
            shares={shares}
            format={f.percent}
          />
        </div>
      ) : null}
    </div>
  );
}
