// Loaded before anything else of the app (first import of src/main.tsx): the few built-ins that some
// phones above the browser floor lack and that a library calls directly (docs/BROWSERS.md).
// Object.hasOwn: Safari/iOS 15.4; rjsf's form engine calls it on every form screen, so an iPhone on
// iOS 15.0–15.3 would crash there.
if (typeof Object.hasOwn !== 'function') {
  Object.defineProperty(Object, 'hasOwn', {
    value: (object: object, key: PropertyKey) => Object.prototype.hasOwnProperty.call(Object(object), key),
    configurable: true,
    writable: true,
  });
}
export {};
