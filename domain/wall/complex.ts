/**
 * The few complex-number operations the EN ISO 13786 layer matrices need. Plain objects and functions, no library:
 * a 20-layer wall multiplies about twenty 2×2 matrices, and the unwrapped time shift repeats that a few dozen times,
 * so allocation stays small and the code stays readable next to the standard's equations.
 */

export interface Complex {
  readonly re: number;
  readonly im: number;
}

export function complex(re: number, im = 0): Complex {
  return { re, im };
}

export function add(a: Complex, b: Complex): Complex {
  return { re: a.re + b.re, im: a.im + b.im };
}

export function sub(a: Complex, b: Complex): Complex {
  return { re: a.re - b.re, im: a.im - b.im };
}

export function mul(a: Complex, b: Complex): Complex {
  return { re: a.re * b.re - a.im * b.im, im: a.re * b.im + a.im * b.re };
}

export function scale(a: Complex, factor: number): Complex {
  return { re: a.re * factor, im: a.im * factor };
}

export function div(a: Complex, b: Complex): Complex {
  const d = b.re * b.re + b.im * b.im;
  return { re: (a.re * b.re + a.im * b.im) / d, im: (a.im * b.re - a.re * b.im) / d };
}

export function neg(a: Complex): Complex {
  return { re: -a.re, im: -a.im };
}

export function abs(a: Complex): number {
  return Math.hypot(a.re, a.im);
}

/** Principal argument, in (−π, π]. */
export function arg(a: Complex): number {
  return Math.atan2(a.im, a.re);
}

/** A 2×2 complex matrix [[m11, m12], [m21, m22]], as EN ISO 13786 writes its heat transfer matrices. */
export interface Matrix2 {
  readonly m11: Complex;
  readonly m12: Complex;
  readonly m21: Complex;
  readonly m22: Complex;
}

export function matMul(a: Matrix2, b: Matrix2): Matrix2 {
  return {
    m11: add(mul(a.m11, b.m11), mul(a.m12, b.m21)),
    m12: add(mul(a.m11, b.m12), mul(a.m12, b.m22)),
    m21: add(mul(a.m21, b.m11), mul(a.m22, b.m21)),
    m22: add(mul(a.m21, b.m12), mul(a.m22, b.m22)),
  };
}

export const IDENTITY: Matrix2 = { m11: complex(1), m12: complex(0), m21: complex(0), m22: complex(1) };
