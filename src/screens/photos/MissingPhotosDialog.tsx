// NEXT with required photos missing: names them, and lets the installer go on with a reason (kept
// with the job) or go back and take them.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { fieldClass } from '../../ui/TextField.tsx';

export function MissingPhotosDialog({
  missing,
  reason: given,
  onGoOn,
  onTakeThem,
}: {
  /** the missing tiles' titles, in words */
  missing: readonly string[];
  reason: string;
  onGoOn(reason: string): void;
  onTakeThem(): void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState(given);
  const [tried, setTried] = useState(false);
  const empty = reason.trim() === '';
  return (
    <Modal
      open
      title={t('photos.step.missing.title')}
      onClose={onTakeThem}
      actions={
        <>
          <Button onClick={onTakeThem}>{t('photos.step.missing.takeThem')}</Button>
          <Button
            variant="secondary"
            onClick={() => {
              setTried(true);
              if (!empty) onGoOn(reason.trim());
            }}
          >
            {t('photos.step.missing.goOn')}
          </Button>
        </>
      }
    >
      <p className="text-base text-slate-800">{t('photos.step.missing.body')}</p>
      <ul className="my-2 list-disc pl-6 text-base font-semibold text-slate-900" data-testid="missing-photos">
        {missing.map((title) => (
          <li key={title}>{title}</li>
        ))}
      </ul>
      <label htmlFor="missing-reason" className="mt-3 mb-1 block text-base font-semibold text-slate-900">
        {t('photos.step.missing.reasonLabel')}
      </label>
      <textarea
        id="missing-reason"
        rows={3}
        maxLength={1000}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        aria-invalid={(tried && empty) || undefined}
        aria-describedby={tried && empty ? 'missing-reason__error' : undefined}
        className={fieldClass}
      />
      {tried && empty ? (
        <p id="missing-reason__error" role="alert" className="mt-1 text-base font-medium text-red-800">
          <span aria-hidden>✖ </span>
          {t('photos.step.missing.reasonNeeded')}
        </p>
      ) : null}
    </Modal>
  );
}
