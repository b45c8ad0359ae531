// One phase of a connection group: its label, the unit-name box and a tick beside it. The wizard's
// editor ticks "Connected" (L-26, L-28); the service editor ticks "Enabled for solar" (L-27, L-29).
import type { Phase } from '../../handlers/rules/index.ts';
import { PhaseLabel } from '../../screens/config/PhaseLabel.tsx';

export interface PhaseNameTickProps {
  id: string;
  phase: Phase;
  label: string;
  name: string;
  ticked: boolean;
  nameDisabled?: boolean;
  disabled?: boolean; // the whole row, while the form is sent
  nameLabel: string; // "Unit connected to L1-2"
  tickLabel: string; // "L1-2 connected"
  tickText: string; // the visible word beside the tick
  onChange(change: { name?: string; ticked?: boolean }): void;
}

export function PhaseNameTick({
  id,
  phase,
  label,
  name,
  ticked,
  nameDisabled,
  disabled,
  nameLabel,
  tickLabel,
  tickText,
  onChange,
}: PhaseNameTickProps) {
  return (
    <div className="mt-2 flex flex-wrap items-center gap-3">
      <label htmlFor={id} className="w-16 shrink-0">
        <PhaseLabel phase={phase} label={label} />
      </label>
      <input
        id={id}
        type="text"
        autoComplete="off"
        value={name}
        disabled={nameDisabled || disabled}
        onChange={(e) => onChange({ name: e.target.value })}
        aria-label={nameLabel}
        // never narrower than the name in it ("Wohnung 1" beside "Angeschlossen"): the tick moves to
        // the next line instead of the box cutting the name to "Wohnun"
        style={{ minWidth: `calc(${Math.min(Math.max(name.length, 6), 24)}ch + 2rem)` }}
        className="min-h-12 flex-1 rounded-lg border-2 border-slate-500 px-3 text-base text-slate-900 focus:border-brand-700 focus:outline-none focus-visible:ring-4 focus-visible:ring-amber-400 disabled:bg-slate-100 disabled:text-slate-700"
      />
      <label className="flex min-h-12 cursor-pointer items-center gap-2 text-base text-slate-900">
        <input
          type="checkbox"
          className="h-6 w-6 accent-brand-700"
          checked={ticked}
          disabled={disabled}
          onChange={(e) => onChange({ ticked: e.target.checked })}
          aria-label={tickLabel}
        />
        <span aria-hidden>{tickText}</span>
      </label>
    </div>
  );
}
