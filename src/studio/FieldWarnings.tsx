// What a field says before or after a save: a text someone saved first (both versions, keep either
// or merge by hand), and a word wider than the phone's screen (kept only with a reason).
import { useState } from 'react';
import { t } from './words.ts';

export function ConflictBox({
  textKey,
  lang,
  mine,
  now,
  merging: mergingAlready,
  onKeep,
}: {
  textKey: string;
  lang: string;
  mine: string;
  now: string;
  /** the editor chose to merge by hand already (the refusal itself may be gone since) */
  merging: boolean;
  onKeep: (keep: 'mine' | 'theirs' | 'merge') => void;
}) {
  const [merging, setMerging] = useState(mergingAlready);
  return (
    <div role="alert" className="mt-1 rounded border-2 border-red-700 bg-red-50 p-2 text-sm text-slate-900">
      <p className="font-semibold">{t('conflict.heading', { key: textKey, lang })}</p>
      <p className="mt-1">{t('conflict.theirs')}</p>
      <blockquote lang={lang} className="rounded bg-white p-1 whitespace-pre-wrap" data-testid="conflict-theirs">
        {now}
      </blockquote>
      <p className="mt-1">{t('conflict.mine')}</p>
      <blockquote lang={lang} className="rounded bg-white p-1 whitespace-pre-wrap" data-testid="conflict-mine">
        {mine}
      </blockquote>
      {merging ? (
        <p className="mt-1">{t('conflict.merging')}</p>
      ) : (
        <div className="mt-2 flex flex-wrap gap-2">
          <button className="rounded bg-brand-800 px-2 py-1 text-white" onClick={() => onKeep('mine')}>
            {t('conflict.keepMine')}
          </button>
          <button className="rounded bg-slate-200 px-2 py-1" onClick={() => onKeep('theirs')}>
            {t('conflict.keepTheirs')}
          </button>
          <button
            className="rounded bg-slate-200 px-2 py-1"
            onClick={() => {
              setMerging(true);
              // mine stays in the field, now starting from the saved words: Save writes what the editor merged
              onKeep('merge');
            }}
          >
            {t('conflict.merge')}
          </button>
        </div>
      )}
    </div>
  );
}

export function WideWarning({
  word,
  px,
  column,
  reason,
  onReason,
}: {
  word: string;
  px: number;
  column: number;
  reason: string;
  onReason: (reason: string) => void;
}) {
  return (
    <div role="alert" className="mt-1 rounded border-2 border-amber-600 bg-amber-50 p-2 text-sm text-slate-900">
      <p>{t('wide.warning', { word, px, column })}</p>
      <label className="mt-1 flex flex-col gap-1">
        {t('wide.reason')}
        <input
          className="rounded border border-slate-400 px-1"
          value={reason}
          onChange={(e) => onReason(e.target.value)}
        />
      </label>
    </div>
  );
}
