// The form kind: a JSON-schema form from content/forms/<step.form> rendered by rjsf with validators
// precompiled at build time (no eval, CSP-safe). A step with `load:` starts from what its handler
// loads (FormStartLoader, a chunk of its own); the form itself is LoadedForm, with the step's buttons
// under it.
// The form's module (schema, validators) comes in through lazy(): the spinner shows while it loads,
// a prerendered page keeps its HTML until it is here, and a build-time render waits for it.
import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import formLoaders from 'virtual:forms';
import type { FormModule } from '../../forms/formModule.ts';
import { remoteChanges } from '../../state/persist.ts';
import { useSnapshot } from 'valtio';
import { BodyBlocks } from '../../ui/BodyBlocks.tsx';
import { Page } from '../../ui/Page.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import type { ScreenProps } from '../types.ts';
import { LoadedForm } from './form/LoadedForm.tsx';

const FormStartLoader = lazy(() => import('./form/FormStartLoader.tsx'));

export default function FormScreen({ step, params }: ScreenProps<'form'>) {
  return (
    <Page title={step.title} progress={step.progress}>
      <BodyBlocks blocks={step.body} />
      <Suspense fallback={<Spinner />}>
        <FormOfStepFor name={step.form ?? ''} step={step} params={params} />
      </Suspense>
    </Page>
  );
}

// A form's compiled schema and validators (virtual:forms/<name>), loaded once per form: the same promise
// every time, for the screen and for the step before it that asks ahead (kinds.ts). A failed load is
// forgotten, so the screen's Try again fetches it afresh.
const modules = new Map<string, Promise<FormModule>>();

export function formModule(name: string): Promise<FormModule> {
  let module = modules.get(name);
  if (!module) {
    const load = formLoaders[name];
    module = load
      ? load()
      : Promise.reject(new Error(`No form named '${name}' was built (content/forms/${name}.schema.json)`));
    module.catch(() => modules.delete(name));
    modules.set(name, module);
  }
  return module;
}

// one lazy component per form; a failed load is forgotten, so Try again loads it afresh
const forms = new Map<string, LazyExoticComponent<ComponentType<ScreenProps<'form'>>>>();
function FormOfStepFor({ name, ...props }: ScreenProps<'form'> & { name: string }) {
  let Form = forms.get(name);
  if (!Form) {
    Form = lazy(() =>
      formModule(name).then(
        (module) => ({ default: (p: ScreenProps<'form'>) => <FormOfStep {...p} name={name} module={module} /> }),
        (error: unknown) => {
          forms.delete(name);
          throw error;
        },
      ),
    );
    forms.set(name, Form);
  }
  return <Form {...props} />;
}

function FormOfStep({ step, params, name, module }: ScreenProps<'form'> & { name: string; module: FormModule }) {
  // another tab of the app saved this job's draft or project: start again from what it saved, so both
  // tabs show the same and this one never writes the older value back
  const changes = useSnapshot(remoteChanges);
  const fromOtherTabs = (changes.formDrafts ?? 0) + (changes.project ?? 0);
  // `restartOnSuccess`: a form that stays on its route after a success (the invite) starts again,
  // empty and loaded afresh (the person just invited is listed)
  const [round, setRound] = useState(0);
  const onSucceeded = step.props?.restartOnSuccess === true ? () => setRound((r) => r + 1) : undefined;
  const formProps = { step, params, name, module, onSucceeded };
  return step.load ? (
    <Suspense fallback={<Spinner />}>
      <FormStartLoader key={`${fromOtherTabs}:${round}`} {...formProps} />
    </Suspense>
  ) : (
    <LoadedForm key={`${fromOtherTabs}:${round}`} {...formProps} />
  );
}
