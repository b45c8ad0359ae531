// Stock rjsf (@rjsf/core, default theme, @rjsf/validator-ajv8's default validator), controlled as its
// documentation shows. The app validates these three forms on submit only (no liveValidate), so this does
// too. The app's UI schema is kept but for its own widgets and fields (kwSize, addressAutocomplete), which
// stock rjsf does not have: those fields get rjsf's default input.
import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { initialData, schema, uiSchema, type Data } from './forms.ts';

const stockUi: UiSchema = Object.fromEntries(
  Object.entries(uiSchema).map(([field, ui]) => [
    field,
    Object.fromEntries(
      Object.entries(ui).filter(([k, v]) => !(k === 'ui:field' || (k === 'ui:widget' && v !== 'password'))),
    ),
  ]),
);

function App() {
  const [formData, setFormData] = useState<Data>(initialData);
  return (
    <Form
      schema={schema as RJSFSchema}
      uiSchema={stockUi}
      validator={validator}
      formData={formData}
      onChange={(e) => setFormData(e.formData as Data)}
    />
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
