// Labelled text fields for bespoke screens, styled like the content forms' fields: 48 px targets, a
// visible focus ring, and the error in words right below, announced and linked to the field.
import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { RevealToggle } from './RevealToggle.tsx';

export const fieldClass =
  'w-full rounded-lg border-2 border-slate-500 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-700 focus:outline-none focus-visible:ring-4 focus-visible:ring-amber-400 aria-[invalid=true]:border-red-700';

type Own = { id: string; label: string; error?: string | null };

export function TextInput({ id, label, error, ...rest }: InputHTMLAttributes<HTMLInputElement> & Own) {
  return (
    <Field id={id} label={label} error={error}>
      <input id={id} {...rest} {...describedBy(id, error)} className={`min-h-12 ${fieldClass}`} />
    </Field>
  );
}

/** A password field with a "Show" toggle beside it (login, sign-up, reset). */
export function PasswordInput({
  id,
  label,
  error,
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & Own) {
  const [shown, setShown] = useState(false);
  return (
    <Field id={id} label={label} error={error}>
      <div className="flex gap-2">
        <input
          id={id}
          {...rest}
          type={shown ? 'text' : 'password'}
          {...describedBy(id, error)}
          className={`min-h-12 min-w-0 ${fieldClass}`}
        />
        <RevealToggle shown={shown} onToggle={() => setShown((s) => !s)} controls={id} />
      </div>
    </Field>
  );
}

const describedBy = (id: string, error: string | null | undefined) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}__error` : undefined,
});

function Field({ id, label, error, children }: Own & { children: ReactNode }) {
  return (
    <div className="mb-4">
      <label htmlFor={id} className="mb-1 block text-base font-semibold text-slate-900">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}__error`} role="alert" className="mt-1 text-base font-medium text-red-800">
          <span aria-hidden>✖ </span>
          {error}
        </p>
      ) : null}
    </div>
  );
}
