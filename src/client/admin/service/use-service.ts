import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  adminServiceRequestDetail,
  adminServiceRequestList,
  type ServiceRequestStatus,
  type ServiceRequestUpdate,
} from "../../../shared/contracts/service-requests";
import { toast } from "../../hooks/use-toast";
import { apiJson, getQueryFn } from "../../lib/api";
import { SERVICE_STATUS_LABEL } from "../../../shared/contracts/service-requests";
import { ADMIN_SERVICE_KEY, ADMIN_UNITS_KEY, adminServiceListKey, adminServiceRequestKey } from "../lib/admin-keys";

/** GET /api/admin/service-requests?status=: "" for every status; the list on screen stays while another status loads. */
export function useServiceQueue(status: ServiceRequestStatus | "") {
  return useQuery({
    queryKey: adminServiceListKey(status),
    queryFn: () => apiJson("GET", status ? `${ADMIN_SERVICE_KEY[0]}?status=${status}` : ADMIN_SERVICE_KEY[0], adminServiceRequestList),
    placeholderData: keepPreviousData,
    refetchOnMount: "always",
  });
}

/** GET /api/admin/service-requests/{id}, under the queue's key. */
export function useServiceRequest(id: string) {
  return useQuery({ queryKey: adminServiceRequestKey(id), queryFn: getQueryFn(adminServiceRequestDetail), refetchOnMount: "always" });
}

/** PUT /api/admin/service-requests/{id}: one step; the queue, the request and its unit's page read again. */
export function useStepServiceRequest(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ServiceRequestUpdate) => apiJson("PUT", `${ADMIN_SERVICE_KEY[0]}/${id}`, adminServiceRequestDetail, body),
    onSuccess: async (saved) => {
      toast({
        title: `${saved.number}: ${SERVICE_STATUS_LABEL[saved.status].toLowerCase()}`,
        description: "The customer has been e-mailed.",
      });
      queryClient.setQueryData(adminServiceRequestKey(String(id)), saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_SERVICE_KEY }),
        queryClient.invalidateQueries({ queryKey: ADMIN_UNITS_KEY }),
      ]);
    },
  });
}
