// Forms that keep pace: a key press in one field of the sign-up form renders that field,
// and the form around it, but none of the other fields. Counted with the form's own FieldTemplate,
// wrapped to count its renders per field id while the user types.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FieldTemplateProps } from '@rjsf/utils';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formTemplates } from '../../src/forms/templates.tsx';
import FormScreen from '../../src/screens/core/FormScreen.tsx';
import { formDrafts } from '../../src/state/formDrafts.ts';
import { flowStep } from '../support/flowStep.ts';
import { initTestI18n, loadForms, renderScreen } from '../support/renderScreen.tsx';

const signUpStep = flowStep('/create-account');

const renders = new Map<string, number>();
const Original = formTemplates.FieldTemplate!;
beforeAll(initTestI18n);
beforeAll(loadForms('signUp'));
beforeAll(() => {
  const Counted = (props: FieldTemplateProps) => {
    renders.set(props.id, (renders.get(props.id) ?? 0) + 1);
    return <Original {...props} />;
  };
  formTemplates.FieldTemplate = Counted;
});
beforeEach(() => {
  for (const k of Object.keys(formDrafts)) delete formDrafts[k];
});
afterEach(() => renders.clear());

describe('typing in the sign-up form', () => {
  it('renders only the field typed in, never the other fields', async () => {
    renderScreen(FormScreen, signUpStep);
    const company = await screen.findByLabelText(/^Company/);
    await act(async () => {}); // the first renders settle
    renders.clear();
    await userEvent.type(company, 'Sun Co');
    const rendered = [...renders.keys()];
    const fields = rendered.filter((id) => id !== 'form-signUp'); // the form's own object field holds them all
    expect(fields).toEqual([company.id]);
    // one render of the field per key (StrictMode renders twice in development)
    expect(renders.get(company.id)).toBeLessThanOrEqual(2 * 'Sun Co'.length);
  });
});
