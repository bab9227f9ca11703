import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import { Navigate, useLocation, useSearchParams } from "react-router";
import { isAdminRole, useUser } from "../lib/auth";
import { ADMIN_SIGN_IN_PATH, safeReturnPath, withReturnPath } from "../lib/return-path";

export function FullPageSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status" aria-label="Loading">
      <Loader2 className="h-8 w-8 animate-spin text-primary" />
    </div>
  );
}

interface GuardProps {
  children: ReactNode;
  adminOnly?: boolean;
  excludeAdmin?: boolean;
}

/**
 * The spec's guard rules: spinner while loading; anonymous -> /auth, or on an admin path the admin
 * sign-in with the way back (extensions §5); non-admin on admin-only -> /; admin on excluded -> /admin/dashboard.
 */
export function ProtectedRoute({ children, adminOnly = false, excludeAdmin = false }: GuardProps) {
  const { user, isLoading } = useUser();
  const location = useLocation();
  if (isLoading) return <FullPageSpinner />;
  if (!user) return <Navigate to={adminOnly ? withReturnPath(ADMIN_SIGN_IN_PATH, location.pathname + location.search) : "/auth"} replace />;
  if (adminOnly && !isAdminRole(user.role)) return <Navigate to="/" replace />;
  if (excludeAdmin && isAdminRole(user.role)) return <Navigate to="/admin/dashboard" replace />;
  return <>{children}</>;
}

/**
 * /auth: a logged-in user goes to the safe `?next=` (the checkout's "Login here") or /, an admin to the
 * dashboard (also right after signing in there, extensions §5).
 */
export function GuestOnlyRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useUser();
  const [params] = useSearchParams();
  if (isLoading) return <FullPageSpinner />;
  if (user) return <Navigate to={isAdminRole(user.role) ? "/admin/dashboard" : (safeReturnPath(params.get("next")) ?? "/")} replace />;
  return <>{children}</>;
}
