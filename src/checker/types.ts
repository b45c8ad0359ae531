// The content checker's own types: what it must know about the code (the registry of handlers, screen
// kinds, conditions, forms and their inputs), a flow file as written, and a problem at file:line:column.
// The app's runtime never needs them (src/engine/types.ts keeps what a compiled step is).
import type { CompiledFlows, FlowStep, GuardRedirects, ShellLink } from '../engine/types.ts';

export interface FlowFile {
  guards?: GuardRedirects;
  start?: string;
  drawer?: ShellLink[];
  topBar?: { contact: string; feedback: string };
  routes?: FlowStep[];
}

/** What the checker must know about code: outcomes per handler and per screen kind. */
/** The input shapes of the step contract, by name (src/handlers/inputs.ts). */
export interface InputCatalogs {
  /** handler name → the input shape it takes */
  handlers: Readonly<Record<string, string>>;
  /** screen kind → the input shape it submits (kinds not listed submit nothing) */
  kinds: Readonly<Record<string, string>>;
  /** input shape → other shapes a handler taking it also accepts */
  alsoAccepts: Readonly<Partial<Record<string, readonly string[]>>>;
  /** kinds that submit only when their props ask for it, so they may go without `run:` */
  optional?: readonly string[];
}

export interface Registry {
  handlers: Record<string, readonly string[]>;
  screens: Record<string, readonly string[]>;
  conditions: readonly string[];
  /** the conditions a button's or an info part's `when:` may use (the first screen's code holds only these); without it, any */
  routeConditions?: readonly string[];
  forms: readonly string[];
  /** the parts an `info` step's body may hold ({ part: name }); without it parts are not checked */
  parts?: readonly string[];
  /** the input shapes of handlers and screen kinds (the step contract); without it inputs are not checked */
  inputs?: InputCatalogs;
  /** what content/forms may name and use (src/forms/formPartNames.ts); without it forms are not held to it */
  formParts?: FormParts;
}

export interface FormParts {
  widgets: readonly string[];
  fields: readonly string[];
  /** schema keywords whose code the form screens leave out */
  keywordsLeftOut: readonly string[];
}

export interface ContentProblem {
  file: string;
  line: number;
  column: number;
  message: string;
}

export const formatProblem = (p: ContentProblem): string => `${p.file}:${p.line}:${p.column}: ${p.message}`;

/** A route a table outside the flow files names, with its place: a `go:` of the troubleshooting table. */
export interface TableRoute {
  route: string;
  file: string;
  line: number;
  column: number;
}

/** App-wide settings: exactly one flow file may set each. */
export interface FlowSettings {
  guards?: GuardRedirects;
  start?: string;
  drawer?: CompiledFlows['drawer'];
  topBar?: CompiledFlows['topBar'];
}
