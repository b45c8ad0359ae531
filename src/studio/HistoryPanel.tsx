// The history of the open text in one language, from git: who changed it, when, why, and the words
// before and after. Going back writes a commit's words as a new change, through the same checks
// as a Save; an unsaved change to the text has to be saved or taken back first, so nothing typed
// is written over.
import { useCallback, useEffect, useState } from 'react';
import type { Finding, StudioModel } from './api.ts';
import { textId, type Drafts } from './drafts.ts';
import { findingText } from './findingText.ts';
import { teamApi, type TextVersion } from './teamApi.ts';
import { t, words } from './words.ts';

interface Props {
  model: StudioModel;
  textKey?: string;
  lang: string;
  drafts: Drafts;
  /** loads the model again after going back */
  reload: () => Promise<void>;
}

const when = (iso?: string) =>
  iso ? new Date(iso).toLocaleString(words.language, { dateStyle: 'medium', timeStyle: 'short' }) : '';

export function HistoryPanel({ model, textKey, lang: previewLang, drafts, reload }: Props) {
  const [lang, setLang] = useState(previewLang);
  const [versions, setVersions] = useState<TextVersion[]>();
  const [answer, setAnswer] = useState<{ text: string; findings: Finding[] }>();
  useEffect(() => setLang(previewLang), [previewLang]);

  const load = useCallback(async () => {
    if (!textKey) return;
    setVersions(undefined);
    const r = await teamApi.history(lang, textKey);
    setVersions(r.data.versions ?? []);
  }, [lang, textKey]);
  useEffect(() => {
    setAnswer(undefined);
    void load();
  }, [load]);

  if (!textKey) return <p className="text-sm">{t('history.none')}</p>;
  const now = model.texts[lang]?.[textKey] ?? null;
  const hasDraft = textId(lang, textKey) in drafts.texts;

  const goBack = async (version: TextVersion) => {
    const r = await teamApi.restore(lang, textKey, version.commit!);
    if (r.status === 200) {
      setAnswer({ text: t('history.wentBack', { commit: version.short }), findings: [] });
      await reload();
      await load();
    } else setAnswer({ text: r.data.error ?? t('history.refused'), findings: r.data.findings ?? [] });
  };

  return (
    <div className="flex flex-col gap-3 text-sm">
      <div className="flex flex-wrap items-end gap-3">
        <h2 className="font-mono break-all">{t('history.heading', { key: textKey })}</h2>
        <label className="flex flex-col text-xs">
          {t('history.language')}
          <select
            aria-label={t('history.language')}
            className="rounded border border-slate-400 px-1 py-1 text-sm"
            value={lang}
            onChange={(e) => setLang(e.target.value)}
          >
            {model.languages.map((l) => (
              <option key={l}>{l}</option>
            ))}
          </select>
        </label>
      </div>
      {hasDraft && <p className="rounded bg-amber-100 p-2">{t('history.draft')}</p>}
      {answer && (
        <div role="status" className="rounded bg-slate-100 p-2">
          <p>{answer.text}</p>
          {answer.findings.length > 0 && (
            <ul className="list-disc pl-5">
              {answer.findings.map((f, i) => (
                <li key={i}>{findingText(f)}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {!versions && <p>{t('history.loading')}</p>}
      {versions?.length === 0 && <p>{t('history.empty')}</p>}
      <ol className="flex flex-col gap-2" aria-label={t('history.heading', { key: textKey })}>
        {versions?.map((v) => (
          <li
            key={v.commit ?? 'working tree'}
            className="rounded border border-slate-300 p-2"
            data-testid="text-version"
          >
            <p className="font-semibold">
              {v.commit ? t('history.by', { author: v.author, date: when(v.date) }) : t('history.notCommitted')}
            </p>
            {v.commit && (
              <p className="text-slate-700">{t('history.commit', { commit: v.short, subject: v.subject })}</p>
            )}
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2">
              <dt className="text-slate-700">{t('history.before')}</dt>
              <dd className="break-words text-red-800">{v.before ?? t('history.missing')}</dd>
              <dt className="text-slate-700">{t('history.after')}</dt>
              <dd className="break-words text-green-800">{v.after ?? t('history.missing')}</dd>
            </dl>
            {v.commit &&
              (v.after === now ? (
                <p className="mt-1 text-slate-700">{t('history.current')}</p>
              ) : (
                <button
                  className="mt-1 rounded bg-brand-800 px-3 py-1 text-white disabled:opacity-50"
                  aria-label={t('history.goBackLabel', { commit: v.short })}
                  disabled={hasDraft}
                  onClick={() => void goBack(v)}
                >
                  {t('history.goBack')}
                </button>
              ))}
          </li>
        ))}
      </ol>
    </div>
  );
}
