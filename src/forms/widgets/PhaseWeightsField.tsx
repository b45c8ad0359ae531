// The unequal allocation editor as an rjsf field (`ui:field: phaseWeights`, E-29…E-40, H-23): the unit
// switch (% or kW DC, E-30, E-36, Z-59), then per phase a box for every enabled connection but the
// last and the last one's calculated remainder (E-32, E-33). What it shows comes from the step's load
// handler (formContext.loaded.<field name>, src/handlers/config/phaseWeights.ts); its value is that
// module's PhaseWeightsValue. It decides nothing: the step's run handler checks and stores (E-38).
// One phase (the wizard) is drawn as before the move, with the kW available; several (the service
// screen) each in a box; with `readOnlyNote` (software not above v0.4.5) the stored shares are shown.
import type { FieldProps } from '@rjsf/utils';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  phaseDraft,
  shownValue,
  switchAll,
  withBox,
  type PhaseWeightsContext,
  type PhaseWeightsValue,
  type WeightsPhase,
} from '../../handlers/config/phaseWeights.ts';
import { calculatedLabel, isKwModeAvailable, remainder } from '../../handlers/rules/allocation.ts';
import { formatDecimal, formatDecimalFixed } from '../../handlers/rules/decimal.ts';
import type { MessageKey } from '../../handlers/types.ts';
import { PhaseLabel } from '../../screens/config/PhaseLabel.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { formatLocalNumber } from '../../ui/localNumber.ts';
import { ModeToggle } from './ModeToggle.tsx';
import { CalculatedRow, WeightInputRow } from './WeightRows.tsx';

function contextOf(formContext: unknown, name: string): PhaseWeightsContext {
  const loaded = (formContext as { loaded?: Record<string, unknown> } | undefined)?.loaded;
  const context = loaded?.[name] as PhaseWeightsContext | undefined;
  if (!context)
    throw new Error(`the phaseWeights field '${name}' needs its step's load handler to hand over context.${name}`);
  return context;
}

export default function PhaseWeightsField({ name, formData, onChange, fieldPathId, registry, uiSchema }: FieldProps) {
  const { t, i18n } = useTranslation();
  const context = contextOf(registry.formContext, name);
  const value = shownValue(formData, context);
  const path = fieldPathId.path;
  // a draft typed for other connections (or none yet): the form holds what is shown, so NEXT sends it
  useEffect(() => {
    if (value !== formData) onChange(value, path);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, on arrival
  const say = (m: MessageKey) => t(m.key, m.values);
  const label = typeof uiSchema?.['ui:title'] === 'string' ? uiSchema['ui:title'] : undefined;

  if (context.readOnlyNote !== undefined) {
    return (
      <div role="group" aria-label={label}>
        <Alert tone="info">{t(context.readOnlyNote)}</Alert>
        <StoredShares context={context} />
      </div>
    );
  }

  const { availableKw, phases } = context;
  const set = (next: PhaseWeightsValue) => onChange(next, path);
  const toggle = (
    <ModeToggle
      mode={value.mode}
      kwAvailable={isKwModeAvailable(availableKw)}
      onChange={(mode) => set(switchAll(value, mode, availableKw))}
    />
  );
  const rows = (p: WeightsPhase, index: number, single: boolean) => {
    const draft = phaseDraft(value, index);
    const last = p.connections[p.connections.length - 1];
    return (
      <>
        {p.connections.slice(0, -1).map((c, box) => (
          <WeightInputRow
            key={c.group}
            id={single ? `weight-${c.group}` : `weight-${p.phase}-${c.group}`}
            phase={p.phase}
            connection={c}
            raw={draft.values[box] ?? ''}
            suffix={value.mode === 'percent' ? '%' : 'kW'}
            onChange={(text) => set(withBox(value, index, box, text))}
          />
        ))}
        {last ? (
          <CalculatedRow
            phase={p.phase}
            connection={last}
            label={calculatedLabel(value.mode, remainder(value.mode, draft.values, availableKw))}
            testId={single ? 'calculated-row' : `calculated-${p.phase}`}
          />
        ) : null}
        <OverBy rest={remainder(value.mode, draft.values, availableKw)} mode={value.mode} availableKw={availableKw} />
      </>
    );
  };

  if (phases.length === 1) {
    const p = phases[0]!;
    return (
      <fieldset>
        <legend className="mb-1 text-lg font-semibold text-slate-900">{say(p.caption)}</legend>
        {context.showAvailable ? (
          <p className="mb-3 text-base text-slate-800">
            {t('allocation.available', { value: formatLocalNumber(formatDecimalFixed(availableKw), i18n.language) })}
          </p>
        ) : null}
        {toggle}
        {p.connections.length === 0 ? <Alert tone="info">{t(context.emptyText)}</Alert> : null}
        <div className="mt-4 flex flex-col gap-3">{rows(p, 0, true)}</div>
      </fieldset>
    );
  }
  return (
    <div role="group" aria-label={label} className="mt-4 flex flex-col gap-4">
      {toggle}
      {phases.map((p, index) => (
        <fieldset key={p.phase} className="rounded-lg border border-slate-300 bg-white p-3">
          <legend className="px-1 text-lg font-semibold text-slate-900">{say(p.caption)}</legend>
          {p.connections.length === 0 ? <p className="text-base text-slate-700">{t(context.emptyText)}</p> : null}
          <div className="mt-2 flex flex-col gap-2">{rows(p, index, false)}</div>
        </fieldset>
      ))}
    </div>
  );
}

/**
 * While the shares add up to more than the phase has, says by how much, as the numbers are typed:
 * NEXT's message (L-31, L-32) says only that the total is too large, and it answers the numbers as
 * they were sent, so the form clears it on the next change (props.clearFailureOnChange).
 */
function OverBy({ rest, mode, availableKw }: { rest: number; mode: PhaseWeightsValue['mode']; availableKw: number }) {
  const { t, i18n } = useTranslation();
  if (!(rest < 0)) return null;
  const amount = formatLocalNumber(formatDecimal(-rest), i18n.language);
  return (
    <p className="text-base font-medium text-red-800" role="status" data-testid="over-by">
      <span aria-hidden>✖ </span>
      {mode === 'percent'
        ? t('allocation.overByPercent', { amount })
        : t('allocation.overByKw', {
            amount,
            available: formatLocalNumber(formatDecimalFixed(availableKw), i18n.language),
          })}
    </p>
  );
}

/** H-19, H-23 (reading): each solar connection with its stored share, or N/A (colour never alone, N-14). */
function StoredShares({ context }: { context: PhaseWeightsContext }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="flex flex-col gap-3" data-testid="allocation">
      {context.phases.map((p) => (
        <section key={p.phase} className="rounded-lg border border-slate-300 bg-white p-3">
          <h2 className="text-lg font-semibold text-slate-900">{t(p.caption.key, p.caption.values)}</h2>
          {p.connections.length === 0 ? <p className="text-base text-slate-700">{t(context.emptyText)}</p> : null}
          <ul className="mt-1 flex flex-col gap-1">
            {p.connections.map((c, i) => {
              const weight = p.stored?.[i] ?? null;
              return (
                <li key={c.group} className="flex min-h-10 flex-wrap items-center gap-3">
                  <PhaseLabel phase={p.phase} label={c.label} group={c.group} />
                  <span className="min-w-0 flex-1 text-base text-slate-900">{c.name}</span>
                  <span className="text-base font-semibold text-slate-900">
                    {weight === null
                      ? t('common.na')
                      : t('allocation.percentValue', {
                          value: formatLocalNumber(formatDecimal(weight), i18n.language),
                        })}
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
