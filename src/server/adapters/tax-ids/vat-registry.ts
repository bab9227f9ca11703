// The EU's VAT registry (VIES) as the shop asks it: is this number registered? With VIES_URL unset the
// shop checks formats only (src/shared/tax-ids.ts) and asks nobody (extensions §9).

/** What the registry said of a number: registered, not registered, or no answer (an outage never blocks an order). */
export type VatVerdict = "valid" | "invalid" | "unavailable";

export interface VatRegistry {
  readonly kind: "vies" | "none";
  /** `countryCode` is the EU member's two letters, `vatNumber` the number after them. */
  check(countryCode: string, vatNumber: string): Promise<VatVerdict>;
}

export const NO_VAT_REGISTRY: VatRegistry = { kind: "none", check: () => Promise.resolve("unavailable") };
