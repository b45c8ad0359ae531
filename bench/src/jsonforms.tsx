// Stock JSON Forms (@jsonforms/react with the vanilla renderers and cells), controlled as its documentation
// shows. Its generated UI schema lists only a schema's top-level properties, so the two forms whose fields sit
// in if/then/else get a UI schema written here that points into those branches, with the one rule the app's
// schema states (the brand name only for "Other").
import type { UISchemaElement } from '@jsonforms/core';
import { JsonForms } from '@jsonforms/react';
import { vanillaCells, vanillaRenderers } from '@jsonforms/vanilla-renderers';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { formName, initialData, schema, type Data } from './forms.ts';

const control = (scope: string) => ({ type: 'Control', scope });
const uischemas: Record<string, UISchemaElement | undefined> = {
  signUp: undefined, // generated from the schema
  siteAddress: {
    type: 'VerticalLayout',
    elements: [
      control('#/properties/address'),
      control('#/else/properties/country'),
      control('#/then/properties/solshareName'),
    ],
  } as UISchemaElement,
  specifications: {
    type: 'VerticalLayout',
    elements: [
      control('#/properties/dcSize'),
      control('#/properties/acSize'),
      control('#/properties/inverter'),
      {
        ...control('#/then/properties/inputInverter'),
        rule: { effect: 'SHOW', condition: { scope: '#/properties/inverter', schema: { const: 'Other' } } },
      },
    ],
  } as UISchemaElement,
};

function App() {
  const [data, setData] = useState<Data>(initialData);
  return (
    <JsonForms
      schema={schema}
      uischema={uischemas[formName]}
      data={data}
      renderers={vanillaRenderers}
      cells={vanillaCells}
      onChange={({ data }) => setData(data as Data)}
    />
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
