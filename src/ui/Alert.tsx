// Messages that must be read: an icon and a heading word carry the meaning, never colour alone.
import type { ReactNode, Ref } from 'react';

export type AlertTone = 'error' | 'warning' | 'success' | 'info';

const tones: Record<AlertTone, { box: string; icon: string }> = {
  error: { box: 'border-red-700 bg-red-50 text-red-900', icon: '✖' },
  warning: { box: 'border-amber-600 bg-amber-50 text-amber-950', icon: '⚠' },
  success: { box: 'border-green-700 bg-green-50 text-green-900', icon: '✔' },
  info: { box: 'border-sky-700 bg-sky-50 text-sky-950', icon: 'ℹ' },
};

/** `ref`: the box can take focus (tabIndex -1), so a failure can be brought to the user. */
export function Alert({ tone, children, ref }: { tone: AlertTone; children: ReactNode; ref?: Ref<HTMLDivElement> }) {
  const { box, icon } = tones[tone];
  return (
    <div
      ref={ref}
      tabIndex={ref ? -1 : undefined}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`my-3 flex gap-3 rounded-lg border-l-4 p-3 text-base ${box}`}
    >
      <span aria-hidden className="text-lg leading-6">
        {icon}
      </span>
      <div className="min-w-0 flex-1 [overflow-wrap:anywhere]">{children}</div>
    </div>
  );
}
