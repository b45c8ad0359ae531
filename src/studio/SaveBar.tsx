// Check, Save, Discard and Undo per file, with what the checks found: kept in view at the foot of
// the window on a wide screen however long the panel above is (on a phone it follows the panel).
import type { Finding } from './api.ts';
import { findingText } from './findingText.ts';
import { t } from './words.ts';

interface Props {
  count: number;
  status: string;
  files: { file: string; changes: number }[];
  findings: Finding[];
  onCheck: () => void;
  onSave: () => void;
  onDiscard: () => void;
  onUndo: (file: string) => void;
}

export function SaveBar({ count, status, files, findings, onCheck, onSave, onDiscard, onUndo }: Props) {
  return (
    <div className="mt-4 border-t border-slate-300 bg-white pt-3 pb-1 lg:sticky lg:bottom-0">
      <footer className="flex flex-wrap items-center gap-2">
        <span className="text-sm">{t('drafts', { count })}</span>
        <button className="rounded bg-slate-200 px-3 py-1" disabled={!count} onClick={onCheck}>
          {t('actions.check')}
        </button>
        <button
          className="rounded bg-brand-800 px-3 py-1 font-semibold text-white disabled:opacity-50"
          disabled={!count}
          onClick={onSave}
        >
          {t('actions.save')}
        </button>
        <button className="rounded bg-slate-200 px-3 py-1" disabled={!count} onClick={onDiscard}>
          {t('actions.discard')}
        </button>
        <output role="status" className="text-sm">
          {status}
        </output>
      </footer>
      {count > 0 && (
        <ul className="mt-2 flex flex-col gap-1 text-sm" aria-label={t('undo.list')}>
          {files.map(({ file, changes }) => (
            <li key={file} className="flex flex-wrap items-center gap-2">
              <span className="font-mono text-xs">{file}</span>
              <span>{t('undo.changes', { count: changes })}</span>
              <button
                className="rounded bg-slate-200 px-2"
                aria-label={t('undo.last', { file })}
                onClick={() => onUndo(file)}
              >
                {t('undo.button')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {findings.length > 0 && (
        <ul className="mt-2 max-h-40 list-disc overflow-y-auto pl-5 text-sm text-red-800" aria-label={t('findings')}>
          {findings.map((f, i) => (
            <li key={i}>{findingText(f)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
