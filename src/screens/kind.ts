// Declaring a screen kind names it once, with its contract beside its component, as a handler is
// declared (src/handlers/define.ts): `form: kind({ input: 'formData', outcomes: [] }, lazyScreen(…))`
// in src/screens/kinds.ts. The registry, the screens' types and the checker's catalog
// (kindCatalog.generated.json, written from the declarations) all come from there; its props are
// its schema in content/schemas/kinds.
import type { InputName } from '../handlers/inputs.ts';

/** What a kind declares: the input shape it submits to its step's `run` handler ('none': it submits
 * nothing), the outcomes its screen may emit, and whether it submits only when its props or parts
 * say so (a view's list item, an info step's invite), so that its step may go without `run:`. */
export interface KindContract<I extends InputName | 'none' = InputName | 'none', O extends string = string> {
  readonly input: I;
  readonly outcomes: readonly O[];
  readonly submitsOnlyWhenAsked: boolean;
}

export interface DeclaredKind<
  C = unknown,
  I extends InputName | 'none' = InputName | 'none',
  O extends string = string,
> {
  readonly contract: KindContract<I, O>;
  readonly component: C;
}

export function kind<C, const O extends string, const I extends InputName | 'none'>(
  contract: { input: I; outcomes: readonly O[]; submitsOnlyWhenAsked?: boolean },
  component: C,
): DeclaredKind<C, I, O> {
  return {
    contract: {
      input: contract.input,
      outcomes: contract.outcomes,
      submitsOnlyWhenAsked: contract.submitsOnlyWhenAsked ?? false,
    },
    component,
  };
}
