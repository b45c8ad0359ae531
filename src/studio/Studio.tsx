// The studio page: a phone-sized live preview of any route (the gallery, with the app's own
// components and sample data) beside the editing panels. What the editor types is posted to the
// preview at once; Save sends it to the server, which checks it with the build's checks and writes
// it in place, or answers with findings shown next to the field they concern.
import { useCallback, useEffect, useRef, useState } from 'react';
import { studioApi, type Change, type Finding, type PendingFile, type StudioModel } from './api.ts';
import {
  afterSave,
  changedFiles,
  changesOf,
  draftCount,
  noDrafts,
  textId,
  undoLast,
  withContent,
  withStep,
  withTexts,
  type ContentDraft,
  type Drafts,
  type StepView,
} from './drafts.ts';
import { ChangesPanel, ContentPanel, MissingPanel } from './OtherPanels.tsx';
import { StepPanel } from './StepPanel.tsx';
import { TextPanel } from './TextPanel.tsx';
import { FindText } from './FindText.tsx';
import { HistoryPanel } from './HistoryPanel.tsx';
import { PublishPanel } from './PublishPanel.tsx';
import { SaveBar } from './SaveBar.tsx';
import type { ToPreview, FromPreview } from './preview/bridge.ts';
import { studioLanguages, t, words } from './words.ts';
import { withSaved } from './savedModel.ts';
import { useKeptDrafts, KeptOffer } from './KeptOffer.tsx';
import { ShownTexts } from './ShownTexts.tsx';
import { useStudioKeys } from './useStudioKeys.ts';
import { wideTexts } from './wideTexts.ts';

type Tab = 'text' | 'step' | 'missing' | 'content' | 'changes' | 'history';
const TABS: Tab[] = ['text', 'step', 'missing', 'content', 'changes', 'history'];

