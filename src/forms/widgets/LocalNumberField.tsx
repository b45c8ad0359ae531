// rjsf's number field, in the UI language's decimals. rjsf's own NumberField (and the input type it
// picks) asks Intl for the separator of the phone's languages, which need not be the app's: an
// English phone set to German in the app would read "10,5" wrongly. This one takes the separator
// from the words (common.decimalSeparator, src/ui/localNumber.ts), as the app's own number boxes do.
// It is handed to rjsf as `fields.NumberField` (src/screens/core/FormScreen.tsx), rjsf's public seam for it.
import type { FieldProps, UiSchema } from '@rjsf/utils';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decimalSeparator, readLocalDecimal, showLocalDecimal } from '../../ui/localNumber.ts';

/** '' → undefined; '10.5', '7.' or '1e-9' → the number, as rjsf reads them; anything else stays text, for the schema to reject ("please input a number") */
export function typedNumber(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const n = Number(trimmed);
  return Number.isNaN(n) ? text : n;
}

export default function LocalNumberField(props: FieldProps) {
  const { registry, onChange, formData, uiSchema } = props;
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const [typed, setTyped] = useState<string | null>(null);
  const { StringField } = registry.fields;

  const handleChange = useCallback<FieldProps['onChange']>(
    (value, path, errorSchema, id) => {
      if (typeof value !== 'string') {
        // a widget of ours hands a number already (kwSize, npsScore)
        setTyped(null);
        onChange(value, path, errorSchema, id);
        return;
      }
      setTyped(value);
      onChange(typedNumber(readLocalDecimal(value, lang)), path, errorSchema, id);
    },
    [onChange, lang],
  );

  const plainBox = uiSchema?.['ui:widget'] === undefined;
  // "7," stays as typed while it still means the form's value; a number from elsewhere shows in the language's way
  const shown =
    typed !== null && typedNumber(readLocalDecimal(typed, lang)) === formData
      ? typed
      : plainBox && typeof formData === 'number'
        ? showLocalDecimal(String(formData), lang)
        : formData;
  // a browser's number box refuses a comma: in such a language the plain box is a text box
  const ui: UiSchema | undefined =
    plainBox && decimalSeparator(lang) !== '.' && uiSchema?.['ui:inputType'] === undefined
      ? { ...uiSchema, 'ui:inputType': 'text' }
      : uiSchema;
  return <StringField {...props} uiSchema={ui} formData={shown} onChange={handleChange} />;
}
