// How a screen acts: emit one of its outcomes, follow a target, or run a handler and follow the
// target its outcome maps to. Replies that arrive after the screen is gone are ignored.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { resolveTarget } from '../engine/resolveTarget.ts';
import type { CompiledStep, Target } from '../engine/types.ts';
import { loadHandler } from '../handlers/loadHandler.ts';
import { shownOutcome, type ShownOutcome } from './shownOutcome.ts';
import { useTranslation } from 'react-i18next';
import { showError, showNotice } from './messages.ts';
import { useApp } from './AppContext.tsx';

type OutcomeMap = Record<string, Target> | undefined;

export function useFlowActions(step: CompiledStep, params: Record<string, string>) {
  const { api, config } = useApp();
  const { t } = useTranslation();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const follow = useCallback(
    (target: Target, outcomeParams?: Record<string, string | number>) => {
      const resolved = resolveTarget(target, params, outcomeParams);
      if (resolved.kind === 'route') {
        if (resolved.notice) showNotice(resolved.notice, resolved.path);
        navigate(resolved.path);
      } else if (resolved.kind === 'error') {
        showError({ key: resolved.key, tryAgain: resolved.tryAgain });
        navigate('/error');
      } else showNotice(resolved.key, path);
    },
    [params, navigate, path],
  );

  const emit = useCallback(
    (outcome: string, outcomeParams?: Record<string, string | number>, on: OutcomeMap = step.on) => {
      const target = on?.[outcome];
      // the build checks every outcome is mapped; reaching this means a screen emits an undeclared one
      if (target === undefined) throw new Error(`${step.source}: outcome '${outcome}' is not mapped`);
      follow(target, outcomeParams);
    },
    [follow, step],
  );

  const run = useCallback(
    async (name: string, input?: unknown, on: OutcomeMap = step.on): Promise<ShownOutcome | undefined> => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setBusy(true);
      setFailure(null);
      try {
        const handler = await loadHandler(name);
        const outcome = await handler({ api, config, params, query: new URLSearchParams(search), path, signal: controller.signal, input });
        if (controller.signal.aborted) return undefined;
        const shown = shownOutcome(outcome, t);
        if (shown.kind === 'failed' && 'message' in shown) setFailure(shown.message);
        else emit(shown.kind, 'params' in shown ? shown.params : undefined, on);
        return shown;
      } finally {
        if (!controller.signal.aborted) setBusy(false);
      }
    },
    [api, config, params, search, path, emit, step, t],
  );

  return { follow, emit, run, busy, failure, setFailure };
}
