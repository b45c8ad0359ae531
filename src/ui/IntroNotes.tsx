// Notes shown one after another in a dialog before a button acts (C-01, Z-15: the welcome menu's tips
// before commissioning). Closing the dialog cancels; the last note's button goes on; "Don't show these
// tips again" (where the screen offers it) goes on at once and skips them from then on.
import { useTranslation } from 'react-i18next';
import { Button } from './Button.tsx';
import { Modal } from './Modal.tsx';

export function IntroNotes({
  notes,
  at,
  onNext,
  onClose,
  onTurnOff,
}: {
  notes: readonly string[];
  at: number | null;
  onNext(): void;
  onClose(): void;
  onTurnOff?(): void;
}) {
  const { t } = useTranslation();
  const last = at !== null && at + 1 === notes.length;
  return (
    <Modal
      open={at !== null}
      title={at !== null ? t('common.introTitle', { n: at + 1, total: notes.length }) : ''}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onNext}>{t(last ? 'common.introDone' : 'common.next')}</Button>
          {onTurnOff ? (
            <Button variant="secondary" onClick={onTurnOff}>
              {t('common.introTurnOff')}
            </Button>
          ) : null}
        </>
      }
    >
      {at !== null ? <p className="text-base leading-relaxed">{t(notes[at])}</p> : null}
    </Modal>
  );
}
