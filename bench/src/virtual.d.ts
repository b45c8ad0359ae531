declare module 'virtual:bench-forms' {
  import type { JsonSchema } from '@jsonforms/core';
  type Form = { schema: JsonSchema & Record<string, unknown>; uiSchema: Record<string, Record<string, unknown>> };
  const forms: Record<'signUp' | 'siteAddress' | 'specifications', Form>;
  export default forms;
}
