// The form kind: a JSON-schema form from content/forms/<step.form> rendered by rjsf with validators
// precompiled at build time (no eval, CSP-safe). A step with `load:` starts from what its handler
// loads (FormStartLoader, a chunk of its own, which hands its start to the form drawn here).
// The form's module (schema, validators) comes in through lazy(): the spinner shows while it loads,
// a prerendered page keeps its HTML until it is here, and a build-time render waits for it.
// Submitting runs the step's handler with the trimmed form data; a failure is shown below the form and
// everything typed stays: a draft of the job, keyed by the route as shown (so
// /commission/unequal-allocation/1 and /2 keep their own), survives reloads and 401s.
import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { CustomValidator, RJSFValidationError } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import formLoaders from 'virtual:forms';
import { useLocation, useSearch } from 'wouter';
import { useApp } from '../../app/AppContext.tsx';
import { CodeNotDownloaded, whenAskedAgain } from '../../app/codeNotDownloaded.ts';
import { handAhead } from '../../app/callHandler.ts';
import { useFlowActions } from '../../app/useFlowActions.ts';
import { useTypedBeforeHydration } from '../../app/hydration.ts';
import { useTypedTextareas } from '../../app/typedTextareas.ts';
import type { FormData, FormModule } from '../../forms/formModule.ts';
import { formStart } from '../../forms/formStarts.ts';
import LocalNumberField from '../../forms/widgets/LocalNumberField.tsx';
import { formTemplates } from '../../forms/templates.tsx';
import { transformErrors, valueAtProperty } from '../../forms/transformErrors.ts';
import { translateUiSchema } from '../../forms/translateUiSchema.ts';
import type { FormStart } from '../../handlers/formStart.ts';
import { isFailure } from '../../handlers/types.ts';
import { draftClearer, formStep, readDraft, saveDraft } from '../../state/formDrafts.ts';
import { remoteChanges } from '../../state/persist.ts';
import { project } from '../../state/project.ts';
import { BodyBlocks } from '../../ui/BodyBlocks.tsx';
import { FailureAlert } from '../../ui/FailureAlert.tsx';
import { FlowButtons } from '../../ui/FlowButtons.tsx';
import { Page } from '../../ui/Page.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { lazyDrawn } from '../../ui/lazyDrawn.ts';
import type { ScreenProps } from '../types.ts';
import { asksFirst, ConfirmSubmit } from './form/ConfirmSubmit.tsx';

const FormStartLoader = lazyDrawn(() => import('./form/FormStartLoader.tsx'));

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
// forgotten, so the screen's Try again (CodeNotDownloaded) fetches it afresh.
const modules = new Map<string, Promise<FormModule>>();
const loadedModules = new Map<string, FormModule>();

export function formModule(name: string): Promise<FormModule> {
  let module = modules.get(name);
  if (!module) {
    const load = formLoaders[name];
    module = load
      ? load().catch((error: unknown) => {
          throw new CodeNotDownloaded(error);
        })
      : Promise.reject(new Error(`No form named '${name}' was built (content/forms/${name}.schema.json)`));
    module.then(
      (loaded) => loadedModules.set(name, loaded),
      () => modules.delete(name),
    );
    modules.set(name, module);
  }
  return module;
}

// one lazy component per form; a failed load is forgotten on Try again (codeNotDownloaded.ts), which loads it
// afresh. A form whose module is here already (asked ahead from the step before) is drawn at once: lazy() would
// suspend on its first draw however loaded it is, and React holds a suspended screen back 300 ms (see
// lazyScreen in kinds.ts). Each drawn form keeps the way it was first drawn, so it is never mounted afresh.
const forms = new Map<string, LazyExoticComponent<ComponentType<ScreenProps<'form'>>>>();
function FormOfStepFor({ name, ...props }: ScreenProps<'form'> & { name: string }) {
  const [atOnce] = useState(() => ({ name, module: loadedModules.get(name) }));
  if (atOnce.name === name && atOnce.module) return <FormOfStep {...props} name={name} module={atOnce.module} />;
  let FormOfName = forms.get(name);
  if (!FormOfName) {
    FormOfName = lazy(() =>
      formModule(name).then(
        (module) => ({ default: (p: ScreenProps<'form'>) => <FormOfStep {...p} name={name} module={module} /> }),
        (error: unknown) => {
          whenAskedAgain(() => forms.delete(name));
          throw error;
        },
      ),
    );
    forms.set(name, FormOfName);
  }
  return <FormOfName {...props} />;
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
      <FormStartLoader key={`${fromOtherTabs}:${round}`} step={step} params={params}>
        {(start) => <LoadedForm {...formProps} start={start} />}
      </FormStartLoader>
    </Suspense>
  ) : (
    <LoadedForm key={`${fromOtherTabs}:${round}`} {...formProps} />
  );
}

