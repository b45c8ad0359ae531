// Unsaved changes outlive the page: kept in the browser as they are made (keptDrafts.ts), offered
// back on the next open, and leaving the page with changes unsaved asks first.
import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { draftCount, type Drafts } from './drafts.ts';
import { forgetKept, keepDrafts, keptFiles, restoreKept, type KeptFile } from './keptDrafts.ts';
import { t } from './words.ts';

export interface Kept {
  files: Map<string, KeptFile>;
  restore(): void;
  drop(): void;
}

export function useKeptDrafts(
  repository: string | undefined,
  drafts: Drafts,
  setDrafts: Dispatch<SetStateAction<Drafts>>,
  onRestored: () => void, // the preview is handed the words brought back
): Kept {
  const [offered, setOffered] = useState<Map<string, KeptFile>>(new Map());
  const mine = useRef(new Set<string>());
  const looked = useRef(false);

  useEffect(() => {
    if (!repository || looked.current) return;
    looked.current = true;
    setOffered(keptFiles(repository));
  }, [repository]);

  useEffect(() => {
    // a file still on offer is not this page's: it is left as kept until the editor answers
    if (repository && looked.current) keepDrafts(repository, drafts, mine.current, new Set(offered.keys()));
  }, [repository, drafts, offered]);

  const count = draftCount(drafts);
  useEffect(() => {
    if (!count) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault(); // the browser asks "Leave site?"
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [count]);

  return {
    files: offered,
    restore: () => {
      setDrafts((d) => restoreKept(d, offered));
      setOffered(new Map());
      onRestored();
    },
    drop: () => {
      if (repository) forgetKept(repository, offered.keys());
      setOffered(new Map());
    },
  };
}

export function KeptOffer({ kept }: { kept: Kept }) {
  if (!kept.files.size) return null;
  const count = [...kept.files.values()].reduce(
    (n, f) => n + Object.keys(f.texts).length + Object.keys(f.content).length + f.steps.length,
    0,
  );
  return (
    <div role="alert" className="mb-3 rounded border-2 border-amber-500 bg-amber-50 p-2 text-sm text-slate-900">
      <p>{t('kept.offer', { count })}</p>
      <ul className="my-1 list-disc pl-5 font-mono text-xs">
        {[...kept.files.keys()].map((file) => (
          <li key={file}>{file}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <button className="rounded bg-brand-800 px-3 py-1 font-semibold text-white" onClick={kept.restore}>
          {t('kept.restore')}
        </button>
        <button
          className="rounded bg-slate-200 px-3 py-1"
          onClick={() => window.confirm(t('kept.confirmDrop', { count })) && kept.drop()}
        >
          {t('kept.drop')}
        </button>
      </div>
    </div>
  );
}
