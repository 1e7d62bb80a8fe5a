/**
 * Seeded draws for the corpus's authors. A different generator (sfc32) from the older Chromium generator's, so that
 * no sequence of choices is shared between the two. Every choice that shapes a document is recorded as an axis, so
 * that the figures can be split by it.
 */
export class Draws {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  readonly axes: Record<string, string> = {};

  constructor(...seeds: number[]) {
    // Every seed part mixed through murmur3's finaliser, then four words drawn by splitmix32.
    let h = 0x811c9dc5;
    for (const seed of seeds) h = fmix32(h ^ fmix32(seed >>> 0) ^ fmix32(Math.floor(seed / 4294967296)));
    const word = () => {
      h = (h + 0x9e3779b9) >>> 0;
      return fmix32(h);
    };
    this.a = word();
    this.b = word();
    this.c = word();
    this.d = word() | 1;
    for (let i = 0; i < 15; i++) this.next();
  }

  next(): number {
    this.a >>>= 0;
    this.b >>>= 0;
    this.c >>>= 0;
    this.d >>>= 0;
    const t = (this.a + this.b + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) >>> 0;
    return t / 4294967296;
  }

  between(low: number, high: number): number {
    return low + (high - low) * this.next();
  }

  int(low: number, high: number): number {
    return Math.floor(this.between(low, high + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** A choice recorded as an axis of the document. */
  axis<T extends string>(name: string, items: readonly T[]): T {
    const value = this.pick(items);
    this.axes[name] = value;
    return value;
  }

  /** A yes/no choice recorded as an axis. */
  flag(name: string, p: number): boolean {
    const value = this.chance(p);
    this.axes[name] = value ? "oui" : "non";
    return value;
  }
}

function fmix32(x: number): number {
  let h = x >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
