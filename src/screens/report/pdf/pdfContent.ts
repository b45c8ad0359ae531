// The commissioning report as the PDF's blocks, in the words and order the report screen shows
// (ReportDocument.tsx): the unit, the site, the installer and dates, the specifications, the
// connections, the allocation (each phase's shares), the result and its log, then the job's note and
// each photo with its kind, when it was taken and its note. A pure function of the report, the
// photos and the words, so a test reads what the PDF will say.
import type { TFunction } from 'i18next';
import type { CommissioningReport, Known, ReportPhaseAllocation } from '../../../handlers/report/reportModel.ts';
import { isTwoPhase } from '../../../handlers/rules/serial.ts';
import type { ShownPhoto } from '../../../photos/unitPhotos.ts';
import { unitWords } from '../../../ui/unitWords.ts';
import { labelInGroup } from '../../config/groupLabel.ts';
import { photoTitle, takenAtWords } from '../../photos/photoWords.ts';
import type { Formatters } from '../format.ts';
import type { PdfBlock, PdfContent, PdfImage } from './pdfBlocks.ts';

/** a photo of the job with its image for the PDF, when it could be read */
export interface PdfPhoto {
  photo: ShownPhoto;
  image?: PdfImage;
}

export interface PdfSource {
  report: CommissioningReport;
  photos: readonly PdfPhoto[];
  jobNote: string;
  t: TFunction;
  /** the i18n instance's language tools unitWords needs (a known progress code in the UI's words) */
  i18n: Parameters<typeof unitWords>[4];
  f: Formatters;
  /** the UI's locale, for when the photos were taken */
  locale: string;
}

