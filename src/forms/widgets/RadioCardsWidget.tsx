// A closed choice as large radio cards (H-22): each option a bordered card at least 48 px tall with
// its radio and words; the chosen one is marked by the radio and a stronger border, not colour
// alone. With `ui:options: { offeredFrom: <key> }` only the values the step's load handler lists in
// formContext.loaded.<key> are offered (a two-phase unit gets Custom allocation only).
import type { WidgetProps } from '@rjsf/utils';

export default function RadioCardsWidget({ id, value, options, onChange, disabled, readonly, label, registry }: WidgetProps) {
  const offeredFrom = typeof options.offeredFrom === 'string' ? options.offeredFrom : undefined;
  const loaded = (registry.formContext as { loaded?: Record<string, unknown> } | undefined)?.loaded;
  const offered = offeredFrom ? loaded?.[offeredFrom] : undefined;
  const choices = (options.enumOptions ?? []).filter((o) => !Array.isArray(offered) || offered.includes(o.value));
  return (
    <fieldset id={id} className="flex flex-col gap-3">
      <legend className="sr-only">{label}</legend>
      {choices.map((o) => (
        <label key={String(o.value)} className={`flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border-2 p-3 ${value === o.value ? 'border-brand-800 bg-brand-50' : 'border-slate-400 bg-white'}`}>
          <input
            type="radio"
            name={id}
            value={String(o.value)}
            checked={value === o.value}
            disabled={disabled || readonly}
            onChange={() => onChange(o.value)}
            className="h-6 w-6 shrink-0 accent-brand-700"
          />
          <span className="text-lg font-semibold text-slate-900">{o.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
