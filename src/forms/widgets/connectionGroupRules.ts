// The connection-group editor's rules in the installer's words, before anything is sent: only ticked
// boxes need a name, each phase a ticked box (L-26, L-28: `connected`); every shown box keeps a name,
// each phase an enabled unit (L-27, L-29: `enabled`). Two-phase labels name their group (N-14, Z-31).
// The rules are the handlers' (src/handlers/rules/connections.ts); the step's run handler checks again.
// rjsf does not pass custom errors through transformErrors, so the text is translated here, from
// forms.<form>.errors.groups.<emptyNames | nonePerPhase>.
import { getUiOptions, type CustomValidator, type UiSchema } from '@rjsf/utils';
import i18next from 'i18next';
import { validateConnectedBoxes, validateEnabledBoxes, type PhaseBox } from '../../handlers/rules/connections.ts';
import { withGroupLabels } from '../../screens/config/groupLabel.ts';

type Rule = typeof validateConnectedBoxes;

function groupRules(form: string, rule: Rule): CustomValidator<Record<string, unknown>> {
  return (data, errors) => {
    const groups = data?.groups;
    if (!Array.isArray(groups) || !groups.every(Array.isArray)) return errors;
    const boxes = groups as PhaseBox[][];
    const phases = (boxes[0] ?? []).map((b) => b.phase); // every group holds the unit's phases
    const problem = rule(withGroupLabels(boxes, i18next.t).flat(), phases);
    const key = `forms.${form}.errors.groups`;
    if (problem?.kind === 'emptyNames')
      errors.groups?.addError(i18next.t(`${key}.emptyNames`, { labels: problem.labels.join(', ') }));
    else if (problem) errors.groups?.addError(i18next.t(`${key}.nonePerPhase`));
    return errors;
  };
}

/** The groups' check by what their boxes tick (`ui:options.tick` of the form's groups field, as ConnectionGroupsField.tsx reads it). */
export function groupsCheck(form: string): CustomValidator<Record<string, unknown>> {
  const connected = groupRules(form, validateConnectedBoxes);
  const enabled = groupRules(form, validateEnabledBoxes);
  return (data, errors, uiSchema) =>
    (getUiOptions(uiSchema?.groups as UiSchema | undefined).tick === 'enabled' ? enabled : connected)(data, errors);
}
