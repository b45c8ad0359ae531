// /welcome: the menu (C-02 to C-04). `Commission a unit` (Commissioners only) first shows the three
// intro notes one after another (contact icon, feedback icon, info symbol), then emits `commission`
// (C-01, Z-15). The notes are locale keys in props.introNotes.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useFlowActions } from '../../app/useFlowActions.ts';
import { hasRole } from '../../state/session.ts';
import { Button } from '../../ui/Button.tsx';
import { FlowButtons } from '../../ui/FlowButtons.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { Page } from '../../ui/Page.tsx';
import type { ScreenProps } from '../types.ts';
import { ResumeJob } from './ResumeJob.tsx';

export default function WelcomeScreen({ step, params }: ScreenProps<'welcome'>) {
  const { t } = useTranslation();
  const actions = useFlowActions(step, params);
  const query = new URLSearchParams(useSearch());
  const notes = (step.props?.introNotes ?? []) as string[];
  const [note, setNote] = useState<number | null>(null);
  const next = () => (note !== null && note + 1 < notes.length ? setNote(note + 1) : (setNote(null), actions.emit('commission')));
  return (
    <Page title={step.title}>
      {hasRole('Commissioner') ? <ResumeJob onContinue={(to) => actions.follow(to)} /> : null}
      {hasRole('Commissioner') ? (
        <div className="mt-4">
          <Button onClick={() => (notes.length ? setNote(0) : actions.emit('commission'))}>{t(String(step.props?.commissionText))}</Button>
        </div>
      ) : null}
      <FlowButtons buttons={step.buttons} actions={actions} params={params} query={query} />
      <Modal
        open={note !== null}
        title={note !== null ? t('welcome.introTitle', { n: note + 1, total: notes.length }) : ''}
        onClose={() => setNote(null)}
        actions={<Button onClick={next}>{t(note !== null && note + 1 === notes.length ? 'welcome.introDone' : 'common.next')}</Button>}
      >
        {note !== null ? <p className="text-base leading-relaxed">{t(notes[note])}</p> : null}
      </Modal>
    </Page>
  );
}
