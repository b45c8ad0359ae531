// The `progress` kind: runs the step's handler on arrival and draws what the handler reports through
// ctx.progress (phase words, a bar, the unit's own words) and the time since the work started, until
// an outcome leads on through `on`. What is drawn, and in which words, is declared in `props`
// (content/schemas/kinds/progress.schema.json); the deciding and waiting are the handler's. A failure
// stops the timer, may change the heading and offers Try again. `phaseBody` adds words while a phase
// is reported (advice while waiting), and the step's buttons (a way back) show throughout. Leaving aborts the handler; with no
// signal its polls wait (src/handlers/pollPause.ts) and the shell says so.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unitWords } from '../../ui/unitWords.ts';
import { useSearch } from 'wouter';
import { useFlowActions } from '../../app/useFlowActions.ts';
import { barValue, elapsedParts } from '../../handlers/rules/progress.ts';
import { problemWords } from '../../app/shownOutcome.ts';
import { Alert } from '../../ui/Alert.tsx';
import { BodyBlocks } from '../../ui/BodyBlocks.tsx';
import { FlowButtons } from '../../ui/FlowButtons.tsx';
import { Button } from '../../ui/Button.tsx';
import { Page } from '../../ui/Page.tsx';
import { ServerSaid } from '../../ui/ServerSaid.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import type { ScreenProps } from '../types.ts';
import { CircularProgress } from './CircularProgress.tsx';
import { readProgressProps } from './props.ts';
import { useNow } from './useNow.ts';
import { isFailure } from '../../handlers/types.ts';
import { project } from '../../state/project.ts';

// What the step hands its handler: the serial of the unit the work is about. A route that names one
// (/system-info/:serial, an output label's link) hands that, as it came; every other progress step is
// the job's (its `requires: [serial]` guarantees one), which the draft keeps so a reload resumes the
// same unit. The handler reads the serial from its input, never from the store.
const unitInHand = (params: Record<string, string>): { serial: string } => ({
  serial: params.serial ?? project.serialNumber,
});

