// One card per option of an enum field: a 24 px radio, the option's words in bold and, when the
// locales have one (forms.<form>.fields.<field>.optionHelp.<value>), a line under them. The whole
// card is the tap target (>= 48 px) and has a visible border; the chosen card's border is darker.
import type { WidgetProps } from '@rjsf/utils';

export default function RadioCardsWidget({ id, label, value, options, disabled, readonly, onChange, onBlur, onFocus }: WidgetProps) {
  const help = (options.optionHelp ?? {}) as Record<string, string>;
  return (
    <div role="radiogroup" aria-label={label} className="flex flex-col gap-3">
      {(options.enumOptions ?? []).map((option) => {
        const key = String(option.value);
        return (
          <label key={key} className="flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border-2 border-slate-400 bg-white p-3 text-base has-[:checked]:border-brand-700">
            <input
              type="radio"
              id={`${id}-${key}`}
              name={id}
              value={key}
              checked={value === option.value}
              disabled={disabled || readonly}
              onChange={() => onChange(option.value)}
              onBlur={() => onBlur(id, value)}
              onFocus={() => onFocus(id, value)}
              className="mt-1 h-6 w-6 shrink-0 accent-brand-700"
            />
            <span>
              <span className="block font-semibold text-slate-900">{option.label}</span>
              {help[key] ? <span className="block text-slate-700">{help[key]}</span> : null}
            </span>
          </label>
        );
      })}
    </div>
  );
}
