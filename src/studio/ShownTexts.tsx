// The texts on the previewed screen, top to bottom, as buttons: every text can be picked with the
// keyboard (Tab, Enter), not only by a click on the preview.
import { useState } from 'react';
import type { StudioModel } from './api.ts';
import { t } from './words.ts';

interface Props {
  keys: string[];
  model?: StudioModel;
  lang: string;
  current?: string;
  onOpen: (key: string) => void;
}

export function ShownTexts({ keys, model, lang, current, onOpen }: Props) {
  const [open, setOpen] = useState(false);
  if (!keys.length) return null;
  // the list is drawn only while open: closed, its words are not a second copy of the preview's on the page
  return (
    <details className="rounded bg-white p-2 text-sm shadow" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="cursor-pointer font-semibold">{t('shown.heading', { count: keys.length })}</summary>
      {open && (
        <ul
          className="mt-1 flex max-h-64 flex-col gap-1 overflow-y-auto"
          aria-label={t('shown.heading', { count: keys.length })}
        >
          {keys.map((key) => (
            <li key={key}>
              <button
                className={`w-full rounded px-1 text-left underline focus:outline-2 focus:outline-brand-800 ${key === current ? 'font-bold' : ''}`}
                onClick={() => onOpen(key)}
              >
                {model?.texts[lang]?.[key] ?? model?.texts.en?.[key] ?? key}
                <span className="ml-1 font-mono text-xs break-all text-slate-600">{key}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
