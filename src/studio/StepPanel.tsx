// A step as its flow file has it: the title, the body blocks (kind and order) and the buttons
// (order) are the editor's; the route, guards, handlers and outcomes are the engine's and are
// shown read-only, so a journey cannot be broken here.
import { useState } from 'react';
import type { Change, StudioModel } from './api.ts';
import { textId, type Drafts, type StepView } from './drafts.ts';
import { t } from './words.ts';

const KINDS = ['p', 'warning', 'heading', 'note'] as const;

interface Props {
  model: StudioModel;
  route: string;
  view?: { body: unknown[]; buttons: unknown[] };
  /** `texts`: the words of an added block, `${lang}\n${key}` → words */
  onChange: (change: Change, view: StepView, texts?: Record<string, string>) => void;
  onOpen: (key: string) => void;
  lang: string;
  drafts: Drafts;
}

export function StepPanel({ model, route, view, onChange, onOpen, lang, drafts }: Props) {
  const step = model.steps.find((s) => s.path === route);
  if (!step) return <p className="text-sm">{t('step.none')}</p>;
  const body = view?.body ?? (step.raw.body as unknown[] | undefined) ?? [];
  const buttons = view?.buttons ?? (step.raw.buttons as unknown[] | undefined) ?? [];
  const words = (key: unknown) => {
    if (typeof key !== 'string') return '';
    const id = textId(lang, key);
    return (
      (id in drafts.texts ? drafts.texts[id] : undefined) ?? model.texts[lang]?.[key] ?? model.texts.en?.[key] ?? key
    );
  };
  const move = (list: 'body' | 'buttons', index: number, delta: -1 | 1) => {
    const items = [...(list === 'body' ? body : buttons)];
    const other = index + delta;
    if (other < 0 || other >= items.length) return;
    const was = list === 'body' ? body : buttons;
    [items[index], items[other]] = [items[other], items[index]];
    onChange(
      { op: 'move', file: step.file, route, list, index, delta, was },
      list === 'body' ? { body: items, buttons } : { body, buttons: items },
    );
  };
  const setKind = (index: number, kind: (typeof KINDS)[number]) => {
    const items = [...body];
    const [[, key]] = Object.entries(items[index] as Record<string, unknown>);
    items[index] = { [kind]: key };
    onChange({ op: 'kind', file: step.file, route, index, kind, was: body }, { body: items, buttons });
  };
  const remove = (index: number) => {
    onChange(
      { op: 'remove', file: step.file, route, index, was: body },
      { body: body.filter((_, i) => i !== index), buttons },
    );
  };
  const add = (kind: (typeof KINDS)[number], key: string, texts: Record<string, string>) => {
    const words = Object.fromEntries(
      Object.entries(texts)
        .filter(([, v]) => v.trim() !== '')
        .map(([l, v]) => [textId(l, key), v]),
    );
    onChange(
      { op: 'add', file: step.file, route, index: body.length, kind, key, was: body },
      { body: [...body, { [kind]: key }], buttons },
      words,
    );
  };
  const readOnly: [string, unknown][] = (
    ['screen', 'requires', 'role', 'load', 'run', 'on', 'progress', 'form'] as const
  ).map((k) => [k, step.raw[k]]);

  return (
    <div className="flex flex-col gap-3 text-sm">
      <p className="font-mono text-xs">{step.file}</p>
      {typeof step.raw.title === 'string' && (
        <p>
          <span className="font-semibold">{t('step.title')}: </span>
          <button className="underline" onClick={() => onOpen(step.raw.title as string)}>
            {words(step.raw.title)}
          </button>
        </p>
      )}
      <h3 className="font-semibold">{t('step.body')}</h3>
      <ol className="flex flex-col gap-1" aria-label={t('step.body')}>
        {body.map((block, i) => {
          const [kind, value] =
            typeof block === 'string' ? ['p', block] : Object.entries(block as Record<string, unknown>)[0];
          const keys = Array.isArray(value) ? value : [value];
          return (
            <li key={i} className="flex items-start gap-2 rounded border border-slate-300 p-1" data-testid="body-block">
              <span className="flex flex-col">
                <button
                  aria-label={t('step.up')}
                  disabled={i === 0}
                  onClick={() => move('body', i, -1)}
                  className="rounded bg-slate-200 px-2 disabled:opacity-30"
                >
                  ↑
                </button>
                <button
                  aria-label={t('step.down')}
                  disabled={i === body.length - 1}
                  onClick={() => move('body', i, 1)}
                  className="rounded bg-slate-200 px-2 disabled:opacity-30"
                >
                  ↓
                </button>
              </span>
              {(KINDS as readonly string[]).includes(kind) && typeof block !== 'string' ? (
                <select
                  aria-label={t('step.kind')}
                  value={kind}
                  onChange={(e) => setKind(i, e.target.value as (typeof KINDS)[number])}
                  className="rounded border border-slate-400"
                >
                  {KINDS.map((k) => (
                    <option key={k} value={k}>
                      {t(`step.kinds.${k}`)}
                    </option>
                  ))}
                </select>
              ) : (
                <span className="rounded bg-slate-100 px-1">{t(`step.kinds.${kind}`, { defaultValue: kind })}</span>
              )}
              <span className="flex flex-1 flex-col">
                {keys.map((k, j) => (
                  <button key={j} className="text-left underline" onClick={() => typeof k === 'string' && onOpen(k)}>
                    {words(k)}
                  </button>
                ))}
              </span>
              <button
                aria-label={t('step.delete')}
                disabled={body.length < 2}
                onClick={() => remove(i)}
                className="rounded bg-slate-200 px-2 disabled:opacity-30"
              >
                ✕
              </button>
            </li>
          );
        })}
      </ol>
      <NewBlock
        model={model}
        stepKeys={[step.raw.title, ...body.flatMap((b) => (b && typeof b === 'object' ? Object.values(b) : [b]))]}
        drafts={drafts}
        onAdd={add}
      />
      <h3 className="font-semibold">{t('step.buttons')}</h3>
      <ol className="flex flex-col gap-1">
        {buttons.map((button, i) => {
          const b = button as { text?: string; to?: string; run?: string; on?: unknown };
          return (
            <li key={i} className="flex items-center gap-2 rounded border border-slate-300 p-1">
              <button
                aria-label={t('step.up')}
                disabled={i === 0}
                onClick={() => move('buttons', i, -1)}
                className="rounded bg-slate-200 px-2 disabled:opacity-30"
              >
                ↑
              </button>
              <button
                aria-label={t('step.down')}
                disabled={i === buttons.length - 1}
                onClick={() => move('buttons', i, 1)}
                className="rounded bg-slate-200 px-2 disabled:opacity-30"
              >
                ↓
              </button>
              <button className="underline" onClick={() => b.text && onOpen(b.text)}>
                {words(b.text)}
              </button>
              <span className="min-w-0 font-mono text-xs break-all text-slate-600">
                {b.to ?? b.run ?? ''}
                {b.on ? ` → ${JSON.stringify(b.on)}` : ''}
              </span>
            </li>
          );
        })}
      </ol>
      <h3 className="font-semibold">{t('step.engine')}</h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 font-mono text-xs">
        {readOnly
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-slate-600">{k}</dt>
              <dd className="break-all">{typeof v === 'string' ? v : JSON.stringify(v)}</dd>
            </div>
          ))}
      </dl>
    </div>
  );
}

