import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { address, type AddressInput } from "../../../shared/contracts/addresses";
import { user } from "../../../shared/contracts/users";
import { apiJson, apiRequest, getQueryFn } from "../../lib/api";
import { USER_ADDRESSES_KEY, USER_KEY } from "../../lib/query-keys";

export function useAddresses(enabled = true) {
  return useQuery({ queryKey: USER_ADDRESSES_KEY, queryFn: getQueryFn(z.array(address)), enabled });
}

/** Create (no id) or update (id) an address; the list is read again after either. */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: AddressInput }) =>
      id === undefined
        ? apiJson("POST", "/api/user/addresses", address, input)
        : apiJson("PUT", `/api/user/addresses/${id}`, address, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_ADDRESSES_KEY }),
  });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `/api/user/addresses/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_ADDRESSES_KEY }),
  });
}

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => apiJson("POST", "/api/user/email", user, { email }),
    onSuccess: (updated) => queryClient.setQueryData(USER_KEY, updated),
  });
}
