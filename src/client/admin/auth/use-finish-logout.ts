import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { toast } from "../../hooks/use-toast";
import { USER_KEY } from "../../lib/query-keys";
import { ADMIN_ROOT } from "../lib/admin-keys";
import { cameFromLogout } from "../lib/logout-handoff";

/** On arrival from the admin's Logout: forget the user and the admin data, then say so once. */
export function useFinishLogout(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const done = useRef(false);
  const loggedOut = cameFromLogout(location.state);

  useEffect(() => {
    if (!loggedOut || done.current) return;
    done.current = true;
    queryClient.setQueryData(USER_KEY, null);
    // Admin data must not linger in the cache for whoever uses this browser next.
    queryClient.removeQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(ADMIN_ROOT) });
    toast({ title: "Logged Out", description: "You have been logged out of the admin panel" });
    // Drop the marker so a reload or Back does not announce the logout again.
    void navigate(location.pathname, { replace: true, state: null });
  }, [loggedOut, location.pathname, navigate, queryClient]);
}
