// Modules the build generates from flows/ and locales/ (src/build/vitePlugin.ts).
declare module 'virtual:flows' {
  const flows: import('./engine/types.ts').CompiledFlows;
  export default flows;
}
declare module 'virtual:flow-routes' {
  /** the flows without the details of the steps behind a login (src/engine/stepDetails.ts) */
  const flows: import('./engine/stepDetails.ts').RouteFlows;
  export default flows;
}
declare module 'virtual:flow-details' {
  const details: Record<string, import('./engine/stepDetails.ts').StepDetails>;
  export default details;
}
declare module 'virtual:locales' {
  const resources: Record<string, { translation: Record<string, unknown> }>;
  export default resources;
}
declare module 'virtual:locales-rest' {
  const resources: Record<string, { translation: Record<string, unknown> }>;
  export default resources;
}
declare module 'virtual:locale-loaders' {
  type Words = { default: Record<string, { translation: Record<string, unknown> }> };
  /** each language but English: its core, its rest and its groups (src/localeSplit.ts) */
  const loaders: Record<
    string,
    | {
        core: () => Promise<Words>;
        rest: () => Promise<Words>;
        groups: Record<string, (() => Promise<Words>) | undefined>;
      }
    | undefined
  >;
  export default loaders;
  /** English's groups */
  export const englishGroups: Record<string, (() => Promise<Words>) | undefined>;
}
declare module 'virtual:startup-words' {
  const words: Record<string, Record<string, string>>;
  export default words;
}
declare module 'virtual:troubleshooting-table' {
  const table: import('./handlers/rules/troubleshooting.ts').TroubleshootingTable;
  export default table;
}
declare module 'virtual:forms' {
  const forms: Record<string, () => Promise<import('./forms/formModule.ts').FormModule>>;
  export default forms;
}
