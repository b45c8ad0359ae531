// Find a text by its words (any language or one), or its key too, on every screen or one: every
// hit, with how many there are in each language.
import { useState } from 'react';
import type { StudioModel } from './api.ts';
import { stepKeys } from './drafts.ts';
import { findTexts, pluralForms } from './findHits.ts';
import { t } from './words.ts';

interface Props {
  model: StudioModel;
  /** the keys the preview shows now */
  shown: string[];
  onOpen: (key: string) => void;
}

export function FindText({ model, shown, onOpen }: Props) {
  const [query, setQuery] = useState('');
  const [lang, setLang] = useState('');
  const [screen, setScreen] = useState('');
  const [keysToo, setKeysToo] = useState(true);
  const onScreen =
    screen === ''
      ? undefined
      : new Set(screen === '\npreview' ? shown : stepKeys(model.steps.find((s) => s.path === screen)?.raw ?? {}));
  const { hits, perLanguage } = findTexts(model, { query, lang, keysToo, onScreen });
  const searching = query.trim().length >= 2;
  return (
    <div role="search" className="mb-3 flex flex-col gap-1 text-sm">
      <input
        type="search"
        aria-label={t('find.label')}
        placeholder={t('find.label')}
        className="w-full rounded border border-slate-400 px-2 py-1"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <div className="flex flex-wrap items-center gap-2">
        <select aria-label={t('find.language')} value={lang} onChange={(e) => setLang(e.target.value)}>
          <option value="">{t('find.allLanguages')}</option>
          {model.languages.map((l) => (
            <option key={l}>{l}</option>
          ))}
        </select>
        <select
          aria-label={t('find.screen')}
          className="max-w-full min-w-0"
          value={screen}
          onChange={(e) => setScreen(e.target.value)}
        >
          <option value="">{t('find.allScreens')}</option>
          <option value={'\npreview'}>{t('find.previewed')}</option>
          {model.steps.map((s) => (
            <option key={s.path}>{s.path}</option>
          ))}
        </select>
        <label className="flex items-center gap-1">
          <input type="checkbox" checked={keysToo} onChange={(e) => setKeysToo(e.target.checked)} />
          {t('find.keysToo')}
        </label>
      </div>
      {searching && (
        <>
          <p role="status" aria-label={t('find.counts')}>
            {t('find.hits', { count: hits.length })}{' '}
            {Object.entries(perLanguage)
              .map(([l, n]) => t('find.inLanguage', { lang: l, count: n }))
              .join(' · ')}
          </p>
          <ul className="max-h-72 overflow-y-auto" aria-label={t('find.results')}>
            {hits.length === 0 && <li>{t('find.none')}</li>}
            {hits.map((hit) => (
              <li key={hit.key}>
                <button
                  className="text-left underline"
                  onClick={() => (onOpen(pluralForms(hit.key, model)[0]), setQuery(''))}
                >
                  <span className="font-mono text-xs break-all">{hit.key}</span>{' '}
                  {Object.entries(hit.texts).map(([l, text]) => (
                    <span key={l} lang={l} className="mr-1">
                      <span className="text-xs text-slate-600">{l}:</span> {text}
                    </span>
                  ))}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
