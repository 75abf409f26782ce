// Rounding for the figures the API reports, one rule everywhere.

/** Rounds half away from zero; the epsilon keeps binary artefacts such as 1.005 from rounding down. */
export function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return (Math.sign(value) * Math.round(Math.abs(value) * factor * (1 + Number.EPSILON))) / factor + 0;
}

/** part / whole × 100 with 1 decimal; 0 when the whole is 0 (a rate of nothing). */
export const percentOf = (part: number, whole: number) => (whole === 0 ? 0 : round((part / whole) * 100, 1));