// The form itself, once its schema module (and, for a step with `load:`, its starting values) is there.
type LoadedFormProps = ScreenProps<'form'> & {
  name: string;
  module: FormModule;
  start?: FormStart;
  onSucceeded?: () => void;
};

function LoadedForm({ step, params, name, module, start, onSucceeded }: LoadedFormProps) {
  const { t, i18n } = useTranslation();
  const [location] = useLocation();
  const query = new URLSearchParams(useSearch());
  const actions = useFlowActions(step, params);
  const services = useApp();
  const draftKey = formStep(name, location) + (start?.draftOf ? `@${start.draftOf}` : '');
  const secretFields = useMemo(() => secretFieldsOf(module), [module]);
  // The form keeps its own data as it is typed: the page is not drawn again on a key, so rjsf derives its
  // state once per key, not twice (bench:forms). What it reported last is handed back on any other
  // redraw, which rjsf takes as its own data rather than a reset.
  const [startData] = useState<FormData>(() =>
    plainCopy({ ...formStart(name, project), ...start?.values, ...readDraft(draftKey) }),
  );
  const reported = useRef<FormData>(startData);
  const validator = useMemo(() => createPrecompiledValidator<FormData>(module.validateFns, module.schema), [module]);
  const uiSchema = useMemo(
    () => translateUiSchema(name, module.schema, module.uiSchema, t, step.props?.submitText ?? 'common.next'),
    [name, module, t, step.props?.submitText],
  );
  const custom = useMemo(() => formChecks(module, name), [module, name]);
  // the form's own widgets and fields (virtual:forms/<name>), and rjsf's number field in the UI language's decimals
  const fields = useMemo(() => ({ ...module.fields, NumberField: LocalNumberField }), [module]);
  // H-16: only the step that asks for it holds save after the address loses focus; a tap is queued
  const { hold, submitOrQueue } = useSubmitHold(step.props?.holdSubmitOnAddressBlur === true);
  // custom fields read what the step's load handler handed over (the units of a group…) and the route's params
  // `busy`: the submit button shows it is sending (templates.tsx)
  const formContext = useMemo(
    () => ({ lockSubmit: hold, loaded: start?.context ?? {}, params, busy: actions.busy }),
    [hold, start, params, actions.busy],
  );

  // `validateOnBlur` (L-34): a field is checked when it loses focus; once an error shows, while typing,
  // so a corrected field loses its error before the tap on the button (no shift under the finger)
  const [errorShown, setErrorShown] = useState(false);
  const liveValidate = step.props?.validateOnBlur === true ? (errorShown ? 'onChange' : 'onBlur') : undefined;
  const clearFailure = step.props?.clearFailureOnChange === true;
  const onChange = (e: IChangeEvent<FormData>) => {
    setErrorShown((e.errors?.length ?? 0) > 0);
    // the step's message answers the data as sent: once it is changed, the field's own live words say what still holds
    if (clearFailure && actions.failure && e.formData !== reported.current) actions.setFailure(null);
    const data = e.formData ?? {};
    reported.current = data;
    saveDraft(draftKey, data, secretFields); // kept as it is, without the secret fields
    if (step.run) handAhead(step.run, services, data); // what the tap will need, asked as it is typed (the unit's search)
  };
  const confirm = step.props?.confirm ?? null;
  useTypedTextareas(`form-${name}`); // a textarea's, which React sets back as it hydrates: first
  useTypedBeforeHydration(`form-${name}`); // typed before the app took the page over: kept (rjsf's fieldset has the idPrefix)
  const [asking, setAsking] = useState<FormData | null>(null);
  const send = async (data: FormData) => {
    const clear = draftClearer(draftKey); // the draft as keyed now: the handler may change the job's unit (/commission/3)
    const outcome = await actions.submit(data);
    if (outcome && !isFailure(outcome)) {
      clear();
      onSucceeded?.();
    }
  };
  const onSubmit = async (e: IChangeEvent<FormData>) => {
    if (!step.run) return;
    const data = trimStrings(e.formData ?? {});
    if (confirm && asksFirst(confirm, data)) setAsking(data);
    else await send(data);
  };
  const failureNote = step.props?.failureNoteText;

  return (
    <>
      <Form<FormData>
        schema={module.schema}
        uiSchema={uiSchema}
        formData={reported.current}
        validator={validator}
        templates={formTemplates}
        widgets={module.widgets}
        formContext={formContext}
        fields={fields}
        idPrefix={`form-${name}`}
        noHtml5Validate
        liveValidate={liveValidate}
        showErrorList={false}
        focusOnFirstError
        disabled={actions.busy}
        onChange={onChange}
        onSubmit={(e) => submitOrQueue(() => void onSubmit(e))}
        onError={() => undefined /* rjsf would log each failed submit; the errors are on screen */}
        transformErrors={(errors: RJSFValidationError[]) =>
          transformErrors(name, errors, t, (property) => valueAtProperty(reported.current, property), i18n.language)
        }
        customValidate={custom}
        experimental_defaultFormStateBehavior={{ emptyObjectFields: 'skipDefaults' }}
      />
      {actions.failure ? <FailureAlert failure={actions.failure} /> : null}
      {actions.failure && typeof failureNote === 'string' ? (
        <p className="mt-4 text-base font-semibold text-slate-900">{t(failureNote)}</p>
      ) : null}
      <FlowButtons buttons={step.buttons} actions={actions} params={params} query={query} />
      {confirm ? (
        <ConfirmSubmit
          confirm={confirm}
          pending={asking}
          onYes={(data) => {
            setAsking(null);
            void send(data);
          }}
          onNo={() => setAsking(null)}
        />
      ) : null}
    </>
  );
}

