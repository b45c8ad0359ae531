// One text (key) in every language side by side: its placeholders, its country variants, where it
// is shown, and a field per language whose typing shows in the preview at once.
import type { Finding, StudioModel } from './api.ts';
import { placeholders, stepKeys, textId, variantsOf, type Drafts } from './drafts.ts';
import { concerns, findingText } from './findingText.ts';
import { t } from './words.ts';

interface Props {
  model: StudioModel;
  textKey?: string;
  picked: string[];
  onOpen: (key: string) => void;
  drafts: Drafts;
  setText: (lang: string, key: string, value: string | null) => void;
  findings: Finding[];
  country: string;
  onRoute: (path: string) => void;
}

export function TextPanel({ model, textKey, picked, onOpen, drafts, setText, findings, country, onRoute }: Props) {
  if (!textKey) return <p className="text-sm">{t('text.none')}</p>;
  const english = model.texts.en?.[textKey];
  const keep = placeholders(english);
  const variants = variantsOf(textKey, model);
  const shownOn = model.steps.filter((s) => stepKeys(s.raw).includes(textKey)).map((s) => s.path);
  const uses = model.uses[textKey] ?? [];
  return (
    <div className="flex flex-col gap-3">
      {picked.length > 1 && (
        <p className="text-sm">
          {t('text.alsoHere')}{' '}
          {picked.map((k) => (
            <button
              key={k}
              className={`mr-2 break-all text-left underline ${k === textKey ? 'font-bold' : ''}`}
              onClick={() => onOpen(k)}
            >
              {k}
            </button>
          ))}
        </p>
      )}
      <h2 className="font-mono text-sm break-all" data-testid="text-key">
        {textKey}
      </h2>
      {keep.length > 0 && (
        <p className="text-sm">
          {t('text.keep')}{' '}
          {keep.map((p) => (
            <code key={p} className="mr-1 rounded bg-amber-100 px-1">{`{{${p}}}`}</code>
          ))}
        </p>
      )}
      {model.languages.map((lang) => {
        const saved = model.texts[lang]?.[textKey];
        const id = textId(lang, textKey);
        const draft = id in drafts.texts ? drafts.texts[id] : undefined;
        const value = draft === undefined ? (saved ?? '') : (draft ?? '');
        const mine = findings.filter((f) => concerns(f, lang, textKey));
        return (
          <div key={lang}>
            <label className="flex flex-col gap-1 text-sm font-semibold">
              <span>
                {t('text.language', { lang })}{' '}
                <span className="font-normal text-slate-600">{`locales/${lang}/${textKey.split('.')[0]}.json`}</span>
                {saved === undefined && (
                  <span className="ml-2 rounded bg-red-100 px-1 text-red-900">{t('text.missing')}</span>
                )}
                {draft === null && (
                  <span className="ml-2 rounded bg-red-100 px-1 text-red-900">{t('text.removed')}</span>
                )}
              </span>
              <textarea
                lang={lang}
                aria-label={t('text.field', { lang })}
                className="min-h-20 rounded border border-slate-400 p-2 font-normal"
                value={value}
                onChange={(e) => setText(lang, textKey, e.target.value)}
              />
            </label>
            {saved !== undefined && draft !== null && (
              <button className="text-xs text-red-800 underline" onClick={() => setText(lang, textKey, null)}>
                {t('text.remove', { lang })}
              </button>
            )}
            {mine.map((f, i) => (
              <p key={i} role="alert" className="text-sm text-red-800">
                {findingText(f)}
              </p>
            ))}
          </div>
        );
      })}
      {variants.keys.length > 1 && (
        <div className="text-sm">
          <h3 className="font-semibold">{t('text.variants', { country })}</h3>
          {variants.keys.map((k) => (
            <button
              key={k}
              className={`mr-2 break-all text-left underline ${k === textKey ? 'font-bold' : ''}`}
              onClick={() => onOpen(k)}
            >
              {k}
            </button>
          ))}
        </div>
      )}
      <div className="text-sm">
        <h3 className="font-semibold">{t('text.shownOn')}</h3>
        <ul className="list-disc pl-5">
          {shownOn.map((path) => (
            <li key={path}>
              <button className="underline" onClick={() => onRoute(path)}>
                {path}
              </button>
            </li>
          ))}
          {uses.map((u, i) => (
            <li key={`u${i}`} className="font-mono text-xs">
              {u.file}:{u.line}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