/** A new paragraph, warning, heading or note at the end of the body, with its words in every language. */
function NewBlock({
  model,
  stepKeys,
  drafts,
  onAdd,
}: {
  model: StudioModel;
  stepKeys: unknown[];
  drafts: Drafts;
  onAdd: (kind: (typeof KINDS)[number], key: string, texts: Record<string, string>) => void;
}) {
  const [kind, setKind] = useState<(typeof KINDS)[number]>('note');
  const [texts, setTexts] = useState<Record<string, string>>({});
  const key = newKey(model, stepKeys, kind, drafts);
  if (!key) return null;
  return (
    <fieldset className="flex flex-col gap-1 rounded border border-dashed border-slate-400 p-2">
      <legend className="px-1 font-semibold">{t('step.add')}</legend>
      <select
        aria-label={t('step.newKind')}
        value={kind}
        onChange={(e) => setKind(e.target.value as (typeof KINDS)[number])}
        className="self-start rounded border border-slate-400"
      >
        {KINDS.map((k) => (
          <option key={k} value={k}>
            {t(`step.kinds.${k}`)}
          </option>
        ))}
      </select>
      {model.languages.map((lang) => (
        <label key={lang} className="flex flex-col text-xs">
          {t('step.newText', { lang })}
          <textarea
            className="rounded border border-slate-400 p-1 text-sm"
            rows={2}
            value={texts[lang] ?? ''}
            onChange={(e) => setTexts({ ...texts, [lang]: e.target.value })}
          />
        </label>
      ))}
      <p className="font-mono text-xs text-slate-600">{t('step.newKey', { key })}</p>
      <button
        className="self-start rounded bg-brand-800 px-3 py-1 text-white disabled:opacity-50"
        disabled={!texts.en?.trim()}
        onClick={() => {
          onAdd(kind, key, texts);
          setTexts({});
        }}
      >
        {t('step.addButton')}
      </button>
    </fieldset>
  );
}

/** A key beside the step's own (troubleshooting.phaseToPhaseAu.note1), used by no language and no draft yet. */
function newKey(model: StudioModel, stepKeys: unknown[], kind: string, drafts: Drafts): string | undefined {
  const own = stepKeys.find((k): k is string => typeof k === 'string' && k.split('.').length > 2);
  if (!own) return undefined; // a step without keys of its own (a screen drawn by a part) gets no new words here
  const base = own.split('.').slice(0, -1).join('.');
  const taken = (key: string) =>
    Object.values(model.texts).some((texts) => key in texts) ||
    Object.keys(drafts.texts).some((id) => id.endsWith(`\n${key}`));
  let n = 1;
  while (taken(`${base}.${kind}${n}`)) n++;
  return `${base}.${kind}${n}`;
}
