import { useQuery } from "@tanstack/react-query";
import { unit, unitFactors } from "../../../shared/contracts/units";
import { getQueryFn } from "../../lib/api";
import { USER_UNITS_KEY } from "../../lib/query-keys";

const unitList = unit.array();

/** The units the customer owns (GET /api/user/units): newest shipment first. */
export function useInstruments(enabled: boolean) {
  return useQuery({
    queryKey: USER_UNITS_KEY,
    queryFn: getQueryFn(unitList),
    enabled,
    // A certificate may have been filed since the last look.
    refetchOnMount: "always",
  });
}

/** The latest factor curve of one unit (GET /api/user/units/{id}/factors.json). */
export function useFactorCurve(unitId: number) {
  return useQuery({ queryKey: [USER_UNITS_KEY[0], String(unitId), "factors.json"], queryFn: getQueryFn(unitFactors) });
}

/** Where the owner downloads one of the unit's documents (never the stored path, which only staff read). */
export const documentUrl = (unitId: number, documentId: number) => `${USER_UNITS_KEY[0]}/${unitId}/documents/${documentId}`;
