// /commission/13/:index and /commission/14/:index (E-15, L-25, Z-35, Z-36, Z-47). props.mode:
// `single` — one unit name per phase, each labelled (N-14) and coloured (N-16);
// `three` — one name for a unit on every phase, stored on each phase. Each name is required.
// What is typed is kept as a draft, so a reload on the roof loses nothing.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import { useFlowActions } from '../../app/useFlowActions.ts';
import type { ConnectionChoice } from '../../handlers/config/saveConnection.ts';
import { groupIndex } from '../../handlers/config/saveConnection.ts';
import { connectionLabel, isEmptyPhaseValue, kindFromWire } from '../../handlers/rules/connections.ts';
import { isTwoPhase, phasesOf, type Phase } from '../../handlers/rules/serial.ts';
import { isFailure } from '../../handlers/types.ts';
import { clearDraft, readDraft, saveDraft } from '../../state/formDrafts.ts';
import { project, type Connection } from '../../state/project.ts';
import { BodyBlocks } from '../../ui/BodyBlocks.tsx';
import { Button } from '../../ui/Button.tsx';
import { FlowButtons } from '../../ui/FlowButtons.tsx';
import { Page } from '../../ui/Page.tsx';
import type { ScreenProps } from '../types.ts';
import { NotFound } from './NotFound.tsx';
import { PhaseLabel } from './PhaseLabel.tsx';

type Mode = 'single' | 'three';
type Names = Partial<Record<Phase | 'unit', string>>;

/** Starting names: the draft, else the stored group when it was saved in this mode. */
function initialNames(mode: Mode, stored: Connection | undefined, draft: Record<string, unknown> | undefined): Names {
  if (draft) return draft as Names;
  const kind = kindFromWire(stored?.type);
  const name = (v: string | undefined) => (isEmptyPhaseValue(v) ? '' : (v ?? ''));
  if (mode === 'three') return kind === 'ONE_TRIPLE' ? { unit: name(stored?.L1) } : {};
  return kind === 'THREE_SINGLE' ? { L1: name(stored?.L1), L2: name(stored?.L2), L3: name(stored?.L3) } : {};
}

export default function ConnectionUnitsScreen({ step, params }: ScreenProps<'connectionUnits'>) {
  const { t, i18n } = useTranslation();
  const actions = useFlowActions(step, params);
  const search = useSearch();
  const snap = useSnapshot(project);
  const mode: Mode = step.props?.mode === 'three' ? 'three' : 'single';
  const index = groupIndex(params.index);
  const draftKey = `connectionUnits:${step.path}:${params.index ?? ''}`;
  const [names, setNames] = useState<Names>(() =>
    initialNames(mode, project.connections[index ?? 0], readDraft(draftKey)),
  );
  const [tried, setTried] = useState(false);
  if (index === null) return <NotFound title={step.title} messageKey="connections.notFound" />;

  const phases = phasesOf(snap.serialNumber);
  const fields: { key: Phase | 'unit'; phases: Phase[] }[] =
    mode === 'three' ? [{ key: 'unit', phases }] : phases.map((p) => ({ key: p, phases: [p] }));
  const missing = (key: Phase | 'unit') => (names[key] ?? '').trim() === '';
  const change = (key: Phase | 'unit', value: string) => {
    const next = { ...names, [key]: value };
    setNames(next);
    saveDraft(draftKey, next);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (fields.some((f) => missing(f.key))) return;
    const choice: ConnectionChoice =
      mode === 'three' ? { kind: 'ONE_TRIPLE', name: names.unit ?? '' } : { kind: 'THREE_SINGLE', names };
    const outcome = await actions.submit(choice);
    if (outcome && !isFailure(outcome)) clearDraft(draftKey);
  };

  return (
    <Page title={twoPhaseTitle(step.title, snap.serialNumber, i18n)} progress={step.progress} failure={actions.failure}>
      <p className="mb-2 text-base font-semibold text-slate-800">
        {t('connections.groupOf', { number: index + 1, total: 5 })}
      </p>
      <BodyBlocks blocks={step.body} />
      <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 flex flex-col gap-4">
        {fields.map((field) => {
          const id = `unit-${field.key}`;
          const error = tried && missing(field.key);
          return (
            <div key={field.key}>
              <label
                htmlFor={id}
                className="mb-1 flex flex-wrap items-center gap-3 text-base font-semibold text-slate-900"
              >
                {field.phases.map((p) => (
                  <PhaseLabel key={p} phase={p} label={connectionLabel(snap.serialNumber, p, index)} />
                ))}
                <span>{t(mode === 'three' ? 'connections.units.unitName' : 'connections.units.phaseUnitName')}</span>
              </label>
              <input
                id={id}
                type="text"
                autoComplete="off"
                value={names[field.key] ?? ''}
                onChange={(e) => change(field.key, e.target.value)}
                aria-invalid={error || undefined}
                aria-describedby={error ? `${id}__error` : undefined}
                placeholder={t('connections.units.placeholder')}
                className="min-h-12 w-full rounded-lg border-2 border-slate-500 px-3 text-base text-slate-900 focus:border-brand-700 focus:outline-none focus-visible:ring-4 focus-visible:ring-amber-400"
              />
              {error ? (
                <p id={`${id}__error`} role="alert" className="mt-1 text-base font-medium text-red-800">
                  <span aria-hidden>✖ </span>
                  {t('connections.errors.required')}
                </p>
              ) : null}
            </div>
          );
        })}
        <Button type="submit" busy={actions.busy}>
          {t('common.next')}
        </Button>
      </form>
      <FlowButtons buttons={step.buttons} actions={actions} params={params} query={new URLSearchParams(search)} />
    </Page>
  );
}

// Z-35: a two-phase unit's screen is never titled three-phase: a `<title>_2p` key wins when it exists
function twoPhaseTitle(
  title: string | undefined,
  serial: string,
  i18n: { exists(key: string): boolean },
): string | undefined {
  return title && isTwoPhase(serial) && i18n.exists(`${title}_2p`) ? `${title}_2p` : title;
}
