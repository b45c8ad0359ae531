// One row of a view: a label and its value. A row that opens another screen is a button (48 px,
// with a chevron and the words of the row as its name); the others are plain text.
import type { ReactNode } from 'react';

const box = 'flex min-h-12 w-full items-center gap-3 rounded-lg border-2 px-4 py-3 text-left text-base';

export function InfoRow({
  label,
  children,
  onOpen,
  icon,
  testId,
}: {
  label: string;
  children: ReactNode;
  onOpen?: () => void;
  icon?: ReactNode;
  testId?: string;
}) {
  const body = (
    <>
      {icon}
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-semibold text-slate-700">{label}</span>
        <span className="block break-words text-slate-900" data-testid={testId}>
          {children}
        </span>
      </span>
    </>
  );
  if (!onOpen) return <li className={`${box} border-slate-200 bg-slate-50`}>{body}</li>;
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className={`${box} border-slate-400 bg-white hover:border-brand-700 focus:outline-none focus-visible:ring-4 focus-visible:ring-amber-400`}
      >
        {body}
        <span aria-hidden className="text-2xl text-brand-800">
          ›
        </span>
      </button>
    </li>
  );
}
