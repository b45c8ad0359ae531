// One card per option of an enum field (H-22, J-05): a 24 px radio, the option's words in bold and,
// when the locales have one (forms.<form>.fields.<field>.optionHelp.<value>), a line under them. The
// whole card is the tap target (>= 48 px) with a visible border; the chosen card is marked by its
// radio and a darker border, not colour alone. The border follows the radio's own state
// (`:has(:checked)`), so a card tapped on a page drawn from HTML looks chosen at once, before the app
// has taken the page over. With `ui:options: { offeredFrom: <key> }` only the values the step's load
// handler lists in formContext.loaded.<key> are offered (a two-phase unit gets Custom allocation only).
import type { WidgetProps } from '@rjsf/utils';

export default function RadioCardsWidget({
  id,
  label,
  value,
  options,
  disabled,
  readonly,
  onChange,
  onBlur,
  onFocus,
  registry,
}: WidgetProps) {
  const help = (options.optionHelp ?? {}) as Record<string, string>;
  const offeredFrom = typeof options.offeredFrom === 'string' ? options.offeredFrom : undefined;
  const loaded = (registry.formContext as { loaded?: Record<string, unknown> } | undefined)?.loaded;
  const offered = offeredFrom ? loaded?.[offeredFrom] : undefined;
  const choices = (options.enumOptions ?? []).filter((o) => !Array.isArray(offered) || offered.includes(o.value));
  return (
    <div role="radiogroup" aria-label={label} className="flex flex-col gap-3">
      {choices.map((option) => {
        const key = String(option.value);
        const chosen = value === option.value;
        return (
          <label
            key={key}
            className="flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border-2 border-slate-400 bg-white p-3 text-base has-[:checked]:border-brand-800 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              id={`${id}-${key}`}
              name={id}
              value={key}
              checked={chosen}
              disabled={disabled || readonly}
              onChange={() => onChange(option.value)}
              onBlur={() => onBlur(id, value)}
              onFocus={() => onFocus(id, value)}
              className="mt-0.5 h-6 w-6 shrink-0 accent-brand-700"
            />
            <span>
              <span className="block text-lg font-semibold text-slate-900">{option.label}</span>
              {help[key] ? <span className="block text-slate-700">{help[key]}</span> : null}
            </span>
          </label>
        );
      })}
    </div>
  );
}
