// The part of jsdom's API scripts/prerender.ts uses (jsdom ships no types of its own).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { url?: string; pretendToBeVisual?: boolean });
    readonly window: Window & typeof globalThis;
    reconfigure(settings: { url?: string }): void;
  }
}
