import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Controller, useForm } from "react-hook-form";
import { DEFAULT_STAFF_PERMISSIONS } from "../../../shared/contracts/permissions";
import { staffInput, staffMember, type StaffFormValues, type StaffInput } from "../../../shared/contracts/staff";
import { DialogFormFooter } from "../../components/dialog-form-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { NativeSelect } from "../../components/ui/native-select";
import { toast } from "../../hooks/use-toast";
import { FormField } from "../../components/form-field";
import { apiJson, serverMessage } from "../../lib/api";
import { PermissionFields } from "./permission-fields";
import { ADMIN_STAFF_KEY } from "../lib/admin-keys";

const EMPTY: StaffFormValues = { email: "", name: "", role: "staff", permissions: [...DEFAULT_STAFF_PERMISSIONS] };

export function AddStaffDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const queryClient = useQueryClient();
  const form = useForm<StaffFormValues, unknown, StaffInput>({ resolver: zodResolver(staffInput), defaultValues: EMPTY });
  const { errors } = form.formState;
  const owner = form.watch("role") === "owner";
  const add = useMutation({
    mutationFn: (input: StaffInput) => apiJson("POST", "/api/admin/staff", staffMember, input),
    onSuccess: async (member) => {
      toast({ title: "Staff member added", description: `${member.email} has been e-mailed a link to set a password.` });
      form.reset(EMPTY);
      onOpenChange(false);
      await queryClient.invalidateQueries({ queryKey: ADMIN_STAFF_KEY });
    },
    onError: (error) => toast({ title: "Not added", description: serverMessage(error, "Please try again."), variant: "destructive" }),
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Add staff member</DialogTitle>
          <DialogDescription>They get an e-mail with a link to set a password, then sign in at the admin login.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" noValidate onSubmit={form.handleSubmit((values) => add.mutate(values))}>
          <FormField id="staff-name" label="Name" error={errors.name?.message}>
            {(aria) => <Input {...aria} autoComplete="off" {...form.register("name")} />}
          </FormField>
          <FormField id="staff-email" label="E-mail" error={errors.email?.message}>
            {(aria) => <Input {...aria} type="email" autoComplete="off" {...form.register("email")} />}
          </FormField>
          <FormField id="staff-role" label="Role" hint="Owners also manage staff, tax rates, logs and activity.">
            {(aria) => (
              <NativeSelect {...aria} {...form.register("role")}>
                <option value="staff">Staff: what you permit</option>
                <option value="owner">Owner: everything</option>
              </NativeSelect>
            )}
          </FormField>
          {owner ? (
            <p className="text-sm text-muted-foreground">An owner holds every permission.</p>
          ) : (
            <Controller
              control={form.control}
              name="permissions"
              render={({ field }) => (
                <PermissionFields
                  idPrefix="staff-permissions"
                  value={field.value ?? []}
                  onChange={field.onChange}
                  error={errors.permissions?.message}
                />
              )}
            />
          )}
          <DialogFormFooter pending={add.isPending} onCancel={() => onOpenChange(false)}>
            Add and send link
          </DialogFormFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
