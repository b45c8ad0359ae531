// A step's buttons, in the order the flow lists them; the first is the primary one. A button with
// `when:` shows only while its condition holds.
import { useTranslation } from 'react-i18next';
import { conditions } from '../conditions/index.ts';
import type { ConditionName } from '../conditions/names.ts';
import type { Button as FlowButton } from '../engine/types.ts';
import { Button } from './Button.tsx';

interface Actions {
  follow(target: string): void;
  run(name: string, input?: unknown, on?: FlowButton['on']): Promise<unknown>;
  busy: boolean;
}

export function FlowButtons({ buttons, actions, params, query }: { buttons: readonly FlowButton[] | undefined; actions: Actions; params: Record<string, string>; query: URLSearchParams }) {
  const { t } = useTranslation();
  const shown = (buttons ?? []).filter((b) => !b.when || conditions[b.when as ConditionName]({ params, query }));
  return (
    <div className="mt-6 flex flex-col gap-3">
      {shown.map((b, i) => {
        const variant = b.variant ?? (i === 0 ? 'primary' : 'secondary');
        if (b.href) {
          return (
            <a key={b.text} href={b.href} target="_blank" rel="noopener noreferrer" className="flex min-h-12 items-center justify-center rounded-lg border-2 border-brand-700 px-4 py-3 font-semibold text-brand-800 underline">
              {t(b.text)}
            </a>
          );
        }
        const onClick = () => {
          if (b.back) history.back();
          else if (b.to) actions.follow(b.to);
          else if (b.run) void actions.run(b.run, undefined, b.on);
        };
        return (
          <Button key={b.text} variant={variant} onClick={onClick} disabled={actions.busy && !!b.run}>
            {t(b.text)}
          </Button>
        );
      })}
    </div>
  );
}
