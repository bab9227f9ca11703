import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "../../hooks/use-toast";
import { logoutResponse } from "../../../shared/contracts/users";
import { apiJson } from "../../lib/api";
import { LOGGED_OUT_STATE } from "../lib/logout-handoff";

/**
 * Posts the logout and goes to the admin login page, which then clears the cached user. Clearing it
 * here would race the route change (a transition that may wait for the login chunk): the admin guard,
 * still mounted, would see no user and send the browser to /auth instead.
 */
export function useAdminLogout() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiJson("POST", "/api/logout", logoutResponse),
    onSuccess: () => navigate("/bmivopcf", { replace: true, state: LOGGED_OUT_STATE }),
    onError: () => {
      toast({ title: "Failed to logout", variant: "destructive" });
    },
  });
}
