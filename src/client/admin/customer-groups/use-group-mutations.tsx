import { useMutation, useQueryClient } from "@tanstack/react-query";
import { customerGroup, type CustomerGroupInput } from "../../../shared/contracts/discounts";
import { toast } from "../../hooks/use-toast";
import { apiJson, apiRequest } from "../../lib/api";
import { FailureWithReason } from "../components/failure-with-reason";
import { ADMIN_CUSTOMERS_KEY, ADMIN_CUSTOMER_GROUPS_KEY } from "../lib/admin-keys";

function useRefresh() {
  const queryClient = useQueryClient();
  // The customers' list names each one's group: deleting a group takes its members out.
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ADMIN_CUSTOMER_GROUPS_KEY }),
      queryClient.invalidateQueries({ queryKey: ADMIN_CUSTOMERS_KEY }),
    ]);
}

export function useSaveGroup(onSaved: () => void) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, data }: { id: number | null; data: CustomerGroupInput }) =>
      id === null
        ? apiJson("POST", "/api/admin/customer-groups", customerGroup, data)
        : apiJson("PUT", `/api/admin/customer-groups/${id}`, customerGroup, data),
    onSuccess: async (saved, { id }) => {
      toast({ title: id === null ? "Customer group created" : "Customer group updated", description: saved.name });
      onSaved();
      await refresh();
    },
    onError: (error, { id }) => {
      const text = id === null ? "Failed to create the customer group" : "Failed to update the customer group";
      toast({ title: "Error", description: <FailureWithReason text={text} error={error} />, variant: "destructive" });
    },
  });
}

export function useDeleteGroup() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `/api/admin/customer-groups/${id}`),
    onSuccess: async () => {
      toast({ title: "Customer group deleted" });
      await refresh();
    },
    onError: (error) =>
      toast({
        title: "Error",
        description: <FailureWithReason text="Failed to delete the customer group" error={error} />,
        variant: "destructive",
      }),
  });
}
