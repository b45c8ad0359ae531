// /commission/20's default list (E-65, F-10, Z-39): one message per log entry in the country's wording
// (the handler gives each key its variant chain: failure.reverse_nz, _au, base), sorted by the words
// shown, case-insensitively; sorting needs the words, so it happens here and not in the handler.
// props: { items (field of messages) }.
import { useTranslation } from 'react-i18next';
import type { ResultMessage } from '../../../handlers/run/loadCommissionResult.ts';
import { sortMessagesAlphabetically, variantKey } from '../../../handlers/rules/index.ts';
import { field } from '../fields.ts';
import type { PartProps } from './partProps.ts';

export function FailureMessages({ view, props }: PartProps) {
  const { t, i18n } = useTranslation();
  const items = field(view.data, String(props.items ?? 'messages')) as ResultMessage[] | undefined;
  if (!items?.length) return null;
  const texts = sortMessagesAlphabetically(
    items.map((m) =>
      t(
        variantKey(m.key, m.variants, (k) => i18n.exists(k)),
        m.values,
      ),
    ),
  );
  return (
    <ul className="my-3 space-y-2" data-testid="failure-messages">
      {texts.map((text, i) => (
        <li key={i} className="flex gap-2 rounded-lg border-l-4 border-red-700 bg-red-50 p-3 text-base text-red-900">
          <span aria-hidden>✖</span>
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}
