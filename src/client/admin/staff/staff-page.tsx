import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { format } from "date-fns";
import { Trash2, UserPlus } from "lucide-react";
import { useState } from "react";
import { z } from "zod";
import { staffMember, type StaffMember } from "../../../shared/contracts/staff";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { usePageTitle } from "../../hooks/use-page-title";
import { toast } from "../../hooks/use-toast";
import { useUser } from "../../lib/auth";
import { AdminPageHeader } from "../components/admin-page-header";
import { ConfirmDeleteDialog } from "../components/confirm-delete-dialog";
import { QueryStates } from "../components/query-states";
import { apiRequest, getQueryFn, serverMessage } from "../../lib/api";
import { AddStaffDialog } from "./add-staff-dialog";

export const STAFF_KEY = ["/api/admin/staff"] as const;

export function StaffPage() {
  usePageTitle("Admin Staff");
  const { user } = useUser();
  const queryClient = useQueryClient();
  const staff = useQuery({ queryKey: STAFF_KEY, queryFn: getQueryFn(z.array(staffMember)) });
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const remove = useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `/api/admin/staff/${id}`),
    onSuccess: async () => {
      toast({ title: "Staff member removed", description: "Their sessions have ended." });
      await queryClient.invalidateQueries({ queryKey: STAFF_KEY });
    },
    onError: (error) => toast({ title: "Not removed", description: serverMessage(error, "Please try again."), variant: "destructive" }),
  });

  return (
    <div>
      <AdminPageHeader
        title="Staff"
        description="Staff manage the catalog and orders; owners also manage staff, tax rates, logs and activity."
        actions={
          <Button onClick={() => setAdding(true)}>
            <UserPlus aria-hidden="true" />
            Add staff member
          </Button>
        }
      />
      <Card>
        <CardContent className="pt-6">
          <QueryStates query={staff} skeleton="h-32 w-full" errorText="The staff list could not be loaded.">
            {(data) => (
              <ul className="divide-y" aria-label="Staff accounts">
                {data.map((member) => (
                  <li
                    key={member.id}
                    aria-label={member.email}
                    className="flex flex-wrap items-center gap-x-6 gap-y-2 py-4 first:pt-0 last:pb-0"
                  >
                    <div className="min-w-0 flex-1 basis-56">
                      <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                        {member.name ?? member.email}
                        <Badge variant={member.role === "owner" ? "default" : "secondary"}>{member.role}</Badge>
                      </p>
                      <p className="break-all text-sm text-muted-foreground">{member.email}</p>
                    </div>
                    <dl className="grid grid-cols-2 gap-x-6 text-sm">
                      <dt className="text-muted-foreground">Two-factor</dt>
                      <dt className="text-muted-foreground">Added</dt>
                      <dd>{member.twoFactorEnabled ? "On" : "Off"}</dd>
                      <dd className="whitespace-nowrap">{format(new Date(member.createdAt), "MMM d, yyyy")}</dd>
                    </dl>
                    <div className="w-36 text-right">
                      {member.configured || member.id === user?.id ? (
                        <span className="text-xs text-muted-foreground">{member.configured ? "from ADMIN_EMAIL" : "you"}</span>
                      ) : (
                        <Button variant="outline" size="sm" aria-label={`Remove ${member.email}`} onClick={() => setRemoving(member)}>
                          <Trash2 aria-hidden="true" />
                          Remove
                        </Button>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </QueryStates>
        </CardContent>
      </Card>
      <AddStaffDialog open={adding} onOpenChange={setAdding} />
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
