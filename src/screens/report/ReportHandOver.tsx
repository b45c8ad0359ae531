// The report handed over from the phone: sent as a PDF by e-mail to the asset manager or the customer
// (the site's contact prefilled when system info names one), or shared as a PDF file (downloaded where
// the phone cannot share files). The PDF is made here, on the first tap, by a chunk of its own
// (pdf/makeReportPdf.ts, with jsPDF), and kept for the next tap while the photos stay the same. Big
// buttons for gloves; what is happening said in words (making the PDF, photo 3 of 7; sending); a
// failure where it happened, the address kept.
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useHandler } from '../../app/useHandler.ts';
import type { CommissioningReport } from '../../handlers/report/reportModel.ts';
import { isValidEmail } from '../../handlers/rules/validation.ts';
import type { UnitPhotoList } from '../../photos/unitPhotos.ts';
import { session } from '../../state/session.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { FailureAlert } from '../../ui/FailureAlert.tsx';
import type { ShownFailure } from '../../ui/shownFailure.ts';
import { TextInput } from '../../ui/TextField.tsx';
import type { UnitPhotosState } from '../photos/useUnitPhotos.ts';
import type { Formatters } from './format.ts';
import { reportFileName } from './pdf/reportFileName.ts';
import { canShareFiles, handOverFile } from './reportFile.ts';

// its code is fetched as the screen shows, so a tap with no signal is said as such (useHandler)
const SENDS = ['sendReportByMail'] as const;

type Status =
  | { kind: 'idle' }
  | { kind: 'making'; done: number; total: number }
  | { kind: 'sending' }
  | { kind: 'sent'; to: string }
  | { kind: 'handed'; how: 'shared' | 'downloaded' }
  | { kind: 'failed'; failure: ShownFailure };

const FIELD_ID = 'report-mail-to';

export function ReportHandOver({
  report,
  photos,
  f,
  locale,
}: {
  report: CommissioningReport;
  photos: UnitPhotosState;
  f: Formatters;
  locale: string;
}) {
  const { t, i18n } = useTranslation();
  const runHandler = useHandler(undefined, SENDS);
  const { email: me } = useSnapshot(session);
  const [to, setTo] = useState(() => report.contacts?.find((c) => c !== me) ?? '');
  const [toError, setToError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [tapped, setTapped] = useState<'send' | 'share'>('send'); // the button whose work is under way spins
  const made = useRef<{ list: UnitPhotoList; pdf: Blob } | null>(null);
  const busy = status.kind === 'making' || status.kind === 'sending';
  const name = reportFileName(report.serial);

  /** the PDF of the report as it shows now; undefined (and the failure shown) when it could not be made */
  const pdfNow = async (retry: () => void): Promise<Blob | undefined> => {
    if (photos.status !== 'ready') return undefined;
    if (made.current?.list === photos.list) return made.current.pdf;
    setStatus({ kind: 'making', done: 0, total: photos.list.photos.length });
    try {
      const { makeReportPdf } = await import('./pdf/makeReportPdf.ts');
      const pdf = await makeReportPdf({
        report,
        source: photos.source,
        list: photos.list,
        t,
        i18n,
        f,
        locale,
        onPhoto: (done, total) => setStatus({ kind: 'making', done, total }),
      });
      made.current = { list: photos.list, pdf };
      return pdf;
    } catch {
      const failure = { what: t('report.handOver.pdfFailed'), todo: t('report.handOver.pdfFailedTodo'), retry };
      setStatus({ kind: 'failed', failure });
      return undefined;
    }
  };

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    const address = to.trim();
    const problem = !address
      ? t('report.handOver.toMissing')
      : isValidEmail(address)
        ? null
        : t('report.handOver.toInvalid');
    setToError(problem);
    if (problem) {
      document.getElementById(FIELD_ID)?.focus();
      return;
    }
    const retry = () => void send();
    setTapped('send');
    const pdf = await pdfNow(retry);
    if (!pdf) return;
    setStatus({ kind: 'sending' });
    const outcome = await runHandler('sendReportByMail', { serial: report.serial, to: address, pdf });
    if (outcome === undefined) return; // screen left
    if ('message' in outcome) setStatus({ kind: 'failed', failure: { ...outcome.message, retry } });
    else setStatus({ kind: 'sent', to: address });
  };

  const share = async () => {
    setTapped('share');
    const pdf = await pdfNow(() => void share());
    if (!pdf) return;
    const how = await handOverFile(pdf, name, t('report.shareTitle', { serial: report.serial }));
    setStatus(how === 'cancelled' ? { kind: 'idle' } : { kind: 'handed', how });
  };

  return (
    <section
      className="mt-6 rounded-lg border-2 border-brand-700 bg-white p-3"
      aria-labelledby="report-hand-over"
      data-testid="report-hand-over"
    >
      <h2 id="report-hand-over" className="mb-1 text-lg font-bold text-slate-900">
        {t('report.handOver.title')}
      </h2>
      <p className="mb-3 text-base text-slate-800">{t('report.handOver.intro')}</p>
      <form noValidate onSubmit={(e) => void send(e)}>
        <TextInput
          id={FIELD_ID}
          label={t('report.handOver.to')}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          value={to}
          error={toError}
          onChange={(e) => setTo(e.target.value)}
        />
        <Button type="submit" busy={busy && tapped === 'send'} disabled={busy || photos.status !== 'ready'}>
          {t('report.handOver.send')}
        </Button>
      </form>
      <div className="mt-3">
        <Button
          variant="secondary"
          busy={busy && tapped === 'share'}
          onClick={() => void share()}
          disabled={busy || photos.status !== 'ready'}
        >
          {t(canShareFiles() ? 'report.handOver.shareFile' : 'report.handOver.download')}
        </Button>
      </div>
      <StatusLine status={status} name={name} />
    </section>
  );
}

function StatusLine({ status, name }: { status: Status; name: string }) {
  const { t } = useTranslation();
  switch (status.kind) {
    case 'making':
      return (
        <p className="mt-3 text-base font-semibold text-slate-900" role="status" data-testid="report-hand-over-status">
          {status.total > 0 && status.done < status.total
            ? t('report.handOver.makingPhotos', { done: status.done + 1, total: status.total })
            : t('report.handOver.making')}
        </p>
      );
    case 'sending':
      return (
        <p className="mt-3 text-base font-semibold text-slate-900" role="status" data-testid="report-hand-over-status">
          {t('report.handOver.sending')}
        </p>
      );
    case 'sent':
      return <Alert tone="success">{t('report.handOver.sent', { to: status.to })}</Alert>;
    case 'handed':
      return (
        <Alert tone="success">
          {status.how === 'shared' ? t('report.handOver.shared') : t('report.handOver.downloaded', { name })}
        </Alert>
      );
    case 'failed':
      return <FailureAlert failure={status.failure} />;
    default:
      return null;
  }
}
