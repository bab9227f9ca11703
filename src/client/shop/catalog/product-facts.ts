// Display rules for the detail page's information cards (spec §7, §9).

const DEFAULT_WEIGHT_LBS = 5;
const DEFAULT_DIMENSION_IN = 12;

function numberOr(value: string | number | null | undefined, fallback: number): number {
  if (value === null || value === undefined || value === "") return fallback;
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

export interface ShippingFacts {
  weight: string;
  dimensions: string;
}

/** Weight to 2 decimals in lbs, dimensions L x W x H to 1 decimal in inches; 5.00 lbs and 12 in when missing. */
export function shippingFacts(p: {
  weightLbs?: string | null;
  lengthIn?: string | null;
  widthIn?: string | null;
  heightIn?: string | null;
}): ShippingFacts {
  const dims = [p.lengthIn, p.widthIn, p.heightIn].map((d) => numberOr(d, DEFAULT_DIMENSION_IN).toFixed(1));
  return {
    weight: `${numberOr(p.weightLbs, DEFAULT_WEIGHT_LBS).toFixed(2)} lbs`,
    dimensions: `${dims.join(" x ")} in`,
  };
}

export interface SpecRow {
  name: string | null;
  value: string;
}

/** The multi-line specifications text, one row per non-empty line; "Name: value" lines split in two columns. */
export function specificationRows(text: string | null | undefined): SpecRow[] {
  return (text ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => {
      const colon = line.indexOf(":");
      if (colon > 0 && colon < 60) {
        const value = line.slice(colon + 1).trim();
        if (value) return { name: line.slice(0, colon).trim(), value };
      }
      return { name: null, value: line };
    });
}
