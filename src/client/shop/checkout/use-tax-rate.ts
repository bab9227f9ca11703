import { useQuery } from "@tanstack/react-query";
import { isUnitedStates, usStateCode } from "../../../shared/geo";
import { taxRate } from "../../../shared/contracts/checkout";
import { apiJson } from "../../lib/api";
import { taxRateKey } from "../../lib/query-keys";

export type TaxStatus = "not-applicable" | "needs-state" | "loading" | "ready";

const NO_TAX = "0.00";

/** A missing rate or a failed call means no tax (spec §7: a non-OK answer gives tax 0). */
async function fetchTaxRate(state: string): Promise<{ taxRate: string }> {
  try {
    const answer = await apiJson("GET", `/api/tax-rates/${encodeURIComponent(state)}`, taxRate);
    return { taxRate: answer.taxRate };
  } catch {
    return { taxRate: NO_TAX };
  }
}

/** Tax applies only to a United States shipping address, at its state's rate. */
export function useTaxRate(country: string, state: string): { status: TaxStatus; rate: string } {
  const applies = isUnitedStates(country);
  const code = usStateCode(state) ?? state.trim();
  const enabled = applies && code.length > 0;
  const query = useQuery({ queryKey: taxRateKey(code), queryFn: () => fetchTaxRate(code), enabled });

  if (!applies) return { status: "not-applicable", rate: NO_TAX };
  if (!enabled) return { status: "needs-state", rate: NO_TAX };
  if (!query.data) return { status: "loading", rate: NO_TAX };
  return { status: "ready", rate: query.data.taxRate };
}
