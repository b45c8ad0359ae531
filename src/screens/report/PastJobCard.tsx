// One job of /past-jobs: its date, how it ended (in words and colour), its unit and site, its photos
// still to send, and the button that opens its report.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PastJobItem } from '../../handlers/report/pastJobItem.ts';
import { Button } from '../../ui/Button.tsx';

const RESULT_STYLE: Record<PastJobItem['result'], string> = {
  success: 'border-emerald-700 bg-emerald-50 text-emerald-900',
  failed: 'border-red-700 bg-red-50 text-red-900',
  unfinished: 'border-amber-700 bg-amber-50 text-amber-950',
};

export function PastJobCard({
  job,
  date,
  disabled,
  onOpen,
}: {
  job: PastJobItem;
  date: string;
  disabled: boolean;
  onOpen(): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const result = t(`pastJobs.result.${job.result}`);
  return (
    <article
      aria-labelledby={id}
      data-testid="past-job"
      className="rounded-lg border border-slate-300 bg-white p-3 text-base text-slate-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="font-mono text-lg font-bold [overflow-wrap:anywhere]">
          {job.serial}
        </h2>
        <span
          className={`rounded-full border-2 px-2 py-0.5 text-sm font-semibold ${RESULT_STYLE[job.result]}`}
          data-testid="past-job-result"
        >
          {result}
        </span>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="font-semibold">{t('pastJobs.date')}</dt>
        <dd data-testid="past-job-date">{date}</dd>
        <dt className="font-semibold">{t('pastJobs.site')}</dt>
        <dd className="[overflow-wrap:anywhere]">
          {job.address || t('pastJobs.noSite')}
          {job.solshareName ? <span className="block text-slate-700">{job.solshareName}</span> : null}
        </dd>
        {job.toSend === null ? null : (
          <>
            <dt className="font-semibold">{t('pastJobs.photos')}</dt>
            <dd>{job.toSend === 0 ? t('pastJobs.allSent') : t('pastJobs.toSend', { count: job.toSend })}</dd>
          </>
        )}
      </dl>
      {job.inHand ? <p className="mt-1 text-sm text-slate-700">{t('pastJobs.inHand')}</p> : null}
      <Button
        variant="secondary"
        className="mt-3"
        disabled={disabled}
        onClick={onOpen}
        aria-label={t('pastJobs.openLabel', { serial: job.serial, date })}
      >
        {t('pastJobs.open')}
      </Button>
    </article>
  );
}
