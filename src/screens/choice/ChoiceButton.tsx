// A large tappable choice (connection type, CT rating): a whole-width card with a title and an
// optional description; the current choice is marked with a tick and the words, not colour alone.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function ChoiceButton({
  title,
  description,
  image,
  selected = false,
  disabled = false,
  onClick,
}: {
  title: ReactNode;
  description?: ReactNode;
  image?: string | undefined;
  selected?: boolean;
  disabled?: boolean;
  onClick(): void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-pressed={selected}
      className={`flex min-h-12 w-full items-start gap-3 rounded-lg border-2 p-4 text-left focus:outline-none focus-visible:ring-4 focus-visible:ring-amber-400 disabled:cursor-not-allowed disabled:opacity-60 ${selected ? 'border-brand-800 bg-brand-50' : 'border-slate-400 bg-white hover:border-brand-700'}`}
    >
      {image ? <img src={image} alt="" className="h-16 w-16 shrink-0 object-contain" /> : null}
      <span className="flex flex-col items-start">
        <span className="text-lg font-semibold text-slate-900">
          {selected ? <span aria-hidden>✔ </span> : null}
          {title}
          {selected ? <span className="ml-2 text-sm font-normal text-slate-700">({t('config.current')})</span> : null}
        </span>
        {description ? <span className="mt-1 text-base text-slate-700">{description}</span> : null}
      </span>
    </button>
  );
}
