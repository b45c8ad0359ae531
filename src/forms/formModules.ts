// A form's compiled schema and validators (virtual:forms/<name>), loaded once per form: the same
// promise every time, as use() needs (src/screens/core/FormScreen.tsx). A failed load is forgotten,
// so the screen's Try again fetches it afresh.
import formLoaders from 'virtual:forms';
import type { FormModule } from './formModule.ts';

const modules = new Map<string, Promise<FormModule>>();

export function formModule(name: string): Promise<FormModule> {
  let module = modules.get(name);
  if (!module) {
    const load = formLoaders[name];
    module = load
      ? load()
      : Promise.reject(new Error(`No form named '${name}' was built (content/forms/${name}.schema.json)`));
    module.catch(() => modules.delete(name));
    modules.set(name, module);
  }
  return module;
}
