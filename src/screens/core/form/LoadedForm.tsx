// The form itself, once its schema module (and, for a step with `load:`, its starting values) is
// there. Submitting runs the step's handler with the trimmed form data; a failure is shown below the
// form and everything typed stays: a draft of the job, keyed by the route as shown (so
// /commission/unequal-allocation/1 and /2 keep their own), survives reloads and 401s.
import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFValidationError } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useFlowActions } from '../../../app/useFlowActions.ts';
import type { FormModule } from '../../../forms/formModule.ts';
import { isFailure } from '../../../handlers/types.ts';
import type { FormStart } from '../../../handlers/formStart.ts';
import { customValidators, fields, initialData, widgets, type FormData } from '../../../forms/registries.ts';
import { formTemplates } from '../../../forms/templates.tsx';
import { transformErrors } from '../../../forms/transformErrors.ts';
import { translateUiSchema } from '../../../forms/translateUiSchema.ts';
import { useSubmitHold } from '../../../forms/useSubmitHold.ts';
import { clearDraft, formStep, readDraft, saveDraft } from '../../../state/formDrafts.ts';
import { FailureAlert } from '../../../ui/FailureAlert.tsx';
import type { ScreenProps } from '../../types.ts';

type Props = ScreenProps<'form'> & { name: string; module: FormModule; start?: FormStart };

export function LoadedForm({ step, params, name, module, start }: Props) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const actions = useFlowActions(step, params);
  const draftKey = formStep(name, location);
  const secretFields = useMemo(() => secretFieldsOf(module), [module]);
  const [formData, setFormData] = useState<FormData>(() => plainCopy({ ...initialData[name]?.(), ...start?.values, ...readDraft(draftKey) }));
  const validator = useMemo(() => createPrecompiledValidator<FormData>(module.validateFns, module.schema), [module]);
  const uiSchema = useMemo(
    () => translateUiSchema(name, module.schema, module.uiSchema, t, String(step.props?.submitText ?? 'common.next')),
    [name, module, t, step.props?.submitText],
  );
  const custom = customValidators[name];
  // H-16: only the step that asks for it holds save after the address loses focus; a tap is queued
  const { hold, submitOrQueue } = useSubmitHold(step.props?.holdSubmitOnAddressBlur === true);
  // custom fields read what the step's load handler handed over (the units of a group…) and the route's params
  const formContext = useMemo(() => ({ lockSubmit: hold, loaded: start?.context ?? {}, params }), [hold, start, params]);

  const onChange = (e: IChangeEvent<FormData>) => {
    const data = e.formData ?? {};
    setFormData(data);
    saveDraft(draftKey, plainCopy(data), secretFields);
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

// A custom field's value may nest arrays and objects (the connection groups). The draft store wraps
// what it is given in proxies, which rjsf cannot structuredClone on the next change: the form and the
// store each keep their own plain copy. Drafts are JSON anyway (they are stored as such).
function plainCopy(data: FormData): FormData {
  return JSON.parse(JSON.stringify(data)) as FormData;
}
