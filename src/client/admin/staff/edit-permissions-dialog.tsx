import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { staffMember, staffPermissionsInput, type StaffMember, type StaffPermissionsInput } from "../../../shared/contracts/staff";
import { DialogFormFooter } from "../../components/dialog-form-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { toast } from "../../hooks/use-toast";
import { apiJson, serverMessage } from "../../lib/api";
import { ADMIN_STAFF_KEY } from "../lib/admin-keys";
import { PermissionFields, permissionLabels } from "./permission-fields";

interface EditPermissionsDialogProps {
  /** The staff member whose permissions are edited; null closes the dialog. */
  member: StaffMember | null;
  onClose: () => void;
}

/** The owner changes what a staff member may do; it applies at their next request. */
export function EditPermissionsDialog({ member, onClose }: EditPermissionsDialogProps) {
  const queryClient = useQueryClient();
  const form = useForm<StaffPermissionsInput, unknown, StaffPermissionsInput>({
    resolver: zodResolver(staffPermissionsInput),
    defaultValues: { permissions: [] },
  });
  const { errors } = form.formState;
  useEffect(() => {
    if (member) form.reset({ permissions: member.permissions });
  }, [member, form]);
  const save = useMutation({
    mutationFn: (input: StaffPermissionsInput & { id: number }) =>
      apiJson("PUT", `/api/admin/staff/${input.id}`, staffMember, { permissions: input.permissions }),
    onSuccess: async (saved) => {
      toast({
        title: "Permissions saved",
        description: `${saved.name ?? saved.email}: ${permissionLabels(saved)}. No new sign-in is needed.`,
      });
      onClose();
      await queryClient.invalidateQueries({ queryKey: ADMIN_STAFF_KEY });
    },
    onError: (error) => toast({ title: "Not saved", description: serverMessage(error, "Please try again."), variant: "destructive" }),
  });
  const who = member?.name ?? member?.email ?? "";

  return (
    <Dialog open={member !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Permissions of {who}</DialogTitle>
          <DialogDescription>What {who} may do in the admin. No new sign-in is needed.</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={form.handleSubmit((values) => {
            if (member) save.mutate({ id: member.id, permissions: values.permissions });
          })}
        >
          <Controller
            control={form.control}
            name="permissions"
            render={({ field }) => (
              <PermissionFields
                idPrefix="edit-permissions"
                value={field.value}
                onChange={field.onChange}
                error={errors.permissions?.message}
              />
            )}
          />
          <DialogFormFooter pending={save.isPending} onCancel={onClose}>
            Save permissions
          </DialogFormFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
