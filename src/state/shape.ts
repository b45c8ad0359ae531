// The shapes stored state must have, checked deeply when a store is read from storage: a tiny
// schema language typed against the stores' own interfaces, so a schema that drifts from its type is
// a compile error. Hand-written rather than ajv: these checks run before the first screen, and a
// dozen lines of combinators cost the first screen less than generated validators and their runtime.
// A check returns why a value does not fit ("/connections/2: expected an object"), or undefined.

export interface Shape<T> {
  (value: unknown, at: string): string | undefined;
  readonly type?: T; // never set: carries T for the compiler
}

const shape = <T>(check: (value: unknown, at: string) => string | undefined): Shape<T> => check as Shape<T>;
const fail = (at: string, expected: string) => `${at || '/'}: expected ${expected}`;

export const str: Shape<string> = shape((v, at) => (typeof v === 'string' ? undefined : fail(at, 'a string')));
export const bool: Shape<boolean> = shape((v, at) => (typeof v === 'boolean' ? undefined : fail(at, 'true or false')));
/** a finite number: JSON.parse turns 1e999 into Infinity, and arithmetic on it shows nonsense */
export const num: Shape<number> = shape((v, at) =>
  typeof v === 'number' && Number.isFinite(v) ? undefined : fail(at, 'a finite number'),
);

export function oneOf<const V extends readonly (string | number | boolean | null)[]>(...values: V): Shape<V[number]> {
  return shape((v, at) =>
    values.includes(v as V[number]) ? undefined : fail(at, `one of ${values.map((x) => JSON.stringify(x)).join(', ')}`),
  );
}

export function nullable<T>(inner: Shape<T>): Shape<T | null> {
  return shape((v, at) => (v === null ? undefined : inner(v, at)));
}

/** a field that may be absent (written by a version that did not have it yet) */
export function optional<T>(inner: Shape<T>): Shape<T | undefined> {
  return shape((v, at) => (v === undefined ? undefined : inner(v, at)));
}

/** an integer from min to max, e.g. an index */
export function int(min: number, max: number): Shape<number> {
  return shape((v, at) =>
    Number.isInteger(v) && (v as number) >= min && (v as number) <= max
      ? undefined
      : fail(at, `a whole number from ${min} to ${max}`),
  );
}

/** `inner`, and then a rule across its fields, e.g. a token comes with its expiry */
export function where<T>(inner: Shape<T>, test: (value: T) => boolean, expected: string): Shape<T> {
  return shape((v, at) => inner(v, at) ?? (test(v as T) ? undefined : fail(at, expected)));
}

/** a string that also passes `test`, e.g. a path of this app */
export function strWhere(test: (s: string) => boolean, expected: string): Shape<string> {
  return shape((v, at) => (typeof v === 'string' && test(v) ? undefined : fail(at, expected)));
}

/**
 * A stored serial number: empty, or letters, digits, '_' and '-' only. It goes into API paths and
 * routes, so one with path or query characters ('../../V2/AUTH/X?Y=1#') is refused when read.
 */
export const storedSerial: Shape<string> = strWhere(
  (s) => s === '' || /^[A-Za-z0-9_-]{1,64}$/.test(s),
  'a serial number (letters, digits, _ and -)',
);

export function arrayOf<T>(item: Shape<T>, length?: number): Shape<T[]> {
  return shape((v, at) => {
    if (!Array.isArray(v)) return fail(at, 'a list');
    if (length !== undefined && v.length !== length) return fail(at, `${length} entries`);
    for (let i = 0; i < v.length; i++) {
      const problem = item(v[i], `${at}/${i}`);
      if (problem) return problem;
    }
    return undefined;
  });
}

export function tuple<T extends unknown[]>(...items: { [K in keyof T]: Shape<T[K]> }): Shape<T> {
  return shape((v, at) => {
    if (!Array.isArray(v) || v.length !== items.length) return fail(at, `a list of ${items.length}`);
    for (let i = 0; i < items.length; i++) {
      const problem = (items[i] as Shape<unknown>)(v[i], `${at}/${i}`);
      if (problem) return problem;
    }
    return undefined;
  });
}

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every field of T, each with its shape; fields T does not name are left alone. */
export function object<T extends object>(fields: { [K in keyof T]-?: Shape<T[K]> }): Shape<T> {
  return shape((v, at) => {
    if (!isRecord(v)) return fail(at, 'an object');
    for (const [key, check] of Object.entries(fields) as [string, Shape<unknown>][]) {
      const problem = check(v[key], `${at}/${key}`);
      if (problem && !(key in v)) return `${at}/${key}: missing`;
      if (problem) return problem;
    }
    return undefined;
  });
}

/** An object used as a map: any keys that pass `key`, each value of one shape. */
export function recordOf<T>(value: Shape<T>, key: (k: string) => boolean = () => true): Shape<Record<string, T>> {
  return shape((v, at) => {
    if (!isRecord(v)) return fail(at, 'an object');
    for (const [k, item] of Object.entries(v)) {
      if (!key(k)) return `${at}/${k}: unexpected key`;
      const problem = value(item, `${at}/${k}`);
      if (problem) return problem;
    }
    return undefined;
  });
}

/** Plain JSON data no deeper than `depth` levels, with finite numbers: what a screen's draft may hold. */
export function jsonData(depth: number): Shape<unknown> {
  const check = (v: unknown, at: string, left: number): string | undefined => {
    if (v === null || typeof v === 'string' || typeof v === 'boolean') return undefined;
    if (typeof v === 'number') return num(v, at);
    if (left === 0) return fail(at, `data no deeper than ${depth} levels`);
    const entries = Array.isArray(v)
      ? v.map((x, i) => [String(i), x] as const)
      : isRecord(v)
        ? Object.entries(v)
        : null;
    if (!entries) return fail(at, 'JSON data');
    for (const [k, x] of entries) {
      const problem = check(x, `${at}/${k}`, left - 1);
      if (problem) return problem;
    }
    return undefined;
  };
  return shape((v, at) => check(v, at, depth));
}
