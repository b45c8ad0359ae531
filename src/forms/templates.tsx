// Our markup for rjsf's core theme: a visible label with a required mark, the field, and its errors
// in words right below it (announced, and linked to the input), styled for phones.
import type { FieldTemplateProps, SubmitButtonProps, TemplatesType } from '@rjsf/utils';
import { getSubmitButtonOptions } from '@rjsf/utils';
import { Button } from '../ui/Button.tsx';
import './formControls.css';

function FieldTemplate({
  id,
  label,
  required,
  displayLabel,
  children,
  rawErrors,
  description,
  help,
  hidden,
  schema,
}: FieldTemplateProps) {
  if (hidden) return <div className="hidden">{children}</div>;
  const isObject = schema.type === 'object';
  const invalid = !isObject && (rawErrors?.length ?? 0) > 0;
  return (
    <div className={isObject ? '' : 'mb-4'} data-invalid={invalid || undefined}>
      {displayLabel && label && !isObject ? (
        <label htmlFor={id} className="mb-1 block text-base font-semibold text-slate-900">
          {label}
          {required ? (
            <span aria-hidden className="text-red-800">
              {' '}
              *
            </span>
          ) : null}
        </label>
      ) : null}
      {displayLabel && !isObject ? description : null}
      {children}
      {rawErrors && rawErrors.length > 0 ? (
        <p id={`${id}__error`} role="alert" className="mt-1 text-base font-medium text-red-800">
          <span aria-hidden>✖ </span>
          {rawErrors[0]}
          {rawErrors.slice(1).map(
            (more) => (
              <span key={more} className="block">
                {more}
              </span>
            ) /* a hint, e.g. that a point is expected, on a line of its own */,
          )}
        </p>
      ) : null}
      {help}
    </div>
  );
}

// while the step's handler runs (formContext.busy) the button shows it is sending and takes no tap
function SubmitButton({ uiSchema, registry }: SubmitButtonProps) {
  const { submitText, norender } = getSubmitButtonOptions(uiSchema);
  if (norender) return null;
  const busy = (registry.formContext as { busy?: boolean } | undefined)?.busy === true;
  return (
    <div className="mt-6">
      <Button type="submit" busy={busy}>
        {submitText}
      </Button>
    </div>
  );
}

export const formTemplates: Partial<TemplatesType> = {
  FieldTemplate,
  FieldErrorTemplate: () => null, // FieldTemplate shows the errors
  ButtonTemplates: { SubmitButton } as TemplatesType['ButtonTemplates'],
};
