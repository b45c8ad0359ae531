// A labelled text input for the bespoke account screens, styled like the form fields: 48 px high,
// its error in words right below it, announced and linked to the input.
import type { InputHTMLAttributes } from 'react';

export function TextInput({ id, label, error, ...rest }: InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; error?: string | null }) {
  return (
    <div className="mb-4">
      <label htmlFor={id} className="mb-1 block text-base font-semibold text-slate-900">{label}</label>
      <input
        id={id}
        {...rest}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}__error` : undefined}
        className="min-h-12 w-full rounded-lg border-2 border-slate-500 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-700 focus:outline-none focus-visible:ring-4 focus-visible:ring-amber-400 aria-[invalid=true]:border-red-700"
      />
      {error ? (
        <p id={`${id}__error`} role="alert" className="mt-1 text-base font-medium text-red-800">
          <span aria-hidden>✖ </span>
          {error}
        </p>
      ) : null}
    </div>
  );
}
