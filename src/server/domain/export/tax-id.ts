// A buyer's tax id as the charge, quotes and saved addresses take it (extensions §9): the format of
// the shipping country, then, for an EU VAT number, VIES when it is configured. VIES's "not
// registered" refuses the number; no answer (an outage, a timeout) lets the order through.
import { euVatCountry, readTaxId } from "../../../shared/tax-ids";
import type { VatRegistry } from "../../adapters/tax-ids/vat-registry";
import { badRequest } from "../../lib/errors";

/** The tax id in its written form, or null when none was given; 400 naming `field` when it cannot be the buyer's. */
export async function checkTaxId(
  registry: VatRegistry,
  input: { country: string; taxId?: string | null },
  field: string,
): Promise<string | null> {
  const read = readTaxId(input.country, input.taxId);
  if (!read.ok) throw badRequest(`${field}: ${read.message}`);
  const taxId = read.taxId;
  if (!taxId) return null;
  const member = euVatCountry(taxId);
  if (!member) return taxId;
  const verdict = await registry.check(member, taxId.slice(2));
  if (verdict === "invalid") throw badRequest(`${field}: VAT number ${taxId} is not registered in the EU's VIES database`);
  return taxId;
}

/** Extensions §9: orders abroad are Delivered at Place (duties and import taxes paid by the buyer on delivery). */
export type Incoterm = "DAP";
export const incotermFor = (isUnitedStates: boolean): Incoterm | null => (isUnitedStates ? null : "DAP");
