import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { staffInput, staffMember, type StaffInput } from "../../../shared/contracts/staff";
import { DialogFormFooter } from "../../components/dialog-form-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { NativeSelect } from "../../components/ui/native-select";
import { toast } from "../../hooks/use-toast";
import { FormField } from "../../components/form-field";
import { apiJson, serverMessage } from "../../lib/api";

export function AddStaffDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const queryClient = useQueryClient();
  const form = useForm({ resolver: zodResolver(staffInput), defaultValues: { email: "", name: "", role: "staff" as const } });
  const { errors } = form.formState;
  const add = useMutation({
    mutationFn: (input: StaffInput) => apiJson("POST", "/api/admin/staff", staffMember, input),
    onSuccess: async (member) => {
      toast({ title: "Staff member added", description: `${member.email} has been e-mailed a link to set a password.` });
      form.reset();
      onOpenChange(false);
      await queryClient.invalidateQueries({ queryKey: ["/api/admin/staff"] });
    },
    onError: (error) => toast({ title: "Not added", description: serverMessage(error, "Please try again."), variant: "destructive" }),
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
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
                <option value="staff">Staff: catalog and orders</option>
                <option value="owner">Owner: everything</option>
              </NativeSelect>
            )}
          </FormField>
          <DialogFormFooter pending={add.isPending} onCancel={() => onOpenChange(false)}>
            Add and send link
          </DialogFormFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