export function Studio() {
  const query = new URLSearchParams(location.search);
  const [model, setModel] = useState<StudioModel>();
  const [route, setRoute] = useState(query.get('path') ?? '/commission/error/phase-to-phase-au');
  const [lang, setLang] = useState(query.get('lang') ?? 'en');
  const [country, setCountry] = useState(query.get('country') ?? 'AU');
  const [role, setRole] = useState(query.get('role') ?? 'installer');
  const [tab, setTab] = useState<Tab>('text');
  const [picking, setPicking] = useState(true);
  const [picked, setPicked] = useState<string[]>([]);
  const [key, setKey] = useState<string>();
  const [drafts, setDrafts] = useState<Drafts>(noDrafts);
  const [findings, setFindings] = useState<Finding[]>([]);
  const [status, setStatus] = useState('');
  const [pending, setPending] = useState<PendingFile[]>([]);
  const [, setUiLanguage] = useState(words.language);
  const [shown, setShown] = useState<string[]>([]);
  /** `${lang}\n${key}` → why a text wider than the phone is kept */
  const [reasons, setReasons] = useState<Record<string, string>>({});
  /** `${lang}\n${key}` → the words saved elsewhere, while the editor merges them by hand into theirs */
  const [merging, setMerging] = useState<Record<string, string>>({});
  const preview = useRef<HTMLIFrameElement>(null);
  const saving = useRef(false);

  const toPreview = useCallback(
    (message: ToPreview) => preview.current?.contentWindow?.postMessage(message, location.origin),
    [],
  );
  const loaded = useRef<{ version?: string; loading: Promise<void> }>({ loading: Promise.resolve() });
  const reload = useCallback(() => {
    const loading = Promise.all([studioApi.model(), studioApi.pending()]).then(([m, p]) => {
      if (m.status !== 200) throw new Error('the model did not load');
      loaded.current.version = m.data.version;
      setModel(m.data);
      setPending(p.data.files);
    });
    loaded.current.loading = loading.catch(() => undefined); // a failed load leaves the version as it was: the next message loads again
    return loading;
  }, []);

  useEffect(() => {
    void reload();
    // a save (this tab's, another tab's) or a hand edit of the files; this tab's own save has reloaded already
    const onChanged = (data: { version?: string }) => {
      void loaded.current.loading.then(() => {
        if (data.version !== loaded.current.version) void reload();
      });
    };
    import.meta.hot?.on('studio:content-changed', onChanged);
    // taken off again, or each mount (StrictMode mounts twice) would load the model once more per change
    return () => import.meta.hot?.off('studio:content-changed', onChanged);
  }, [reload]);

  useEffect(() => {
    const onMessage = (event: MessageEvent<FromPreview>) => {
      if (event.origin !== location.origin || event.source !== preview.current?.contentWindow) return;
      if (event.data.type === 'studio:picked') {
        setPicked(event.data.keys);
        setKey(event.data.keys[0]);
        setTab('text');
      }
      if (event.data.type === 'studio:ready') {
        toPreview({ type: 'studio:pick', on: picking });
        sendAll.current();
      }
      if (event.data.type === 'studio:shown') setShown(event.data.keys);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [picking, toPreview]);

  // a preview that opens (another screen, language) or a model reloaded after a save gets the words,
  // contacts and layout as the studio has them now, saved or not: its own modules may be older
  const sendAll = useRef(() => {});
  sendAll.current = () => {
    if (!model) return;
    const texts: Record<string, Record<string, string>> = {};
    for (const l of new Set(['en', lang])) texts[l] = { ...model.texts[l] };
    for (const [id, value] of Object.entries(drafts.texts)) {
      const [textLang, textKey] = id.split('\n');
      if (texts[textLang] && typeof value === 'string') texts[textLang][textKey] = value;
    }
    toPreview({ type: 'studio:texts', texts });
    for (const [file, data] of Object.entries(model.content))
      toPreview({ type: 'studio:contentFile', file, data: data as Record<string, unknown> });
    for (const draft of Object.values(drafts.content))
      toPreview({ type: 'studio:content', file: draft.file, path: draft.path, value: draft.value });
    for (const [path, view] of Object.entries(drafts.stepViews)) toPreview({ type: 'studio:step', path, ...view });
  };
  // and so does one whose kept changes were brought back (the round changes after the drafts did)
  const [restoredRound, setRestoredRound] = useState(0);
  useEffect(() => sendAll.current(), [model, restoredRound]);

  const setText = (textLang: string, textKey: string, value: string | null) => {
    // the status stays: it tells what the last Save or Check did, and the count beside it what is unsaved since
    const id = textId(textLang, textKey);
    setDrafts((d) => withTexts(d, { [id]: value }, `text:${id}`, undefined, model?.texts));
    if (value !== null) toPreview({ type: 'studio:text', lang: textLang, key: textKey, value });
  };
  /** `texts`: the words of a block added with this change, per language */
  const addStepChange = (change: Change, view: StepView, texts?: Record<string, string>) => {
    setDrafts((d) =>
      texts
        ? withTexts(d, texts, `${route}#add`, { change, route, view }, model?.texts)
        : withStep(d, change, route, view),
    );
    for (const [id, value] of Object.entries(texts ?? {})) {
      const [textLang, textKey] = id.split('\n');
      toPreview({ type: 'studio:text', lang: textLang, key: textKey, value });
    }
    toPreview({ type: 'studio:step', path: route, ...view });
  };
  const setContent = (id: string, draft: ContentDraft) => {
    setDrafts((d) => withContent(d, id, draft));
    toPreview({ type: 'studio:content', file: draft.file, path: draft.path, value: draft.value });
  };
  /** Takes back a file's last unsaved change, in the drafts and on the preview. */
  const undo = (file: string) => {
    if (!model) return;
    const { drafts: next, restored } = undoLast(drafts, file);
    if (!restored) return;
    setDrafts(next);
    setFindings([]);
    setStatus(t('status.undone', { file }));
    for (const id of Object.keys(restored.texts)) {
      const [textLang, textKey] = id.split('\n');
      const value = next.texts[id] ?? model.texts[textLang]?.[textKey];
      if (typeof value === 'string') toPreview({ type: 'studio:text', lang: textLang, key: textKey, value });
    }
    for (const [id, draft] of Object.entries(restored.content)) {
      const [contentFile, path] = id.split('\n');
      const at = JSON.parse(path) as (string | number)[];
      const saved = at.reduce<unknown>(
        (o, k) => (o as Record<string | number, unknown> | undefined)?.[k],
        model.content[contentFile],
      );
      const value = draft?.value ?? saved;
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
        toPreview({ type: 'studio:content', file: contentFile, path: at, value });
    }
    if (restored.step) {
      const raw = model.steps.find((st) => st.path === restored.step!.route)?.raw ?? {};
      const view = next.stepViews[restored.step.route] ?? {
        body: (raw.body as unknown[] | undefined) ?? [],
        buttons: (raw.buttons as unknown[] | undefined) ?? [],
      };
      toPreview({ type: 'studio:step', path: restored.step.route, ...view });
    }
  };

  // the live check: a pause in typing runs the change through the checks, so a problem shows under
  // its field before Save, and a Save of what was just checked is written at once
  const liveCheck = useRef(0);
  useEffect(() => {
    if (!model || !draftCount(drafts)) return;
    const round = ++liveCheck.current;
    const timer = setTimeout(() => {
      void studioApi.check(changesOf(drafts, model)).then((answer) => {
        if (round === liveCheck.current) setFindings(answer.data.findings ?? []);
      });
    }, 400);
    return () => clearTimeout(timer);
  }, [drafts, model]);

  const wide = model ? wideTexts(drafts, model) : {};
  const send = async (write: boolean) => {
    liveCheck.current++; // an answer of the live check still on its way is older than this one
    if (!model || saving.current) return;
    const sent = drafts;
    const changes = changesOf(sent, model);
    if (!changes.length) return;
    const unexplained = Object.keys(wide).filter((id) => !reasons[id]?.trim());
    if (write && unexplained.length) {
      setStatus(t('status.tooWide', { count: unexplained.length }));
      return;
    }
    setStatus(t('status.checking'));
    saving.current = true;
    const started = performance.now();
    const answer = await (write ? studioApi.save(changes) : studioApi.check(changes)).finally(
      () => (saving.current = false),
    );
    const ms = Math.round(performance.now() - started);
    setFindings(answer.data.findings ?? []);
    if (answer.status === 200 && write) {
      // at once, not after the model's reload: what was typed since the save was sent stays a change
      setModel((m) => m && withSaved(m, changes));
      setDrafts((now) => afterSave(now, sent));
      setReasons({});
      setMerging({});
      setStatus(t('status.saved', { count: answer.data.saved?.length ?? 0, ms }));
      void reload();
    } else if (answer.status === 200) setStatus(t('status.checked', { ms }));
    else
      setStatus(
        answer.data.error
          ? t('finding.refused', { message: answer.data.error })
          : t('status.notSaved', { count: answer.data.findings?.length ?? 0 }),
      );
  };
  /** A text another page saved first: keep this page's words over it, or drop them for the saved ones. */
  const resolveConflict = (
    textLang: string,
    textKey: string,
    now: string | null,
    keep: 'mine' | 'theirs' | 'merge',
  ) => {
    const id = textId(textLang, textKey);
    // merging by hand keeps both versions in view until the merged words are saved
    if (keep !== 'merge')
      setFindings((f) => f.filter((x) => !(x.code === 'conflict' && x.key === textKey && x.lang === textLang)));
    setModel((m) => m && withSaved(m, [{ op: 'text', lang: textLang, key: textKey, value: now, was: null }]));
    setMerging(({ [id]: _, ...others }) => (keep === 'merge' ? { ...others, [id]: now ?? '' } : others));
    if (keep !== 'theirs') setDrafts((d) => ({ ...d, bases: { ...d.bases, [id]: now } }));
    else {
      setDrafts((d) => {
        const texts = { ...d.texts };
        const bases = { ...d.bases };
        delete texts[id];
        delete bases[id];
        return {
          ...d,
          texts,
          bases,
          history: d.history.filter((e) => !(id in e.texts) || Object.keys(e.texts).length > 1),
        };
      });
      if (now !== null) toPreview({ type: 'studio:text', lang: textLang, key: textKey, value: now });
    }
  };
  const discard = () => {
    if (!window.confirm(t('confirm.discard', { count: draftCount(drafts) }))) return;
    setDrafts(noDrafts());
    setFindings([]);
    setReasons({});
    if (preview.current) preview.current.src = previewUrl;
  };

  useStudioKeys(() => void send(true));
  const kept = useKeptDrafts(model?.repository, drafts, setDrafts, () => setRestoredRound((n) => n + 1));

  const previewUrl = `/gallery.html?${new URLSearchParams({ path: route, lang, country, role, studio: '1' })}`;
  const count = draftCount(drafts);

  return (
    <div className="min-h-screen bg-slate-100 text-slate-900">
      <header className="flex flex-wrap items-end gap-3 bg-brand-900 px-4 py-3 text-white">
        <h1 className="mr-4 text-xl font-bold">{t('title')}</h1>
        <label className="flex flex-col text-xs">
          {t('pick.route')}
          <select
            aria-label={t('pick.route')}
            className="rounded bg-white px-1 py-1 text-sm text-slate-900"
            value={route}
            onChange={(e) => setRoute(e.target.value)}
          >
            {(model?.steps ?? [{ path: route }]).map((s) => (
              <option key={s.path}>{s.path}</option>
            ))}
          </select>
        </label>
        <Choice label={t('pick.language')} value={lang} options={model?.languages ?? [lang]} onChange={setLang} />
        <Choice
          label={t('pick.country')}
          value={country}
          options={model?.countries ?? [country]}
          onChange={setCountry}
        />
        <Choice
          label={t('pick.role')}
          value={role}
          options={['installer', 'provider']}
          onChange={setRole}
          names={(r) => t(`pick.roles.${r}`)}
        />
        <Choice
          label={t('pick.studioLanguage')}
          value={words.language}
          options={studioLanguages}
          onChange={(l) =>
            void words.changeLanguage(l).then(() => (localStorage.setItem('studio.language', l), setUiLanguage(l)))
          }
        />
      </header>
      <div className="flex flex-wrap items-start gap-4 p-4">
        <section className="flex w-[398px] max-w-full flex-col gap-2">
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={picking}
              onChange={(e) => (setPicking(e.target.checked), toPreview({ type: 'studio:pick', on: e.target.checked }))}
            />
            {t('pick.clickToEdit')}
          </label>
          <iframe
            ref={preview}
            key={previewUrl}
            title={t('preview')}
            src={previewUrl}
            className="h-[844px] w-[390px] max-w-full rounded-xl border-4 border-slate-800 bg-white"
          />
          <ShownTexts
            keys={shown}
            model={model}
            lang={lang}
            current={key}
            onOpen={(k) => (setKey(k), setTab('text'))}
          />
        </section>
        <section className="rounded-lg bg-white p-3 shadow" style={{ flex: '1 1 360px', minWidth: 0 }}>
          <nav className="mb-3 flex flex-wrap gap-1" role="tablist">
            {TABS.map((name) => (
              <button
                key={name}
                role="tab"
                aria-selected={tab === name}
                className={`rounded px-3 py-1 text-sm ${tab === name ? 'bg-brand-800 text-white' : 'bg-slate-200'}`}
                onClick={() => setTab(name)}
              >
                {t(`tabs.${name}`)}
                {name === 'changes' && pending.length ? ` (${pending.length})` : ''}
              </button>
            ))}
          </nav>
          <KeptOffer kept={kept} />
          {model && tab === 'text' && <FindText model={model} shown={shown} onOpen={setKey} />}
          {model && tab === 'text' && (
            <TextPanel
              model={model}
              textKey={key}
              picked={picked}
              onOpen={setKey}
              drafts={drafts}
              setText={setText}
              findings={findings}
              country={country}
              onRoute={setRoute}
              wide={wide}
              reasons={reasons}
              onReason={(id, reason) => setReasons((r) => ({ ...r, [id]: reason }))}
              onResolve={resolveConflict}
              merging={merging}
            />
          )}
          {model && tab === 'step' && (
            <StepPanel
              model={model}
              route={route}
              view={drafts.stepViews[route]}
              onChange={addStepChange}
              onOpen={(k) => (setKey(k), setTab('text'))}
              lang={lang}
              drafts={drafts}
            />
          )}
          {model && tab === 'missing' && <MissingPanel model={model} onOpen={(k) => (setKey(k), setTab('text'))} />}
          {model && tab === 'content' && (
            <ContentPanel model={model} lang={lang} drafts={drafts} onChange={setContent} />
          )}
          {tab === 'changes' && <ChangesPanel pending={pending} reload={reload} />}
          {tab === 'changes' && <PublishPanel pending={pending} />}
          {model && tab === 'history' && (
            <HistoryPanel model={model} textKey={key} lang={lang} drafts={drafts} reload={reload} />
          )}
          <SaveBar
            count={count}
            status={status}
            files={changedFiles(drafts)}
            findings={findings}
            onCheck={() => void send(false)}
            onSave={() => void send(true)}
            onDiscard={discard}
            onUndo={undo}
          />
        </section>
      </div>
    </div>
  );
}

function Choice({
  label,
  value,
  options,
  onChange,
  names,
}: {
  label: string;
  value: string;
  options: readonly string[];
  onChange: (v: string) => void;
  names?: (v: string) => string;
}) {
  return (
    <label className="flex flex-col text-xs">
      {label}
      <select
        aria-label={label}
        className="rounded bg-white px-1 py-1 text-sm text-slate-900"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {options.map((o) => (
          <option key={o} value={o}>
            {names ? names(o) : o}
          </option>
        ))}
      </select>
    </label>
  );
}
