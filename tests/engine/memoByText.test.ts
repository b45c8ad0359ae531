import { describe, expect, it } from 'vitest';
import { memoByText } from '../../src/checker/memoByText.ts';
import { parseFlowFile } from '../../src/checker/parseFlowFile.ts';

describe('work kept by a file text', () => {
  it('computes once per text and again after the text was pushed out by newer ones', () => {
    const seen: string[] = [];
    const length = memoByText((text) => (seen.push(text), text.length), 2);
    expect([length('a'), length('a'), length('bb'), length('a'), length('ccc'), length('bb')]).toEqual([
      1, 1, 2, 1, 3, 2,
    ]);
    // 'a' was used again before 'ccc' came, so 'bb' was the oldest and went
    expect(seen).toEqual(['a', 'bb', 'ccc', 'bb']);
  });

  it('shares a parsed flow file between callers, frozen so none can change it for the others', () => {
    const text = 'routes:\n  - path: /x\n    screen: info\n';
    const first = parseFlowFile('flows/x.yaml', text);
    expect(parseFlowFile('flows/x.yaml', text)).toBe(first);
    expect(parseFlowFile('flows/y.yaml', text).file).toBe('flows/y.yaml');
    expect(() => {
      (first.problems as unknown[]).push('x');
    }).toThrow(TypeError);
  });
});
