// Boxes of connections (E-21, E-41): each with a heading, perhaps a tag (the group's type), and one
// line per connection: its phase label with the phase colour (N-14, N-16; a bare two-phase label
// names its group), the unit's name and perhaps a value. Rows cannot draw the phase colour, hence a part.
// props: { items (field of PhaseGroup[]), label (the list's name), valueFormat, testId (prefix: `group-0`…) }
import { displayLocale } from '../../../platform/displayLocale.ts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhaseGroup } from '../../../handlers/config/phaseGroups.ts';
import { PhaseLabel } from '../../config/PhaseLabel.tsx';
import { field } from '../fields.ts';
import { formatValue, type FormatName } from '../formats.tsx';
import type { PartProps } from './partProps.ts';

export function PhaseGroups({ view, props }: PartProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const c = { t, language: displayLocale(i18n.language || 'en') };
  const groups = field(view.data, String(props.items ?? 'groups')) as PhaseGroup[] | undefined;
  if (!groups?.length) return null;
  const valueFormat = props.valueFormat as FormatName | undefined;
  const testId = typeof props.testId === 'string' ? props.testId : undefined;
  return (
    <ol aria-label={typeof props.label === 'string' ? t(props.label) : undefined} className="my-4 flex flex-col gap-3">
      {groups.map((g, i) => (
        <li key={i}>
          {/* a region named by its heading ("Phase L1 (1 of 3)") */}
          <section
            aria-labelledby={`${id}-${i}`}
            className="rounded-lg border border-slate-300 bg-white p-3"
            data-testid={testId ? `${testId}-${i}` : undefined}
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id={`${id}-${i}`} className="text-lg font-bold text-slate-900">
                {formatValue(g.title, 'text', c)}
              </h2>
              {g.badge ? (
                <span className="rounded bg-slate-100 px-2 py-0.5 text-base text-slate-900">
                  {formatValue(g.badge, 'text', c)}
                </span>
              ) : null}
            </div>
            {g.lines.length > 0 ? (
              <ul className="mt-2 flex flex-col gap-2">
                {g.lines.map((l) => (
                  <li
                    key={`${l.phase}-${l.label}`}
                    className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1"
                  >
                    <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                      <PhaseLabel phase={l.phase} label={l.label} group={l.group} />
                      <span className="text-base text-slate-900">{l.name}</span>
                    </span>
                    {'value' in l ? (
                      <span className="font-semibold text-slate-900">{formatValue(l.value, valueFormat, c)}</span>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : g.note ? (
              <p className="mt-1 text-base text-slate-700">{formatValue(g.note, 'text', c)}</p>
            ) : null}
          </section>
        </li>
      ))}
    </ol>
  );
}
