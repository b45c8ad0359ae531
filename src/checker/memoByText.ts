// The content checks run on every build, every `npm run check:content` and every studio keystroke
// pause and Save; most files are the same from one run to the next. Work derived only from a file's
// text (parsing YAML, compiling a JSON Schema) is kept by that text, so an unchanged file costs a
// map look-up. Bounded: the oldest entry goes first, so a long studio session does not grow.

/** A function of a text, remembered for the last `size` distinct texts. Its results are shared: callers must not change them. */
export function memoByText<T>(compute: (text: string) => T, size = 256): (text: string) => T {
  const kept = new Map<string, T>();
  return (text) => {
    if (kept.has(text)) {
      const value = kept.get(text) as T;
      kept.delete(text); // most recently used goes last
      kept.set(text, value);
      return value;
    }
    const value = compute(text);
    kept.set(text, value);
    if (kept.size > size) kept.delete(kept.keys().next().value as string);
    return value;
  };
}

/** Freezes a parsed value all the way down, so a caller that would change a shared result fails loudly instead. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