/** The checks the form's parts ask of it (virtual:forms/<name>) as one, for rjsf's `customValidate`; none when none asks. */
function formChecks(module: FormModule, form: string): CustomValidator<FormData> | undefined {
  const checks = module.checks.map((check) => check(form));
  if (checks.length === 0) return undefined;
  return (data, errors, uiSchema) => checks.reduce((found, check) => check(data, found, uiSchema), errors);
}

function secretFieldsOf(module: FormModule): string[] {
  return Object.entries(module.uiSchema)
    .filter(
      ([, ui]) => typeof ui === 'object' && ui !== null && (ui as Record<string, unknown>)['ui:widget'] === 'password',
    )
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

// H-16, M-21: on /edit-building-address, save waits 500 ms after the address loses focus. A tap on
// save during that wait is queued and sent when the wait ends, never swallowed (a gloved finger taps
// once). Forms whose step does not ask for the hold (`props.holdSubmitOnAddressBlur`) never wait.
function useSubmitHold(enabled: boolean) {
  const held = useRef(false);
  const queued = useRef<(() => void) | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** called by a field (the address on blur): hold submits for `ms` */
  const hold = useCallback(
    (ms: number) => {
      if (!enabled) return;
      held.current = true;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        held.current = false;
        const next = queued.current;
        queued.current = null;
        next?.();
      }, ms);
    },
    [enabled],
  );

  /** runs `submit` now, or when the hold ends (the last tap wins) */
  const submitOrQueue = useCallback((submit: () => void) => {
    if (held.current) queued.current = submit;
    else submit();
  }, []);

  return { hold, submitOrQueue };
}
