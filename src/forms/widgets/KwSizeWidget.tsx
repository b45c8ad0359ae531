// The DC / AC size box of the specifications form (E-09, E-10, L-19…L-22, M-01, M-02): a decimal
// keypad on phones, and under it a warning when the size is above 22 kW. The warning never blocks
// (exactly 22 shows none). What was typed is kept as text so "7." or "abc" are not rewritten while
// typing; rjsf gets a number when the text is one, else the text (so ajv says `please input a number`).
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../ui/Alert.tsx';
import { decimalSeparator, showLocalDecimal } from '../../ui/localNumber.ts';
import { isLargeSystem, readSize } from '../../screens/config/kwSize.ts';

export { sizesGivePower as formCheck } from './specSizeRules.ts'; // E-09, E-31: each size leaves power per phase

export default function KwSizeWidget({
  id,
  value,
  required,
  disabled,
  readonly,
  onChange,
  onBlur,
  onFocus,
  rawErrors,
  placeholder,
}: WidgetProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const read = (typed: string) => readSize(typed, decimalSeparator(lang)); // "10,5" in German → 10.5
  const [text, setText] = useState<string>(() =>
    value === undefined || value === null ? '' : showLocalDecimal(String(value), lang),
  );
  // the form may reset the value from outside (draft restored): follow it when it differs
  const shown =
    read(text) === value || (value === undefined && text.trim() === '')
      ? text
      : value === undefined || value === null
        ? ''
        : showLocalDecimal(String(value), lang);
  const invalid = (rawErrors?.length ?? 0) > 0;
  return (
    <>
      <div className="flex items-center gap-2">
        <input
          id={id}
          name={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={shown}
          required={required}
          disabled={disabled || readonly}
          placeholder={placeholder}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}__error` : undefined}
          onChange={(e) => {
            setText(e.target.value);
            onChange(read(e.target.value));
          }}
          onBlur={() => onBlur(id, read(text))}
          onFocus={() => onFocus(id, read(text))}
          className="min-h-12 w-full min-w-0 rounded-lg border-2 border-slate-500 bg-white px-3 text-base text-slate-900 focus:border-brand-700 focus:outline-none focus-visible:ring-4 focus-visible:ring-amber-400 aria-[invalid=true]:border-red-700"
        />
        <span className="text-base font-semibold text-slate-800">{t('config.spec.kw')}</span>
      </div>
      {isLargeSystem(value) ? <Alert tone="warning">{t('config.spec.largeSystem')}</Alert> : null}
    </>
  );
}
