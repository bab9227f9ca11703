// The factor chart's logarithmic frequency axis: where its ticks go and how they read.

const UNITS: [number, string][] = [
  [1e9, "GHz"],
  [1e6, "MHz"],
  [1e3, "kHz"],
];

/** 150000 -> "150 kHz", 2.5e9 -> "2.5 GHz": at most four significant digits, no trailing zeros. */
export function formatFrequency(hz: number): string {
  const [scale, unit] = UNITS.find(([size]) => Math.abs(hz) >= size) ?? [1, "Hz"];
  return `${Number((hz / scale).toPrecision(4))} ${unit}`;
}

/**
 * Ticks from `min` to `max` (hertz, both above zero): every power of ten between them, with 2 and 5
 * times each when fewer than three powers fit; the ends themselves when even those are too few.
 */
export function logTicks(min: number, max: number): number[] {
  if (!(min > 0) || !(max >= min)) return [];
  const inRange = (value: number) => value >= min * (1 - 1e-9) && value <= max * (1 + 1e-9);
  const decades: number[] = [];
  for (let exponent = Math.floor(Math.log10(min)); exponent <= Math.ceil(Math.log10(max)); exponent++) decades.push(10 ** exponent);
  const powers = decades.filter(inRange);
  if (powers.length >= 3) return powers;
  const steps = decades.flatMap((decade) => [decade, 2 * decade, 5 * decade]).filter(inRange);
  if (steps.length >= 2) return steps;
  return min === max ? [min] : [min, max];
}
