// The texts a language lacks, the content files' fields (support contacts, info-centre links,
// fault actions), and the pending changes as git sees them (diff, undo per file, commit).
import { useEffect, useState } from 'react';
import { studioApi, type PendingFile, type StudioModel } from './api.ts';
import type { ContentDraft, Drafts } from './drafts.ts';
import { t } from './words.ts';

export function MissingPanel({ model, onOpen }: { model: StudioModel; onOpen: (key: string) => void }) {
  return (
    <div className="flex flex-col gap-3 text-sm">
      {Object.entries(model.missing).map(([lang, keys]) => (
        <section key={lang}>
          <h3 className="font-semibold">{t('missing.heading', { lang, count: keys.length })}</h3>
          {keys.length === 0 ? (
            <p>{t('missing.none')}</p>
          ) : (
            <ul className="list-disc pl-5">
              {keys.map((key) => (
                <li key={key}>
                  <button className="font-mono underline" onClick={() => onOpen(key)}>
                    {key}
                  </button>{' '}
                  <span className="text-slate-600">{model.texts.en?.[key]}</span>{' '}
                  <span className="text-xs">({t('missing.fill')})</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

type Leaf = { path: (string | number)[]; value: string | number | boolean };

function leaves(data: unknown, path: (string | number)[] = []): Leaf[] {
  if (typeof data === 'string' || typeof data === 'number' || typeof data === 'boolean') return [{ path, value: data }];
  if (Array.isArray(data)) return data.flatMap((v, i) => leaves(v, [...path, i]));
  if (data && typeof data === 'object')
    return Object.entries(data).flatMap(([k, v]) => (k === '$comment' ? [] : leaves(v, [...path, k])));
  return [];
}

export function ContentPanel({
  model,
  lang,
  drafts,
  onChange,
}: {
  model: StudioModel;
  lang: string;
  drafts: Drafts;
  onChange: (id: string, draft: ContentDraft) => void;
}) {
  // a field holding a text's key (a photo kind's title) shows that text's words, not only its key
  const wordsOf = (value: unknown) =>
    typeof value === 'string' ? (model.texts[lang]?.[value] ?? model.texts.en?.[value]) : undefined;
  return (
    <div className="flex flex-col gap-4 text-sm">
      {Object.entries(model.content).map(([file, data]) => (
        <section key={file}>
          <h3 className="font-mono font-semibold">{file}</h3>
          {leaves(data).map(({ path, value }) => {
            const id = `${file}\n${JSON.stringify(path)}`;
            const shown = drafts.content[id]?.value ?? value;
            const set = (next: string | number | boolean) => onChange(id, { file, path, value: next, was: value });
            return (
              <label
                key={id}
                className="grid grid-cols-1 gap-0.5 py-1 sm:grid-cols-[minmax(8rem,14rem)_1fr] sm:items-center sm:gap-2"
              >
                <span className="font-mono text-xs break-all">
                  {path.join(' › ')}
                  {wordsOf(shown) !== undefined && (
                    <span className="block font-sans text-sm break-normal text-slate-700" data-testid="content-words">
                      {wordsOf(shown)}
                    </span>
                  )}
                </span>
                {typeof value === 'boolean' ? (
                  <input
                    type="checkbox"
                    className="justify-self-start"
                    checked={shown as boolean}
                    onChange={(e) => set(e.target.checked)}
                  />
                ) : (
                  <input
                    className="min-w-0 rounded border border-slate-400 px-1 py-1"
                    value={String(shown)}
                    onChange={(e) => set(typeof value === 'number' ? Number(e.target.value) : e.target.value)}
                  />
                )}
              </label>
            );
          })}
        </section>
      ))}
    </div>
  );
}

export function ChangesPanel({ pending: loaded, reload }: { pending: PendingFile[]; reload: () => Promise<void> }) {
  // asked afresh when the tab opens: a save just answered may not have reloaded the page's list yet
  const [pending, setPending] = useState(loaded);
  useEffect(() => setPending(loaded), [loaded]);
  useEffect(() => {
    void studioApi.pending().then((r) => r.status === 200 && setPending(r.data.files));
  }, []);
  const [message, setMessage] = useState('');
  const [answer, setAnswer] = useState('');
  const [hunks, setHunks] = useState<Record<string, string[]>>({});
  useEffect(() => {
    let current = true;
    void studioApi.hunks().then((r) => {
      if (current && r.status === 200) setHunks(Object.fromEntries(r.data.files.map((f) => [f.file, f.hunks])));
    });
    return () => void (current = false);
  }, [pending]);
  const undo = async (file: string) => {
    if (!window.confirm(t('confirm.undo', { file }))) return;
    const r = await studioApi.undo(file);
    setAnswer(r.data.error ? t('finding.refused', { message: r.data.error }) : t('changes.undone', { file }));
    await reload();
  };
  const undoChange = async (file: string, hunk: string) => {
    if (!window.confirm(t('confirm.undo', { file }))) return;
    const r = await studioApi.undoChange(file, hunk);
    setAnswer(r.data.error ? t('finding.refused', { message: r.data.error }) : t('status.undone', { file }));
    await reload();
  };
  const commit = async () => {
    const r = await studioApi.commit(message);
    setAnswer(
      r.data.error
        ? t('finding.refused', { message: r.data.error })
        : t('changes.committed', { commit: r.data.commit, branch: r.data.branch }),
    );
    if (r.data.ok) setMessage('');
    await reload();
  };
  return (
    <div className="flex flex-col gap-3 text-sm">
      {pending.length === 0 && <p>{t('changes.none')}</p>}
      {pending.map((p) => (
        <section key={p.file}>
          <h3 className="flex flex-wrap items-center gap-2 font-mono font-semibold">
            {p.file}
            <button className="rounded bg-slate-200 px-2 font-sans font-normal" onClick={() => void undo(p.file)}>
              {t('changes.undo')}
            </button>
          </h3>
          {(hunks[p.file] ?? [diffBody(p.diff)]).map((hunk, i) => (
            <div key={i} className="mt-1" data-testid="pending-change">
              <pre className="overflow-x-auto rounded bg-slate-900 p-2 text-xs text-slate-100">
                {hunk
                  .split('\n')
                  .filter((l) => l && !l.startsWith('@@'))
                  .map((l, j) => (
                    <span
                      key={j}
                      className={l.startsWith('+') ? 'text-green-300' : l.startsWith('-') ? 'text-red-300' : ''}
                    >
                      {l}
                      {'\n'}
                    </span>
                  ))}
              </pre>
              {hunks[p.file] && (
                <button className="rounded bg-slate-200 px-2" onClick={() => void undoChange(p.file, hunk)}>
                  {t('changes.undoOne')}
                </button>
              )}
            </div>
          ))}
        </section>
      ))}
      {pending.length > 0 && (
        <div className="flex flex-wrap gap-2">
          <input
            aria-label={t('changes.message')}
            placeholder={t('changes.message')}
            className="min-w-0 flex-1 rounded border border-slate-400 px-2"
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
          <button
            className="rounded bg-brand-800 px-3 py-1 text-white disabled:opacity-50"
            disabled={!message.trim()}
            onClick={() => void commit()}
          >
            {t('changes.commit')}
          </button>
        </div>
      )}
      {answer && <p role="status">{answer}</p>}
    </div>
  );
}

/** A file's diff without git's header lines (shown until the per-change list has loaded). */
const diffBody = (diff: string) =>
  diff
    .split('\n')
    .filter((l) => !/^(diff --git|index |--- |\+\+\+ )/.test(l))
    .join('\n');
