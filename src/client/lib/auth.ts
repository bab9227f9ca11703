import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { LoginInput, RegisterInput, User } from "../../shared/contracts/users";
import { apiJson, apiRequest, getQueryFn } from "./api";

export const USER_KEY = ["/api/user"] as const;

/** The current user; a 401 means nobody is logged in (null). */
export function useUser() {
  const query = useQuery<User | null>({ queryKey: USER_KEY, queryFn: getQueryFn<User>({ on401: "returnNull" }) });
  return { user: query.data ?? null, isLoading: query.isLoading, error: query.error };
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => apiJson<User>("POST", "/api/login", input),
    onSuccess: (user) => queryClient.setQueryData(USER_KEY, user),
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInput) => apiJson<User>("POST", "/api/register", input),
    onSuccess: (user) => queryClient.setQueryData(USER_KEY, user),
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest("POST", "/api/logout");
    },
    onSuccess: () => {
      queryClient.setQueryData(USER_KEY, null);
      queryClient.removeQueries({ queryKey: ["/api/user/orders"] });
    },
  });
}

/** Staff and owners work on the admin side; customers buy. (Here, not in the contract: the header must not pull zod into the first download.) */
export const isAdminRole = (role: User["role"]): boolean => role === "staff" || role === "owner";
