// The form a bench page shows (?form=signUp | siteAddress | specifications) and what it starts with: the
// specifications start with the inverter brand "Other", as the app's draft is seeded by the bench, so the
// brand name field is there to type in.
import forms from 'virtual:bench-forms';

export type FormName = 'signUp' | 'siteAddress' | 'specifications';
export type Data = Record<string, unknown>;

export const formName = (new URLSearchParams(location.search).get('form') ?? 'signUp') as FormName;
if (!(formName in forms)) throw new Error(`no form ${formName}`);

export const { schema, uiSchema } = forms[formName];
export const initialData: Data = formName === 'specifications' ? { inverter: 'Other' } : {};
