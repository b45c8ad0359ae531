// A form step may ask before its handler runs (`props.confirm`): always (the invite, G-06), or only
// when one field is blank once trimmed (`ifBlank`: the NPS comment, G-02, L-36). Yes sends what was
// typed; No, Escape or closing returns to the form with nothing sent. Words are locale keys; the body
// may read the form's values ("Is {{email}} …").
import { useTranslation } from 'react-i18next';
import type { FormStepProps } from '../../../engine/kindProps.generated.ts';
import type { FormData } from '../../../forms/formModule.ts';
import { Button } from '../../../ui/Button.tsx';
import { LazyModal as Modal } from '../../../ui/LazyModal.tsx';

/** The step's `props.confirm` (content/schemas/kinds/form.schema.json requires all its words). */
export type SubmitConfirm = NonNullable<FormStepProps['confirm']>;

/** True when submitting `data` asks first. */
export function asksFirst(confirm: SubmitConfirm, data: FormData): boolean {
  if (confirm.ifBlank === undefined) return true;
  const value = data[confirm.ifBlank];
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

interface Props {
  confirm: SubmitConfirm;
  /** the data waiting to be sent; null while nothing is asked */
  pending: FormData | null;
  onYes(data: FormData): void;
  onNo(): void;
}

export function ConfirmSubmit({ confirm, pending, onYes, onNo }: Props) {
  const { t } = useTranslation();
  const values = Object.fromEntries(
    Object.entries(pending ?? {}).filter(([, v]) => typeof v === 'string' || typeof v === 'number'),
  );
  return (
    <Modal
      open={pending !== null}
      title={t(confirm.titleText)}
      onClose={onNo}
      actions={
        <>
          <Button onClick={() => pending && onYes(pending)}>{t(confirm.yesText)}</Button>
          <Button variant="secondary" onClick={onNo}>
            {t(confirm.noText)}
          </Button>
        </>
      }
    >
      <p className="text-base text-slate-800">{t(confirm.bodyText, values)}</p>
    </Modal>
  );
}
