import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { KeyRound, Trash2, UserPlus, Users } from "lucide-react";
import { useState } from "react";
import { z } from "zod";
import { staffMember, type StaffMember } from "../../../shared/contracts/staff";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { usePageTitle } from "../../hooks/use-page-title";
import { toast } from "../../hooks/use-toast";
import { useUser } from "../../lib/auth";
import { AdminPageHeader } from "../components/admin-page-header";
import { ConfirmDeleteDialog } from "../components/confirm-delete-dialog";
import { ItemList, ItemRow, type ItemListSpec } from "../components/item-list";
import { apiRequest, getQueryFn, serverMessage } from "../../lib/api";
import { ADMIN_STAFF_KEY } from "../lib/admin-keys";
import { AddStaffDialog } from "./add-staff-dialog";
import { EditPermissionsDialog } from "./edit-permissions-dialog";
import { permissionLabels } from "./permission-fields";
import { formatDate } from "../../lib/dates";

const staffListSpec: ItemListSpec = {
  label: "Staff accounts",
  errorText: "The staff list could not be loaded.",
  empty: { icon: Users, text: "No staff accounts yet." },
};

export function StaffPage() {
  usePageTitle("Admin Staff");
  const { user } = useUser();
  const queryClient = useQueryClient();
  const staff = useQuery({ queryKey: ADMIN_STAFF_KEY, queryFn: getQueryFn(z.array(staffMember)) });
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const remove = useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `/api/admin/staff/${id}`),
    onSuccess: async () => {
      toast({ title: "Staff member removed", description: "Their sessions have ended." });
      await queryClient.invalidateQueries({ queryKey: ADMIN_STAFF_KEY });
    },
    onError: (error) => toast({ title: "Not removed", description: serverMessage(error, "Please try again."), variant: "destructive" }),
  });

  return (
    <div>
      <AdminPageHeader
        title="Staff"
        description="Staff do what you permit each of them; owners hold every permission and also manage staff, tax rates, logs and activity."
        actions={
          <Button onClick={() => setAdding(true)}>
            <UserPlus aria-hidden="true" />
            Add staff member
          </Button>
        }
      />
      <ItemList spec={staffListSpec} query={staff}>
        {(member) => (
          <ItemRow
            key={member.id}
            label={member.email}
            main={
              <>
                <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                  {member.name ?? member.email}
                  <Badge variant={member.role === "owner" ? "default" : "secondary"}>{member.role}</Badge>
                </p>
                <p className="break-all text-sm text-muted-foreground">{member.email}</p>
                <p className="mt-1 text-sm text-slate-700">
                  <span className="text-muted-foreground">Permissions: </span>
                  {permissionLabels(member)}
                </p>
              </>
            }
          >
            <dl className="grid grid-cols-2 gap-x-6 text-sm">
              <dt className="text-muted-foreground">Two-factor</dt>
              <dt className="text-muted-foreground">Added</dt>
              <dd>{member.twoFactorEnabled ? "On" : "Off"}</dd>
              <dd className="whitespace-nowrap">{formatDate(member.createdAt, "shortDate")}</dd>
            </dl>
            <div className="flex flex-wrap items-center gap-2 sm:min-w-36 sm:justify-end">
              {member.role === "staff" ? (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Edit the permissions of ${member.email}`}
                  onClick={() => setEditing(member)}
                >
                  <KeyRound aria-hidden="true" />
                  Permissions
                </Button>
              ) : null}
              {member.configured || member.id === user?.id ? (
                <span className="text-xs text-muted-foreground">{member.configured ? "from ADMIN_EMAIL" : "you"}</span>
              ) : (
                <Button variant="outline" size="sm" aria-label={`Remove ${member.email}`} onClick={() => setRemoving(member)}>
                  <Trash2 aria-hidden="true" />
                  Remove
                </Button>
              )}
            </div>
          </ItemRow>
        )}
      </ItemList>
      <AddStaffDialog open={adding} onOpenChange={setAdding} />
      <EditPermissionsDialog member={editing} onClose={() => setEditing(null)} />
      <ConfirmDeleteDialog
        open={removing !== null}
        question={`Remove ${removing?.name ?? removing?.email ?? "this staff member"}?`}
        detail="Their account is deleted and they are signed out at once. The activity log keeps what they did."
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        onConfirm={() => {
          if (removing) remove.mutate(removing.id);
          setRemoving(null);
        }}
      />
    </div>
  );
}
