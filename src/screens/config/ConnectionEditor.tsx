// Per-phase unit-name boxes, each with a Connected tick (E-22, Z-47), for all five output groups;
// 2 phases for two-phase units, 3 otherwise. Used by /commission/16 and, later, /reset-connections
// (E-23): the caller decides what saving does.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Connection } from '../../state/project.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { boxesFrom, checkBoxes, connectionsFrom, type EditBoxes } from './editConnections.ts';
import { PhaseLabel } from './PhaseLabel.tsx';

export interface ConnectionEditorProps {
  serial: string;
  connections: readonly Connection[];
  onSave(connections: Connection[]): void;
  busy?: boolean;
  saveText?: string; // locale key
}

export function ConnectionEditor({ serial, connections, onSave, busy = false, saveText = 'common.save' }: ConnectionEditorProps) {
  const { t } = useTranslation();
  const [boxes, setBoxes] = useState<EditBoxes>(() => boxesFrom(serial, connections));
  const [error, setError] = useState<string | null>(null);
  const update = (group: number, phase: number, patch: { name?: string; ticked?: boolean }) =>
    setBoxes((prev) => prev.map((g, i) => (i !== group ? g : g.map((b, j) => (j === phase ? { ...b, ...patch } : b)))));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = checkBoxes(serial, boxes);
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
          {group.map((box, p) => {
            const id = `edit-${g}-${box.phase}`;
            return (
              <div key={box.phase} className="mt-2 flex flex-wrap items-center gap-3">
                <label htmlFor={id} className="w-16 shrink-0"><PhaseLabel phase={box.phase} label={box.label} /></label>
                <input
                  id={id}
                  type="text"
                  autoComplete="off"
                  value={box.name}
                  disabled={!box.ticked}
                  onChange={(e) => update(g, p, { name: e.target.value })}
                  aria-label={t('connections.edit.nameFor', { label: box.label })}
                  className="min-h-12 min-w-0 flex-1 rounded-lg border-2 border-slate-500 px-3 text-base text-slate-900 focus:border-brand-700 focus:outline-none focus-visible:ring-4 focus-visible:ring-amber-400 disabled:bg-slate-100 disabled:text-slate-700"
                />
                <label className="flex min-h-12 cursor-pointer items-center gap-2 text-base text-slate-900">
                  <input
                    type="checkbox"
                    className="h-6 w-6 accent-brand-700"
                    checked={box.ticked}
                    onChange={(e) => update(g, p, { ticked: e.target.checked })}
                    aria-label={t('connections.edit.connectedFor', { label: box.label })}
                  />
                  <span aria-hidden>{t('connections.edit.connected')}</span>
                </label>
              </div>
            );
          })}
        </fieldset>
      ))}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Button type="submit" busy={busy}>{t(saveText)}</Button>
    </form>
  );
}
