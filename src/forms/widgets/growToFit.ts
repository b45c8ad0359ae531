// A textarea that grows with its text: CSS `field-sizing: content` does it in Chromium 123+ and Safari
// 26.2+; in Firefox and older Safari the box stayed one line with the rest of a long address scrolled
// away, so there its height is set from what it holds after each change (docs/BROWSERS.md).
// asked once: growToFit runs on every key typed in the address
let selfSizing: boolean | undefined;
export function sizesItself(): boolean {
  selfSizing ??=
    typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content');
  return selfSizing;
}

export function growToFit(box: HTMLTextAreaElement | null): void {
  if (!box || sizesItself()) return;
  box.style.height = 'auto'; // shrink first, so deleting text makes it smaller again
  const borders = box.offsetHeight - box.clientHeight;
  box.style.height = `${box.scrollHeight + borders}px`;
}
