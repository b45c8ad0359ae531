// Handler tests build one context and call several handlers with it, including inputs of the wrong
// shape on purpose (a handler must refuse them in words), so the context takes any input, or none.
import type { HandlerContext } from '../../src/handlers/types.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above: any input shape, deliberately
export type TestContext = HandlerContext<any>;
