// Under the Changes tab: where the studio's commits go (its own branch, never the checked-out one),
// the commits a reviewer will see, and Publish for review, which pushes that branch to the
// configured remote. A refusal shows git's reason; the commits stay here either way.
import { useCallback, useEffect, useState } from 'react';
import type { PendingFile } from './api.ts';
import { teamApi, type PublishResult, type PublishState } from './teamApi.ts';
import { t } from './words.ts';

export function PublishPanel({ pending }: { pending: PendingFile[] }) {
  const [state, setState] = useState<PublishState>();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<PublishResult>();
  const load = useCallback(async () => setState((await teamApi.publishState()).data), []);
  useEffect(() => void load(), [load, pending]); // a commit changes what is pending: read the branch again

  if (!state) return null;
  const { branch, checkedOut = 'HEAD', remote } = state;
  const publish = async () => {
    setBusy(true);
    setResult(undefined);
    try {
      setResult((await teamApi.publish()).data);
    } finally {
      setBusy(false);
    }
    await load();
  };
  const published = state.tip !== undefined && state.tip === state.published;

  return (
    <section className="mt-4 flex flex-col gap-2 border-t border-slate-300 pt-3 text-sm" aria-labelledby="publish">
      <h3 id="publish" className="font-semibold">
        {t('publish.heading')}
      </h3>
      <p data-testid="studio-branch">
        {state.checkedOut ? t('publish.where', { branch, checkedOut }) : t('publish.whereDetached', { branch })}
      </p>
      {state.commits.length ? (
        <>
          <p>{t('publish.commits', { count: state.commits.length, branch, checkedOut })}</p>
          <ul className="list-disc pl-5">
            {state.commits.map((c) => (
              <li key={c.short}>
                <code>{c.short}</code> {c.subject} ({c.author})
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t('publish.noCommits', { branch })}</p>
      )}
      {remote ? (
        <p>{t('publish.remote', { branch, remote, url: state.remoteUrl ?? remote })}</p>
      ) : (
        <p className="rounded bg-amber-100 p-2">{t('publish.noRemote')}</p>
      )}
      {pending.length > 0 && <p className="rounded bg-amber-100 p-2">{t('publish.uncommitted')}</p>}
      {published && !result && <p>{t('publish.upToDate', { remote, branch })}</p>}
      <div>
        <button
          className="rounded bg-brand-800 px-3 py-2 text-white disabled:opacity-50"
          disabled={busy || !state.tip}
          onClick={() => void publish()}
        >
          {busy ? t('publish.publishing') : t('publish.button')}
        </button>
      </div>
      {result?.ok && (
        <p role="status">
          {t('publish.published', { commit: result.commit, branch: result.branch, remote: result.remote })}{' '}
          {result.review?.startsWith('https://') && (
            <a className="underline" href={result.review} target="_blank" rel="noopener noreferrer">
              {t('publish.review')}
            </a>
          )}
        </p>
      )}
      {result && !result.ok && (
        <div role="alert" className="rounded bg-red-50 p-2 text-red-900">
          {result.code === 'refused' ? (
            <>
              <p>{t('publish.notPublished', { commit: result.commit, branch: result.branch })}</p>
              <pre className="overflow-x-auto whitespace-pre-wrap text-xs">{result.reason}</pre>
            </>
          ) : result.code === 'noRemote' ? (
            <p>{t('publish.noRemote')}</p>
          ) : (
            <p>{t('publish.noCommits', { branch: result.branch })}</p>
          )}
        </div>
      )}
    </section>
  );
}
