/**
 * Which of a list of texts may hold a piece of text, through the pairs of characters each holds:
 * a text holds `part` only if it holds every pair of `part`, so the texts with `part`'s rarest
 * pair are all the texts that can, and usually few.
 */
export class PairIndex {
  private readonly textsWith = new Map<string, number[]>();

  private readonly size: number;

  constructor(texts: readonly string[]) {
    this.size = texts.length;
    for (const [index, text] of texts.entries()) {
      for (let at = 0; at + 2 <= text.length; at++) {
        const pair = text.slice(at, at + 2);
        let list = this.textsWith.get(pair);
        if (!list) {
          list = [];
          this.textsWith.set(pair, list);
        }
        if (list[list.length - 1] !== index) list.push(index);
      }
    }
  }

  /**
   * The indexes, ascending, of the texts that may hold `part`: every one that does, and some
   * that do not. Every text when `part` is shorter than a pair.
   */
  candidates(part: string): readonly number[] | undefined {
    if (part.length < 2) return undefined;
    let rarest: number[] | undefined;
    for (let at = 0; at + 2 <= part.length; at++) {
      const list = this.textsWith.get(part.slice(at, at + 2));
      if (!list) return [];
      if (!rarest || list.length < rarest.length) rarest = list;
    }
    return rarest && rarest.length < this.size ? rarest : undefined;
  }
}
