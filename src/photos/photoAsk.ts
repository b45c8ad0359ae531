// A page that asks for a photo (a troubleshooting page's `askPhoto` in flows/) opens the photo step
// with the kind asked for and the page to come back to in its query: the step then shows only that
// kind's tiles and a DONE that leads back. The way back is taken only to a page of the flows that asks
// for photos itself, so a link made elsewhere cannot send the installer anywhere else.
import { findStep } from '../engine/matchPath.ts';

export interface PhotoAsk {
  kind: string;
  /** the page that asked, with its params: where DONE goes */
  back: string;
}

/** the photo step's address for `kind`, coming back to `back` (the asking page's own path) */
export function photoAskPath(to: string, kind: string, back: string): string {
  return `${to}?${new URLSearchParams({ ask: kind, back }).toString()}`;
}

/** the ask in the photo step's query; undefined when it names no page of `steps` that asks for a photo */
export function readPhotoAsk(
  search: string,
  steps: readonly { path: string; props?: unknown }[],
): PhotoAsk | undefined {
  const query = new URLSearchParams(search);
  const kind = query.get('ask');
  const back = query.get('back');
  if (!kind || !back || !back.startsWith('/') || back.startsWith('//')) return undefined;
  const asking = findStep(steps, back)?.props as { askPhoto?: { kind?: string } } | undefined;
  return asking?.askPhoto?.kind === kind ? { kind, back } : undefined;
}
