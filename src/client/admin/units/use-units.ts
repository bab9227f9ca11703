import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminUnit, adminUnitDetail, adminUnitDocument, type AdminUnit, type UnitDocumentKind } from "../../../shared/contracts/units";
import { toast } from "../../hooks/use-toast";
import { apiJson, apiRequest, getQueryFn, parseAnswer } from "../../lib/api";
import { uploadFile } from "../../lib/uploads";
import { ADMIN_UNITS_KEY } from "../lib/admin-keys";

const unitList = adminUnit.array();

export interface UnitsFilter {
  /** The beginning of a serial number, any case. */
  serial: string;
  /** A product's id, or "" for every product. */
  productId: string;
}

async function fetchUnits(filter: UnitsFilter): Promise<{ units: AdminUnit[]; total: number }> {
  const params = new URLSearchParams();
  if (filter.serial) params.set("serial", filter.serial);
  if (filter.productId) params.set("productId", filter.productId);
  const url = params.size > 0 ? `${ADMIN_UNITS_KEY[0]}?${params.toString()}` : ADMIN_UNITS_KEY[0];
  const res = await apiRequest("GET", url);
  const units = await parseAnswer(res, unitList, `GET ${url}`);
  const total = Number(res.headers.get("X-Total-Count"));
  return { units, total: Number.isFinite(total) && res.headers.has("X-Total-Count") ? total : units.length };
}

/** GET /api/admin/units: the newest 100 that match; the current list stays on screen while a new search loads. */
export function useAdminUnits(filter: UnitsFilter) {
  return useQuery({ queryKey: [...ADMIN_UNITS_KEY, filter], queryFn: () => fetchUnits(filter), placeholderData: keepPreviousData });
}

/** GET /api/admin/units/{id}; under the list's key, so refreshing the list refreshes it too. */
export function useAdminUnit(id: string) {
  return useQuery({
    queryKey: [ADMIN_UNITS_KEY[0], encodeURIComponent(id)],
    queryFn: getQueryFn(adminUnitDetail),
    refetchOnMount: "always",
  });
}

export interface NewUnitDocument {
  kind: UnitDocumentKind;
  name: string;
  calibratedOn?: string | undefined;
  file: File;
}

/** Uploads the file (a signed URL for a unit document), then files it on the unit. */
export function useFileUnitDocument(unitId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, ...fields }: NewUnitDocument) => {
      const fileUrl = await uploadFile(`${ADMIN_UNITS_KEY[0]}/upload`, file);
      return apiJson("POST", `${ADMIN_UNITS_KEY[0]}/${unitId}/documents`, adminUnitDocument, { ...fields, fileUrl });
    },
    onSuccess: async (filed) => {
      toast({ title: "Document filed", description: filed.name });
      await queryClient.invalidateQueries({ queryKey: ADMIN_UNITS_KEY });
    },
  });
}
