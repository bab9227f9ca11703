import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Address, AddressInput } from "../../../shared/contracts/addresses";
import type { MessageResponse, PasswordChangeInput, User } from "../../../shared/contracts/users";
import { apiJson } from "../../lib/api";
import { USER_KEY } from "../../lib/auth";

export const ADDRESSES_KEY = ["/api/user/addresses"] as const;

export function useAddresses(enabled = true) {
  return useQuery<Address[]>({ queryKey: ADDRESSES_KEY, enabled });
}

/** Create (no id) or update (id) an address; the list is read again after either. */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: AddressInput }) =>
      id === undefined
        ? apiJson<Address>("POST", "/api/user/addresses", input)
        : apiJson<Address>("PUT", `/api/user/addresses/${id}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_KEY }),
  });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<null>("DELETE", `/api/user/addresses/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_KEY }),
  });
}

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => apiJson<User>("POST", "/api/user/email", { email }),
    onSuccess: (user) => queryClient.setQueryData(USER_KEY, user),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: PasswordChangeInput) => apiJson<MessageResponse>("POST", "/api/user/password", input),
  });
}
