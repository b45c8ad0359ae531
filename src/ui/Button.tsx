// A touch-friendly button: at least 48 px high for gloved fingers, a visible focus ring, and a
// busy state that keeps its label so nothing jumps.
// A submit button is disabled until the app has taken over a page drawn from HTML (useHydrated): a
// tap or Enter before then must not submit the form natively. Meanwhile it shows the busy spinner, so
// a grey button on a slow signal says that it is getting ready rather than looking dead. The spinner
// sits at the button's left edge, out of the label's flow: the label does not move when it comes or goes.
import type { ButtonHTMLAttributes } from 'react';
import { useHydrated } from './useHydrated.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

const styles: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-slate-400',
  secondary:
    'border-2 border-brand-700 bg-white text-brand-800 hover:bg-brand-50 disabled:border-slate-400 disabled:text-slate-600',
  link: 'text-brand-800 underline underline-offset-4 hover:text-brand-900',
};

export function Button({
  variant = 'primary',
  busy = false,
  className = '',
  children,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; busy?: boolean }) {
  const hydrated = useHydrated();
  const gettingReady = rest.type === 'submit' && !hydrated;
  return (
    <button
      type="button"
      {...rest}
      aria-busy={busy || gettingReady || undefined}
      disabled={rest.disabled || busy || gettingReady}
      className={`relative min-h-12 w-full rounded-lg px-4 py-3 text-base font-semibold focus:outline-none focus-visible:ring-4 focus-visible:ring-amber-400 disabled:cursor-not-allowed ${styles[variant]} ${className}`}
    >
      {busy || gettingReady ? (
        <span
          className="absolute top-1/2 left-4 -mt-2 inline-block h-4 w-4 motion-safe:animate-spin rounded-full border-2 border-current border-t-transparent"
          aria-hidden
        />
      ) : null}
      {children}
    </button>
  );
}
