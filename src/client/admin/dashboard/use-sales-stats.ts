import { useQuery } from "@tanstack/react-query";
import { salesStats } from "../../../shared/contracts/admin";
import { getQueryFn } from "../../lib/api";
import { SALES_STATS_KEY } from "../lib/admin-keys";

/** GET /api/admin/stats/sales: under the stats key, so whatever refreshes the dashboard's figures refreshes these. */
export function useSalesStats() {
  return useQuery({ queryKey: SALES_STATS_KEY, queryFn: getQueryFn(salesStats), refetchOnMount: "always" });
}
