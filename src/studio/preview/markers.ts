// Invisible markers around each translated text in the studio's preview, so a click on the screen
// leads to the key it came from: U+2060 + the key's number in U+200B/U+200C binary + U+2061,
// the text, U+2063. All are default-ignorable characters: the screen looks the same.
const START = '\u2060';
const ID_END = '\u2061';
const END = '\u2063';
const ZERO = '\u200B';
const ONE = '\u200C';

export class KeyMarkers {
  private readonly ids = new Map<string, number>();
  private readonly keys: string[] = [];

  wrap(key: string, text: string): string {
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.keys.push(key) - 1;
      this.ids.set(key, id);
    }
    const bits = id.toString(2).replace(/0/g, ZERO).replace(/1/g, ONE);
    return `${START}${bits}${ID_END}${text}${END}`;
  }

  /** The keys marked in `text`, innermost first around `offset` (when given), else in order. */
  keysIn(text: string, offset?: number): string[] {
    const spans: { key: string; start: number; end: number }[] = [];
    const open: { key: string; start: number }[] = [];
    for (let i = 0; i < text.length; i++) {
      const c = text[i];
      if (c === START) {
        const close = text.indexOf(ID_END, i);
        if (close < 0) break;
        const bits = text
          .slice(i + 1, close)
          .replace(new RegExp(ZERO, 'g'), '0')
          .replace(new RegExp(ONE, 'g'), '1');
        const key = this.keys[parseInt(bits, 2)];
        if (key !== undefined) open.push({ key, start: i });
        i = close;
      } else if (c === END) {
        const span = open.pop();
        if (span) spans.push({ ...span, end: i });
      }
    }
    for (const span of open) spans.push({ ...span, end: text.length }); // a text cut by the DOM: open to the end
    if (offset !== undefined) {
      const around = spans
        .filter((s) => s.start <= offset && offset <= s.end)
        .sort((a, b) => a.end - a.start - (b.end - b.start));
      if (around.length) return [...new Set([...around, ...spans].map((s) => s.key))];
    }
    return [...new Set(spans.sort((a, b) => a.start - b.start).map((s) => s.key))];
  }
}
