// A JSON-schema form from content/forms/<step.form> rendered by rjsf with validators precompiled at
// build time (no eval, CSP-safe). Submitting runs the step's handler with the trimmed form data; a
// failure is shown below the form and everything typed stays (drafts survive reloads too).
import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFValidationError } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import formLoaders from 'virtual:forms';
import { useFlowActions } from '../../app/useFlowActions.ts';
import type { FormModule } from '../../forms/formModule.ts';
import { isFailure } from '../../handlers/types.ts';
import { customValidators, fields, initialData, widgets, type FormData } from '../../forms/registries.ts';
import { formTemplates } from '../../forms/templates.tsx';
import { transformErrors } from '../../forms/transformErrors.ts';
import { translateUiSchema } from '../../forms/translateUiSchema.ts';
import { useSubmitHold } from '../../forms/useSubmitHold.ts';
import { clearDraft, formStep, readDraft, saveDraft } from '../../state/formDrafts.ts';
import { remoteChanges } from '../../state/persist.ts';
import { useSnapshot } from 'valtio';
import { BodyBlocks } from '../../ui/BodyBlocks.tsx';
import { FailureAlert } from '../../ui/FailureAlert.tsx';
import { Page } from '../../ui/Page.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import type { ScreenProps } from '../types.ts';

export default function FormScreen({ step, params }: ScreenProps<'form'>) {
  const name = step.form ?? '';
  const [module, setModule] = useState<FormModule | null>(null);
  useEffect(() => {
    let live = true;
    void formLoaders[name]?.().then((m) => live && setModule(m));
    return () => { live = false; };
  }, [name]);
  // another tab of the app saved this job's draft or project: start again from what it saved, so both
  // tabs show the same and this one never writes the older value back
  const changes = useSnapshot(remoteChanges);
  const fromOtherTabs = (changes.formDrafts ?? 0) + (changes.project ?? 0);
  return (
    <Page title={step.title} progress={step.progress}>
      <BodyBlocks blocks={step.body} />
      {module ? <LoadedForm key={fromOtherTabs} step={step} params={params} name={name} module={module} /> : <Spinner />}
    </Page>
  );
}

function LoadedForm({ step, params, name, module }: ScreenProps & { name: string; module: FormModule }) {
  const { t } = useTranslation();
  const actions = useFlowActions(step, params);
  const draftKey = formStep(name, step.path);
  const secretFields = useMemo(() => secretFieldsOf(module), [module]);
  const [formData, setFormData] = useState<FormData>(() => ({ ...initialData[name]?.(), ...readDraft(draftKey) }));
  const validator = useMemo(() => createPrecompiledValidator<FormData>(module.validateFns, module.schema), [module]);
  const uiSchema = useMemo(
    () => translateUiSchema(name, module.schema, module.uiSchema, t, String(step.props?.submitText ?? 'common.next')),
    [name, module, t, step.props?.submitText],
  );
  const custom = customValidators[name];
  // H-16: only the step that asks for it holds save after the address loses focus; a tap is queued
  const { hold, submitOrQueue } = useSubmitHold(step.props?.holdSubmitOnAddressBlur === true);
  const formContext = useMemo(() => ({ lockSubmit: hold }), [hold]);

  const onChange = (e: IChangeEvent<FormData>) => {
    const data = e.formData ?? {};
    setFormData(data);
    saveDraft(draftKey, data, secretFields);
  };
  const onSubmit = async (e: IChangeEvent<FormData>) => {
    if (!step.run) return;
    const outcome = await actions.submit(trimStrings(e.formData ?? {}));
    if (outcome && !isFailure(outcome)) clearDraft(draftKey);
  };

  return (
    <>
      <Form<FormData>
        schema={module.schema}
        uiSchema={uiSchema}
        formData={formData}
        validator={validator}
        templates={formTemplates}
        widgets={widgets}
        formContext={formContext}
        fields={fields}
        idPrefix={`form-${name}`}
        noHtml5Validate
        showErrorList={false}
        focusOnFirstError
        disabled={actions.busy}
        onChange={onChange}
        onSubmit={(e) => submitOrQueue(() => void onSubmit(e))}
        onError={() => undefined /* rjsf would log each failed submit; the errors are on screen */}
        transformErrors={(errors: RJSFValidationError[]) => transformErrors(name, errors, t)}
        customValidate={custom ? (data, errors, ui) => custom(data, errors, ui) : undefined}
        experimental_defaultFormStateBehavior={{ emptyObjectFields: 'skipDefaults' }}
      />
      {actions.failure ? <FailureAlert message={actions.failure} /> : null}
    </>
  );
}

function secretFieldsOf(module: FormModule): string[] {
  return Object.entries(module.uiSchema)
    .filter(([, ui]) => typeof ui === 'object' && ui !== null && (ui as Record<string, unknown>)['ui:widget'] === 'password')
    .map(([field]) => field);
}

// B-02, L-14: text values are trimmed before they are validated on the server and saved
function trimStrings(data: FormData): FormData {
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]));
}
