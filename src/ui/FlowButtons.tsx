// A step's buttons, in the order the flow lists them; the first is the primary one. A button with
// `when:` shows only while its condition holds, one with `whenFailed: true` only after the step's
// handler failed (a way on without it); one with `intro:` shows its notes first, unless the user
// turned them off (`introTips`); `back: from`
// returns to the in-app path the step was opened from (?from=), else goes back in history.
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { conditions } from '../conditions/index.ts';
import type { RouteConditionName } from '../conditions/names.ts';
import type { Button as FlowButton } from '../engine/types.ts';
import { returnPath } from '../handlers/rules/returnPath.ts';
import { Button } from './Button.tsx';
import { lazyDrawn } from './lazyDrawn.ts';

// the dialog (Headless UI) loads on the first tap that needs it: it was 14 KB gzip of the first screen
const IntroNotes = lazyDrawn(async () => ({ default: (await import('./IntroNotes.tsx')).IntroNotes }));

interface Actions {
  follow(target: string): void;
  run(name: string, input?: unknown, on?: FlowButton['on'], interrupt?: boolean): Promise<unknown>;
  busy: boolean;
  /** the step's handler failed and says so on the screen */
  failure?: unknown;
}

/** Whether the user still wants a button's intro notes, and how they turn them off (per user, on the phone). */
export interface IntroTipsChoice {
  wanted: boolean;
  turnOff(): void;
}

export function FlowButtons({
  buttons,
  actions,
  params,
  query,
  runWhileBusy = false,
  introTips,
}: {
  buttons: readonly FlowButton[] | undefined;
  /** without it the notes always show, with no way to turn them off */
  introTips?: IntroTipsChoice;
  /** a button's handler may interrupt the screen's own (a stop while a run waits): running it aborts that one */
  runWhileBusy?: boolean;
  actions: Actions;
  params: Record<string, string>;
  query: URLSearchParams;
}) {
  const { t } = useTranslation();
  const [intro, setIntro] = useState<{ button: FlowButton; at: number } | null>(null);
  const shown = (buttons ?? []).filter(
    (b) =>
      (!b.when || conditions[b.when as RouteConditionName]({ params, query })) && (!b.whenFailed || !!actions.failure),
  );
  const act = (b: FlowButton) => {
    const back = b.back === 'from' ? returnPath(query.get('from')) : null;
    if (back) actions.follow(back);
    else if (b.back) history.back();
    else if (b.to) actions.follow(b.to);
    else if (b.run) void actions.run(b.run, undefined, b.on, runWhileBusy);
  };
  const turnOffNotes = () => {
    if (!intro || !introTips) return;
    introTips.turnOff();
    setIntro(null);
    act(intro.button);
  };
  const nextNote = () => {
    if (!intro) return;
    if (intro.at + 1 < (intro.button.intro?.length ?? 0)) setIntro({ ...intro, at: intro.at + 1 });
    else {
      setIntro(null);
      act(intro.button);
    }
  };
  if (shown.length === 0) return null; // no empty gap under a form that has no buttons of its own
  return (
    <div className="mt-6 flex flex-col gap-3">
      {shown.map((b, i) => {
        const variant = b.variant ?? (i === 0 ? 'primary' : 'secondary');
        if (b.href) {
          return (
            <a
              key={b.text}
              href={b.href}
              target="_blank"
              rel="noopener noreferrer"
              className="flex min-h-12 items-center justify-center rounded-lg border-2 border-brand-700 px-4 py-3 font-semibold text-brand-800 underline"
            >
              {t(b.text)}
            </a>
          );
        }
        const withNotes = !!b.intro?.length && (introTips?.wanted ?? true);
        const onClick = () => (withNotes ? setIntro({ button: b, at: 0 }) : act(b));
        return (
          <Button key={b.text} variant={variant} onClick={onClick} disabled={actions.busy && !!b.run && !runWhileBusy}>
            {t(b.text)}
          </Button>
        );
      })}
      {intro ? (
        <Suspense fallback={null}>
          <IntroNotes
            notes={intro.button.intro ?? []}
            at={intro.at}
            onNext={nextNote}
            onClose={() => setIntro(null)}
            onTurnOff={introTips ? turnOffNotes : undefined}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
