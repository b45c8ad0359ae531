// Per-phase unit-name boxes, each with a Connected tick (E-22, Z-47), for all five output groups;
// 2 phases for two-phase units, 3 otherwise. Used by /commission/16 and, later, /reset-connections
// (E-23): the caller decides what saving does, and may keep what is typed as a draft (`draft`, `onEdit`).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Connection } from '../../state/project.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { boxesFrom, boxesWithDraft, checkBoxes, connectionsFrom, type EditBoxes } from './editConnections.ts';
import { labelInGroup, withGroupLabels } from './groupLabel.ts';
import { PhaseNameTick } from './PhaseNameTick.tsx';

export interface ConnectionEditorProps {
  serial: string;
  connections: readonly Connection[];
  onSave(connections: Connection[]): void;
  busy?: boolean;
  saveText?: string; // locale key
  draft?: unknown; // boxes typed before (a stored draft): shown instead of the stored connections where they fit
  onEdit?(boxes: EditBoxes): void; // each change, to keep as a draft
}

export function ConnectionEditor({ serial, connections, onSave, busy = false, saveText = 'common.save', draft, onEdit }: ConnectionEditorProps) {
  const { t } = useTranslation();
  const [boxes, setBoxes] = useState<EditBoxes>(() => boxesWithDraft(boxesFrom(serial, connections), draft));
  const [error, setError] = useState<string | null>(null);
  const update = (group: number, phase: number, patch: { name?: string; ticked?: boolean }) => {
    const next = boxes.map((g, i) => (i !== group ? g : g.map((b, j) => (j === phase ? { ...b, ...patch } : b))));
    setBoxes(next);
    onEdit?.(next);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = checkBoxes(serial, withGroupLabels(boxes, t)); // two-phase "L1" names its group
    if (problem?.kind === 'emptyNames') setError(t('connections.errors.emptyConnected', { labels: problem.labels.join(', ') }));
    else if (problem) setError(t('connections.errors.nonePerPhase'));
    else {
      setError(null);
      onSave(connectionsFrom(serial, boxes, connections));
    }
  };

  return (
    <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
      {boxes.map((group, g) => (
        <fieldset key={g} className="rounded-lg border border-slate-300 bg-white p-3">
          <legend className="px-1 font-semibold text-slate-900">{t('connections.groupOf', { number: g + 1, total: 5 })}</legend>
          {group.map((box, p) => (
            <PhaseNameTick
              key={box.phase}
              id={`edit-${g}-${box.phase}`}
              phase={box.phase}
              label={box.label}
              name={box.name}
              ticked={box.ticked}
              nameDisabled={!box.ticked}
              nameLabel={t('connections.edit.nameFor', { label: labelInGroup(box.label, g, t) })}
              tickLabel={t('connections.edit.connectedFor', { label: labelInGroup(box.label, g, t) })}
              tickText={t('connections.edit.connected')}
              onChange={(change) => update(g, p, change)}
            />
          ))}
        </fieldset>
      ))}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Button type="submit" busy={busy}>{t(saveText)}</Button>
    </form>
  );
}
