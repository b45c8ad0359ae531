// `vite build --config bench/vite.config.ts` (run by `npm run bench:forms`): the peers' forms for the bench,
// built in production mode with React 19, into bench/dist (git-ignored). Each library is used stock, as its
// documentation shows it: no memoisation or tuning here. The three forms are the app's own JSON Schemas
// (content/forms/*.schema.json, contract refs inlined as the app's build does), offered as
// `virtual:bench-forms`; SurveyJS takes no JSON Schema, so its surveys are written by hand (src/surveys.ts).
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { inlineContractRefs } from '../src/checker/contractRefs.ts';

const bench = fileURLToPath(new URL('.', import.meta.url));
const root = fileURLToPath(new URL('..', import.meta.url));
export const FORMS = ['signUp', 'siteAddress', 'specifications'] as const;

function benchForms(): Plugin {
  const id = 'virtual:bench-forms';
  return {
    name: 'bench-forms',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(source) {
      if (source !== `\0${id}`) return undefined;
      const read = (name: string, kind: 'schema' | 'ui') =>
        JSON.parse(readFileSync(`${root}content/forms/${name}.${kind}.json`, 'utf8')) as unknown;
      const forms = Object.fromEntries(
        FORMS.map((name) => [
          name,
          { schema: inlineContractRefs(read(name, 'schema'), root), uiSchema: read(name, 'ui') },
        ]),
      );
      return `export default ${JSON.stringify(forms)};`;
    },
  };
}

export default defineConfig({
  root: bench,
  base: './',
  mode: 'production',
  logLevel: 'warn',
  plugins: [react(), benchForms()],
  build: {
    outDir: `${bench}dist`,
    emptyOutDir: true,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 4000, // SurveyJS is one large module
    rollupOptions: {
      input: {
        rjsf: `${bench}rjsf.html`,
        jsonforms: `${bench}jsonforms.html`,
        surveyjs: `${bench}surveyjs.html`,
      },
    },
  },
});
