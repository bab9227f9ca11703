import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { isAdminRole, useUser } from "../lib/auth";

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

/** The spec's guard rules: spinner while loading; anonymous -> /auth; non-admin on admin-only -> /; admin on excluded -> /admin/dashboard. */
export function ProtectedRoute({ children, adminOnly = false, excludeAdmin = false }: GuardProps) {
  const { user, isLoading } = useUser();
  if (isLoading) return <FullPageSpinner />;
  if (!user) return <Navigate to="/auth" replace />;
  if (adminOnly && !isAdminRole(user.role)) return <Navigate to="/" replace />;
  if (excludeAdmin && isAdminRole(user.role)) return <Navigate to="/admin/dashboard" replace />;
  return <>{children}</>;
}

/** /auth: a logged-in user goes to /. */
export function GuestOnlyRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useUser();
  if (isLoading) return <FullPageSpinner />;
  if (user) return <Navigate to="/" replace />;
  return <>{children}</>;
}
