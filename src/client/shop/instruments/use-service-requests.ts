import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { serviceRequest, serviceRequestList, type ServiceRequestInput } from "../../../shared/contracts/service-requests";
import { toast } from "../../hooks/use-toast";
import { apiJson, getQueryFn } from "../../lib/api";
import { USER_SERVICE_REQUESTS_KEY, USER_UNITS_KEY } from "../../lib/query-keys";

/** Every request of the customer's (GET /api/user/service-requests): also those of units they returned. */
export function useServiceRequests(enabled: boolean) {
  return useQuery({ queryKey: USER_SERVICE_REQUESTS_KEY, queryFn: getQueryFn(serviceRequestList), enabled, refetchOnMount: "always" });
}

/** POST /api/user/service-requests; the units and the list then show it. */
export function useRequestService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ServiceRequestInput) => apiJson("POST", USER_SERVICE_REQUESTS_KEY[0], serviceRequest, input),
    onSuccess: async (made) => {
      toast({
        title: `Request ${made.number} sent`,
        description: "We will write to you when it is approved, with the RMA form for the box.",
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: USER_UNITS_KEY }),
        queryClient.invalidateQueries({ queryKey: USER_SERVICE_REQUESTS_KEY }),
      ]);
    },
  });
}
