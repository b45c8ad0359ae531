// One option of a choice chosen before NEXT: a whole-width card around a radio button, its text and
// an optional help line; the chosen card has a darker border and a tint as well as the checked radio.
import type { ReactNode } from 'react';

export function ChoiceRadio({
  name,
  value,
  title,
  description,
  image,
  checked,
  onChange,
}: {
  name: string;
  value: string;
  title: ReactNode;
  description?: ReactNode;
  image?: string | undefined;
  checked: boolean;
  onChange(value: string): void;
}) {
  return (
    <label
      className={`flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border-2 p-3 ${checked ? 'border-brand-800 bg-brand-50' : 'border-slate-400 bg-white'}`}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        className="mt-1 h-6 w-6 shrink-0 accent-brand-700"
      />
      {image ? <img src={image} alt="" className="h-16 w-16 shrink-0 object-contain" /> : null}
      <span>
        <span className="block text-lg font-semibold text-slate-900">{title}</span>
        {description ? <span className="block text-base text-slate-700">{description}</span> : null}
      </span>
    </label>
  );
}
