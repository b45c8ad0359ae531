// The form kind: a JSON-schema form from content/forms/<step.form> rendered by rjsf with validators
// precompiled at build time (no eval, CSP-safe). A step with `load:` starts from what its handler
// loads (FormStartLoader, a chunk of its own); the form itself is LoadedForm, with the step's buttons
// under it; `props.titles` may swap the title while a condition holds (Z-35: two-phase words).
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import type { FormModule } from '../../forms/formModule.ts';
import { remoteChanges } from '../../state/persist.ts';
import { project } from '../../state/project.ts';
import { useSnapshot } from 'valtio';
import { BodyBlocks } from '../../ui/BodyBlocks.tsx';
import { Page } from '../../ui/Page.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { loadedForm, loadForm } from '../firstScreen.ts';
import type { ScreenProps } from '../types.ts';
import { LoadedForm } from './form/LoadedForm.tsx';
import { stepTitle } from './form/stepTitle.ts';

const FormStartLoader = lazy(() => import('./form/FormStartLoader.tsx'));

export default function FormScreen({ step, params }: ScreenProps<'form'>) {
  const name = step.form ?? '';
  const [module, setModule] = useState<FormModule | null>(() => loadedForm(name)); // the first route's is here already
  useEffect(() => {
    let live = true;
    void loadForm(name)?.then((m) => live && setModule(m));
    return () => { live = false; };
  }, [name]);
  // another tab of the app saved this job's draft or project: start again from what it saved, so both
  // tabs show the same and this one never writes the older value back
  const changes = useSnapshot(remoteChanges);
  const fromOtherTabs = (changes.formDrafts ?? 0) + (changes.project ?? 0);
  // `restartOnSuccess`: a form that stays on its route after a success (the invite) starts again,
  // empty and loaded afresh (the person just invited is listed)
  const [round, setRound] = useState(0);
  const onSucceeded = step.props?.restartOnSuccess === true ? () => setRound((r) => r + 1) : undefined;
  const formProps = module ? { step, params, name, module, onSucceeded } : null;
  const query = new URLSearchParams(useSearch());
  useSnapshot(project); // a title's condition reads the job
  return (
    <Page title={stepTitle(step, { params, query })} progress={step.progress}>
      <BodyBlocks blocks={step.body} />
      {formProps === null ? <Spinner /> : step.load ? (
        <Suspense fallback={<Spinner />}><FormStartLoader key={`${fromOtherTabs}:${round}`} {...formProps} /></Suspense>
      ) : <LoadedForm key={`${fromOtherTabs}:${round}`} {...formProps} />}
    </Page>
  );
}
