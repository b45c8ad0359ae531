// The connection-group editor (`ui:field: connectionGroups`): per output group a box, per phase the
// unit-name box with a tick beside it (E-22, Z-47). Its value is the boxes, [group][phase order]
// ({ phase, label, name, ticked }), as the step's load handler made them. `ui:options.tick` says what
// the tick means:
//   connected — /commission/16, /reset-connections: unticked phases hold no unit, their box is locked
//   enabled   — /edit-connected-units: the unit receives solar (H-27); groups and phases without a
//               unit (n/a) are not shown
// Two-phase labels (L1, L2) name their group wherever they stand alone (N-14).
import type { FieldProps } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { PhaseBox } from '../../handlers/rules/connections.ts';
import { isShown } from '../../handlers/setup/enabledBoxes.ts';
import { labelInGroup } from '../../screens/config/groupLabel.ts';
import { PhaseNameTick } from './PhaseNameTick.tsx';

export { groupsCheck as formCheck } from './connectionGroupRules.ts'; // L-26…L-29, by the field's `tick`

type Tick = 'connected' | 'enabled';

const WORDS: Record<Tick, { legend: string; nameFor: string; tickFor: string; tick: string }> = {
  connected: {
    legend: 'connections.groupOf',
    nameFor: 'connections.edit.nameFor',
    tickFor: 'connections.edit.connectedFor',
    tick: 'connections.edit.connected',
  },
  enabled: {
    legend: 'connectedUnits.group',
    nameFor: 'connectedUnits.edit.nameFor',
    tickFor: 'connectedUnits.edit.enabledFor',
    tick: 'connectedUnits.edit.enabled',
  },
};

export default function ConnectionGroupsField({
  fieldPathId,
  formData,
  onChange,
  disabled,
  uiSchema,
}: FieldProps<PhaseBox[][]>) {
  const { t } = useTranslation();
  const tick: Tick = getUiOptions(uiSchema).tick === 'enabled' ? 'enabled' : 'connected';
  const words = WORDS[tick];
  const groups = Array.isArray(formData) ? formData : [];
  const update = (group: number, phase: number, patch: Partial<PhaseBox>) =>
    onChange(
      groups.map((g, i) => (i !== group ? g : g.map((b, j) => (j === phase ? { ...b, ...patch } : b)))),
      fieldPathId.path,
    );

  return (
    <div className="flex flex-col gap-4">
      {groups.map((group, g) =>
        tick === 'enabled' && !group.some(isShown) ? null : (
          <fieldset key={g} className="rounded-lg border border-slate-300 bg-white p-3">
            <legend className="px-1 font-semibold text-slate-900">
              {t(words.legend, { number: g + 1, total: groups.length })}
            </legend>
            {group.map((box, p) =>
              tick === 'enabled' && !isShown(box) ? null : (
                <PhaseNameTick
                  key={box.phase}
                  id={`${fieldPathId.$id}_${g}_${box.phase}`}
                  phase={box.phase}
                  label={box.label}
                  name={box.name}
                  ticked={box.ticked}
                  disabled={disabled}
                  nameDisabled={tick === 'connected' && !box.ticked}
                  nameLabel={t(words.nameFor, { label: labelInGroup(box.label, g, t) })}
                  tickLabel={t(words.tickFor, { label: labelInGroup(box.label, g, t) })}
                  tickText={t(words.tick)}
                  onChange={(change) => update(g, p, change)}
                />
              ),
            )}
          </fieldset>
        ),
      )}
    </div>
  );
}
