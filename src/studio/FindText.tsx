// Find a text by its words (any language) or its key, when it is not on the previewed screen.
import { useState } from 'react';
import type { StudioModel } from './api.ts';
import { t } from './words.ts';

const MAX = 30;

export function FindText({ model, onOpen }: { model: StudioModel; onOpen: (key: string) => void }) {
  const [query, setQuery] = useState('');
  const wanted = query.trim().toLowerCase();
  const found =
    wanted.length < 3
      ? []
      : [
          ...new Set(
            Object.values(model.texts).flatMap((texts) =>
              Object.entries(texts)
                .filter(([key, text]) => key.toLowerCase().includes(wanted) || text.toLowerCase().includes(wanted))
                .map(([key]) => key),
            ),
          ),
        ];
  return (
    <div className="mb-3 text-sm">
      <input
        type="search"
        aria-label={t('find.label')}
        placeholder={t('find.label')}
        className="w-full rounded border border-slate-400 px-2 py-1"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {wanted.length >= 3 && (
        <ul className="mt-1 max-h-48 overflow-y-auto">
          {found.length === 0 && <li>{t('find.none')}</li>}
          {found.slice(0, MAX).map((key) => (
            <li key={key}>
              <button className="text-left underline" onClick={() => (onOpen(key), setQuery(''))}>
                <span className="font-mono text-xs break-all">{key}</span> {model.texts.en?.[key]}
              </button>
            </li>
          ))}
          {found.length > MAX && <li>{t('find.more', { count: found.length - MAX })}</li>}
        </ul>
      )}
    </div>
  );
}
