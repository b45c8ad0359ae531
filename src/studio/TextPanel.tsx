// One text (key) in every language side by side: its placeholders, its country variants, where it
// is shown, and a field per language whose typing shows in the preview at once.
import { useEffect, useRef } from 'react';
import type { Finding, StudioModel } from './api.ts';
import { ConflictBox, WideWarning } from './FieldWarnings.tsx';
import { placeholders, stepKeys, textId, variantsOf, type Drafts } from './drafts.ts';
import { concerns, findingText } from './findingText.ts';
import { pluralForms } from './findHits.ts';
import type { Wide } from './wideTexts.ts';
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
  wide: Wide;
  reasons: Record<string, string>;
  onReason: (id: string, reason: string) => void;
  onResolve: (lang: string, key: string, now: string | null, keep: 'mine' | 'theirs' | 'merge') => void;
  merging: Record<string, string>;
}

export function TextPanel(props: Props) {
  const { model, textKey, picked, onOpen, drafts, setText, findings, country, onRoute } = props;
  const top = useRef<HTMLDivElement>(null);
  // on a phone the panel is under the preview: a text picked there is brought into view
  useEffect(() => {
    if (textKey && window.innerWidth < 800) top.current?.scrollIntoView({ block: 'start' });
  }, [textKey]);
  if (!textKey) return <p className="text-sm">{t('text.none')}</p>;
  // the plural forms of a text (_one, _other) are edited together, each in every language
  const forms = pluralForms(textKey, model);
  const english = model.texts.en?.[textKey];
  const keep = placeholders(english);
  const variants = variantsOf(textKey, model);
  const shownOn = model.steps.filter((s) => stepKeys(s.raw).includes(textKey)).map((s) => s.path);
  const uses = model.uses[textKey] ?? [];
  return (
    <div ref={top} className="flex scroll-mt-2 flex-col gap-3">
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
      {forms.map((formKey) => (
        <fieldset key={formKey} className="flex flex-col gap-3">
          {forms.length > 1 && <legend className="font-mono text-xs font-semibold">{formKey}</legend>}
          {model.languages.map((lang) => {
            const saved = model.texts[lang]?.[formKey];
            const id = textId(lang, formKey);
            const draft = id in drafts.texts ? drafts.texts[id] : undefined;
            const value = draft === undefined ? (saved ?? '') : (draft ?? '');
            const mine = findings.filter((f) => concerns(f, lang, formKey));
            const conflict = mine.find((f) => f.code === 'conflict');
            const theirs = conflict ? (conflict.message ?? '') : props.merging[id];
            return (
              <div key={lang}>
                <label className="flex flex-col gap-1 text-sm font-semibold">
                  <span>
                    {t('text.language', { lang })}{' '}
                    <span className="font-normal text-slate-600">{`locales/${lang}/${formKey.split('.')[0]}.json`}</span>
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
                    onChange={(e) => setText(lang, formKey, e.target.value)}
                  />
                </label>
                {saved !== undefined && draft !== null && (
                  <button className="text-xs text-red-800 underline" onClick={() => setText(lang, formKey, null)}>
                    {t('text.remove', { lang })}
                  </button>
                )}
                {mine
                  .filter((f) => f !== conflict)
                  .map((f, i) => (
                    <p key={i} role="alert" className="text-sm text-red-800">
                      {findingText(f)}
                    </p>
                  ))}
                {theirs !== undefined && (
                  <ConflictBox
                    textKey={formKey}
                    lang={lang}
                    mine={value}
                    now={theirs}
                    merging={!conflict}
                    onKeep={(keep) => props.onResolve(lang, formKey, theirs, keep)}
                  />
                )}
                {props.wide[id] && (
                  <WideWarning
                    {...props.wide[id]}
                    reason={props.reasons[id] ?? ''}
                    onReason={(reason) => props.onReason(id, reason)}
                  />
                )}
              </div>
            );
          })}
        </fieldset>
      ))}
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
