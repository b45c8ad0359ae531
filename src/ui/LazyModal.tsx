// The modal dialog (Modal.tsx), loaded the first time one opens: Headless UI's dialog is about 15 KB
// gzip, and the form screens (sign-up, the specifications) only ask a question after a tap, so it
// stays out of what they must load before they show (LCP). The service worker precaches
// its chunk, so it opens with no signal too; before then, a chunk that could not be downloaded says so (lazyDrawn).
import { Suspense, type ComponentProps } from 'react';
import { lazyDrawn } from './lazyDrawn.ts';

const Modal = lazyDrawn(async () => ({ default: (await import('./Modal.tsx')).Modal }));

export function LazyModal(props: ComponentProps<typeof Modal>) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
