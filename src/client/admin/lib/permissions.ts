import { hasPermission, type PermissionHolder, type StaffPermission } from "../../../shared/contracts/permissions";
import { useUser } from "../../lib/auth";

/** Who may open a page: every staff member and owner, the owner alone (spec §3), or those holding a permission (extensions §11). */
export type PageAccess = "everyone" | "owner" | StaffPermission;

export function mayOpen(user: PermissionHolder | null, access: PageAccess): boolean {
  if (!user || (user.role !== "staff" && user.role !== "owner")) return false;
  if (access === "everyone") return true;
  if (access === "owner") return user.role === "owner";
  return hasPermission(user, access);
}

/**
 * Whether the signed-in staff member or owner holds `permission`: what the admin shows and offers.
 * The server checks it again on every call; a change the owner makes shows once /api/user is read again.
 */
export function useHasPermission(permission: StaffPermission): boolean {
  const { user } = useUser();
  return user !== null && hasPermission(user, permission);
}
