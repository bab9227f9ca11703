import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { LoginInput, PasswordChangeInput, RegisterInput, User } from "../../shared/contracts/users";
import { hasSignedInHint } from "../../shared/session-hint";
import { apiJson, getQueryFn } from "./api";
import { USER_KEY, USER_ORDERS_KEY } from "./query-keys";

// The header shows the user on every page: these contracts load beside the first call (decision 0006).
const userContract = () => import("../../shared/contracts/users").then((m) => m.user);
const logoutContract = () => import("../../shared/contracts/users").then((m) => m.logoutResponse);

const fetchUser = getQueryFn(userContract, { on401: "returnNull" });

/** The current user; a 401, or no signed-in hint cookie (nobody logged in in this browser), means null. */
export function useUser() {
  const query = useQuery({
    queryKey: USER_KEY,
    queryFn: (context) => (hasSignedInHint(document.cookie) ? fetchUser(context) : Promise.resolve(null)),
  });
  return { user: query.data ?? null, isLoading: query.isLoading, error: query.error };
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => apiJson("POST", "/api/login", userContract, input),
    onSuccess: (user) => queryClient.setQueryData(USER_KEY, user),
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInput) => apiJson("POST", "/api/register", userContract, input),
    onSuccess: (user) => queryClient.setQueryData(USER_KEY, user),
  });
}

// Staff, owners and customers change their password alike (the account page and the admin's Security page).
const messageContract = () => import("../../shared/contracts/users").then((m) => m.messageResponse);

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: PasswordChangeInput) => apiJson("POST", "/api/user/password", messageContract, input),
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson("POST", "/api/logout", logoutContract),
    onSuccess: () => {
      queryClient.setQueryData(USER_KEY, null);
      queryClient.removeQueries({ queryKey: USER_ORDERS_KEY });
    },
  });
}

/** Staff and owners work on the admin side; customers buy. (Here, not in the contract: the header must not pull zod into the first download.) */
export const isAdminRole = (role: User["role"]): boolean => role === "staff" || role === "owner";
