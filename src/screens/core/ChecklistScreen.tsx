// A list of ticks that must all be set before NEXT is enabled (C-05, C-06, L-37). The items are
// locale keys in the step's props.items; NEXT emits `done`. The ticks are a draft (no unit yet), so
// they survive a reload and a 401 while they are being given. NEXT starts a new job: whatever the last
// job left (finished, failed, abandoned, a re-commissioning) goes with its ticks, so the checklist is
// answered afresh for every unit (C-05) and the next one starts from nothing.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowActions } from '../../app/useFlowActions.ts';
import { readJobDraft, saveJobDraft } from '../../state/formDrafts.ts';
import { dropFinishedJob, startNewJob } from '../../state/job.ts';
import { BodyBlocks } from '../../ui/BodyBlocks.tsx';
import { Button } from '../../ui/Button.tsx';
import { Page } from '../../ui/Page.tsx';
import type { ScreenProps } from '../types.ts';

export default function ChecklistScreen({ step, params }: ScreenProps<'checklist'>) {
  const { t } = useTranslation();
  const actions = useFlowActions(step, params);
  const items = step.props?.items ?? [];
  const draftKey = `checklist:${step.path}`;
  const [ticked, setTicked] = useState<boolean[]>(() => {
    dropFinishedJob(); // C-05: the ticks confirm this installation, not the last one
    return ticksFrom(readJobDraft(draftKey), items.length);
  });
  const tick = (i: number, on: boolean) => {
    const next = ticked.map((v, j) => (j === i ? on : v));
    setTicked(next);
    saveJobDraft(draftKey, { ticked: next });
  };
  const allTicked = ticked.length > 0 && ticked.every(Boolean);
  return (
    <Page title={step.title} progress={step.progress}>
      <BodyBlocks blocks={step.body} />
      <fieldset className="my-4 flex flex-col gap-3">
        <legend className="sr-only">{t(step.title ?? 'common.checklist')}</legend>
        {items.map((key, i) => (
          <label
            key={key}
            className="flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-3 text-base"
          >
            <input
              type="checkbox"
              className="mt-1 h-6 w-6 shrink-0 accent-brand-700"
              checked={ticked[i]}
              onChange={(e) => tick(i, e.target.checked)}
            />
            <span>{t(key)}</span>
          </label>
        ))}
      </fieldset>
      <Button
        disabled={!allTicked}
        onClick={() => {
          startNewJob();
          actions.emit('done');
        }}
      >
        {t(step.props?.nextText ?? 'common.next')}
      </Button>
    </Page>
  );
}

/** The stored ticks when they fit this list (an editor may have changed the items since), else none. */
function ticksFrom(draft: Record<string, unknown> | undefined, count: number): boolean[] {
  const stored = draft?.ticked;
  const fits = Array.isArray(stored) && stored.length === count && stored.every((v) => typeof v === 'boolean');
  return fits ? (stored as boolean[]) : Array.from({ length: count }, () => false);
}
