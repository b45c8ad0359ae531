// What a registered part receives: the view (data, step, actions) and the props the flow gives it.
import type { ViewContext } from '../ViewContext.ts';

export interface PartProps {
  view: ViewContext;
  props: Record<string, unknown>;
}