export default function ProgressScreen({ step, params }: ScreenProps<'progress'>) {
  const { t, i18n } = useTranslation();
  const props = readProgressProps(step.props);
  const actions = useFlowActions(step, params);
  const { submit, follow, progress } = actions;
  const now = useNow(props.tickMs);
  const search = useSearch();
  const [attempt, setAttempt] = useState(0);
  const [begunAt, setBegunAt] = useState(() => Date.now());
  const [stoppedAt, setStoppedAt] = useState<number | null>(null);
  /** the outcome being said before it is followed (`hold`) */
  const [heldOutcome, setHeldOutcome] = useState<string | null>(null);
  const held = heldOutcome !== null;

  // `hold` (E-50): the outcome is first said here, at 100 %, with a button, then followed
  const { hold } = props;
  const start = useCallback(async () => {
    setStoppedAt(null);
    const heldOutcomes = hold ? [hold.outcome].flat() : [];
    const said = hold ? Object.fromEntries(heldOutcomes.map((kind) => [kind, { notice: hold.noticeText }])) : {};
    const outcome = await submit(unitInHand(params), { on: { ...step.on, ...said } });
    if (outcome && isFailure(outcome)) setStoppedAt(Date.now());
    else if (outcome && heldOutcomes.includes(outcome.kind)) setHeldOutcome(outcome.kind);
  }, [submit, step.on, hold, params]);
  // the work starts on arrival and on Try again, never because a callback it uses was made anew (a
  // re-render of the route gives new ones): a restart aborted the update task in flight
  const latestStart = useRef(start);
  useLayoutEffect(() => {
    latestStart.current = start;
  }, [start]);
  useEffect(() => {
    void latestStart.current();
  }, [attempt]);

  const goOn = useCallback(() => {
    const target = heldOutcome !== null ? step.on?.[heldOutcome] : undefined;
    if (target !== undefined) follow(target);
  }, [follow, heldOutcome, step.on]);
  useEffect(() => {
    if (!held || !hold) return;
    const timer = setTimeout(goOn, hold.ms);
    return () => clearTimeout(timer);
  }, [held, hold, goOn]);

  // Z-50: within one piece of work (one start time) the bar never moves backwards
  const startedAt = progress.startedAt ?? begunAt;
  const highest = useRef({ startedAt, value: 0 });
  if (highest.current.startedAt !== startedAt) highest.current = { startedAt, value: 0 };
  const reported = barValue(progress, now);
  const value = held ? 100 : reported === undefined ? undefined : Math.max(highest.current.value, reported);
  if (value !== undefined) highest.current.value = value;

  const stopped = stoppedAt !== null;
  const title = stopped && props.errorTitleText ? props.errorTitleText : step.title;
  const phaseKey = props.phases[progress.phase ?? 'start'];
  const phaseText = phaseKey ? t(phaseKey, progress.values) : undefined;
  const elapsed = elapsedParts((stoppedAt ?? now) - startedAt);
  const body = <BodyBlocks blocks={step.body} />;
  const codeWords = props.detail?.codeWords;
  const detail = unitWords(
    codeWords && ((code) => (Object.hasOwn(codeWords, code) ? codeWords[code] : undefined)),
    progress.detailCode,
    progress.detail,
    t,
    i18n,
  );
  // a failed request while the work goes on (a run's poll): its reason, and that it is asked again
  const problem = progress.problem && actions.busy ? problemWords(progress.problem, t) : null;
  const overdue = progress.overdueAt !== undefined && now >= progress.overdueAt;
  // long before the work's own time-out: a failing poll or an overdue run offers a way on at once
  const stuck = stopped || problem !== null || (actions.busy && overdue);
  const restart = () => {
    setBegunAt(Date.now());
    setAttempt((n) => n + 1);
  };
  const failure = actions.failure ? { ...actions.failure, retry: restart, retryText: t(props.tryAgainText) } : null;

  if (held && hold) {
    return (
      <Page title={title} progress={props.bar === 'line' ? 100 : step.progress}>
        <Button onClick={goOn}>{t(hold.buttonText)}</Button>
      </Page>
    );
  }
  const whole = Math.floor(value ?? 0);
  return (
    // a `line` bar is the work's own from the first report on (E-58 starts at 3, below the wizard's 70)
    <Page title={title} progress={props.bar === 'line' ? value : step.progress} failure={failure}>
      {props.bodyAt === 'top' ? body : null}
      {props.bar === 'circle' ? (
        <div className="my-6">
          <CircularProgress
            value={whole}
            label={t(props.barLabelText ?? step.title ?? '')}
            text={props.percentText ? t(props.percentText, { value: whole }) : `${whole}`}
          />
        </div>
      ) : null}
      {props.bar === 'spinner' && actions.busy ? <Spinner label={phaseText} /> : null}
      {props.bar !== 'spinner' && phaseText && !stopped ? (
        <p
          className="my-3 text-center text-lg font-semibold text-slate-900"
          aria-live="polite"
          data-testid={props.phaseTestId}
        >
          {phaseText}
        </p>
      ) : null}
      {props.detail && detail ? (
        <p className="my-3 text-base text-slate-800">
          <span className="block text-sm text-slate-700">{t(props.detail.labelText)}</span>
          <span data-testid={props.detail.testId}>{detail}</span>
        </p>
      ) : null}
      {props.timer && (actions.busy || stopped) ? (
        <p className="my-3 text-center text-base text-slate-700" data-testid={props.timer.testId}>
          {t(props.timer.text, elapsed)}
        </p>
      ) : null}
      {problem ? (
        <Alert tone="warning">
          <p className="font-semibold" data-testid="progress-problem">
            {problem.what}
          </p>
          <p className="mt-1">{problem.todo}</p>
          <ServerSaid text={problem.serverSaid} />
        </Alert>
      ) : null}
      {props.bodyAt === 'bottom' ? body : null}
      {!stopped ? <BodyBlocks blocks={props.phaseBody?.[progress.phase ?? 'start']} /> : null}
      {!stopped && props.overdueText && overdue ? <Alert tone="warning">{t(props.overdueText)}</Alert> : null}
      {props.stuckText && stuck ? (
        <p className="my-3 text-base text-slate-900" data-testid="progress-stuck">
          {t(props.stuckText, unitInHand(params))}
        </p>
      ) : null}
      {/* a way back while the handler waits (leaving aborts it); with stuckText, once it is stuck */}
      {!props.stuckText || stuck ? (
        <FlowButtons
          buttons={step.buttons}
          actions={actions}
          params={params}
          query={new URLSearchParams(search)}
          runWhileBusy={props.stuckText !== undefined}
        />
      ) : null}
    </Page>
  );
}
