// Stands in for fast-uri in the built app (src/engine/appAliases.ts): rjsf imports it to resolve the
// `$ref`s and `$id`s of draft 2020-12 schemas, and it was 23 KB raw (about 7 KB gzip) of the form
// engine every form screen loads first (issue 11). Our forms are draft-07 (no `$schema`), so rjsf never
// calls it today; should a form declare 2020-12, the platform's URL resolves and compares the absolute
// and fragment URIs JSON Schema uses (tests/compat/uriResolver.test.ts holds it to fast-uri).

/** `ref` resolved against `base`; a fragment against a base that is not absolute (rjsf's '#') stays a fragment */
function resolve(base: string, ref: string): string {
  try {
    return new URL(ref, base).href;
  } catch {
    // base is not an absolute URI
  }
  if (ref.startsWith('#')) return `${base.replace(/#.*$/, '')}${ref}`;
  return ref;
}

/** the same URI once both are normalised (scheme and host case, default port, dot segments) */
function equal(a: string, b: string): boolean {
  return normalise(a) === normalise(b);
}

function normalise(uri: string): string {
  try {
    return new URL(uri).href;
  } catch {
    return uri; // relative: compared as written
  }
}

export default { resolve, equal };