export function pdfContent({ report, photos, jobNote, t, i18n, f, locale }: PdfSource): PdfContent {
  const na = t('report.na');
  const show = (v: Known<string>) => v ?? na;
  const kw = (v: Known<number>) => (v === null ? na : t('report.kw', { value: f.number(v) }));
  const { site, installer, spec, delivery } = report;
  const twoPhase = isTwoPhase(report.serial);
  const title = `${t('report.title')}: ${report.serial}`;

  const blocks: PdfBlock[] = [
    { kind: 'title', text: title },
    { kind: 'text', text: t(report.source === 'run' ? 'report.fromRun' : 'report.fromSystemInfo') },
    { kind: 'heading', text: t('report.unit.title') },
    {
      kind: 'facts',
      rows: [
        [t('report.unit.serial'), report.serial],
        [t('report.unit.generation'), t(`report.unit.${report.generation}`, { phases: report.phaseCount })],
        [t('report.unit.software'), show(report.softwareVersion)],
        [t('report.unit.firmware'), show(report.firmwareVersion)],
      ],
    },
    { kind: 'heading', text: t('report.site.title') },
    {
      kind: 'facts',
      rows: [
        [t('report.site.address'), show(site.address)],
        [t('report.site.country'), site.country === null ? na : f.country(site.country)],
        [t('report.site.name'), show(site.solshareName)],
      ],
    },
    { kind: 'heading', text: t('report.installer.title') },
    {
      kind: 'facts',
      rows: [
        [t('report.installer.name'), show(installer.name)],
        [t('report.installer.company'), show(installer.company)],
        [t('report.installer.email'), show(installer.email)],
        [t('report.installer.licence'), show(installer.licence)],
        [t('report.date.commissioned'), report.commissionedAt === null ? na : f.dateTime(report.commissionedAt)],
        [t('report.date.created'), f.dateTime(report.createdAt)],
      ],
    },
    { kind: 'heading', text: t('report.spec.title') },
    {
      kind: 'facts',
      rows: [
        [t('report.spec.dc'), kw(spec.dcSize)],
        [t('report.spec.ac'), kw(spec.acSize)],
        [t('report.spec.inverter'), show(spec.inverter)],
        [
          t('report.ct.title'),
          report.ctRating === null ? na : t('report.ct.value', { value: f.number(report.ctRating) }),
        ],
      ],
    },
    { kind: 'heading', text: t('report.connections.title') },
    {
      kind: 'table',
      columns: [t('report.connections.output'), t('report.connections.phase'), t('report.connections.unit')],
      rows: report.outputs.flatMap((o) =>
        o.kind === 'NONE'
          ? [[t('report.connections.group', { group: o.group }), t('report.connections.none'), '']]
          : o.phases.map((p, i) => [
              i === 0
                ? `${t('report.connections.group', { group: o.group })}: ${t(`report.connections.kind.${o.kind}${twoPhase && o.kind === 'ONE_TRIPLE' ? '_2p' : ''}`)}`
                : '',
              p.label,
              p.name ?? t('report.connections.notConnected'),
            ]),
      ),
    },
    { kind: 'heading', text: t('report.delivery.title') },
    { kind: 'text', text: t(`systemInfo.delivery.${delivery.method}`), bold: true },
    { kind: 'text', text: t(`report.delivery.kind.${delivery.allocation}`) },
    ...delivery.phases.map((phase) =>
      allocationTable(phase, delivery.allocation === 'weights' || delivery.allocation === 'even', t, f),
    ),
    { kind: 'heading', text: t('report.result.title') },
    { kind: 'text', text: t(`report.result.${report.result}`), bold: true },
    ...(report.log === null
      ? [{ kind: 'text' as const, text: t('report.result.logNa') }]
      : report.log.map((line, i) => ({
          kind: 'text' as const,
          text: `${i + 1}. ${
            [
              unitWords((code) => `run.task.${code}`, line.progressCode, line.progress, t, i18n),
              line.errorCode && t('report.result.error', { code: line.errorCode }),
              line.connection,
              line.otherConnection,
            ]
              .filter(Boolean)
              .join(' · ') || na
          }`,
        }))),
    { kind: 'heading', text: t('unitPhotos.report.title') },
    ...(jobNote ? [{ kind: 'text' as const, text: `${t('unitPhotos.report.jobNote')}: ${jobNote}` }] : []),
    ...(photos.length === 0 ? [{ kind: 'text' as const, text: t('unitPhotos.report.none') }] : []),
    ...photos.map(({ photo, image }): PdfBlock => ({
      kind: 'photo',
      title: photoTitle(photo, t),
      lines: [
        takenAtWords(photo.takenAt, locale),
        ...(photo.state === 'sent' ? [] : [t(`unitPhotos.state.${photo.state}`)]),
        ...(photo.note ? [`${t('unitPhotos.note')}: ${photo.note}`] : []),
        ...(image ? [] : [t('unitPhotos.noImage')]),
      ],
      ...(image ? { image } : {}),
    })),
  ];

  return {
    title,
    language: locale,
    blocks,
    pageWords: (page, pages) => t('report.pdf.page', { page, pages }),
    footer: `SolShare ${report.serial} · ${t('report.date.created')}: ${f.dateTime(report.createdAt)}`,
  };
}

// as PhaseAllocation in ReportDocument.tsx: each row names its group where a two-phase unit's L1
// stands in every group, a share or "By demand", and the total when every share is known
function allocationTable(phase: ReportPhaseAllocation, showShares: boolean, t: TFunction, f: Formatters): PdfBlock {
  const shares = phase.shares.map((s) => ({ ...s, label: labelInGroup(s.label, s.group - 1, t) }));
  const known = shares.every((s) => s.percent !== null);
  const total = shares.reduce((sum, s) => sum + Math.round((s.percent ?? 0) * 100), 0) / 100;
  const rows = shares.map((s) => [
    s.label,
    s.name,
    showShares && s.percent !== null ? f.percent(s.percent) : t(showShares ? 'report.na' : 'report.delivery.byDemand'),
  ]);
  if (showShares && known && shares.length > 0) rows.push(['', t('report.delivery.total'), f.percent(total)]);
  return {
    kind: 'table',
    caption: t('report.delivery.phase', { phase: phase.phase }),
    columns: [t('report.connections.phase'), t('report.connections.unit'), t('report.delivery.share')],
    rows,
    numbers: true,
  };
}
