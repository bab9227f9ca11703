import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { customerGroupInput, type CustomerGroup } from "../../../shared/contracts/discounts";
import { DialogFormFooter } from "../../components/dialog-form-footer";
import { DecimalField, TextField } from "../../components/text-field";
import { fieldsOf } from "../../lib/form-fields";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { useSaveGroup } from "./use-group-mutations";

const formValues = (group: CustomerGroup | null) => ({ name: group?.name ?? "", discountPercent: group?.discountPercent ?? "" });

export function GroupDialog({
  open,
  group,
  onOpenChange,
}: {
  open: boolean;
  group: CustomerGroup | null;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useForm({ resolver: zodResolver(customerGroupInput), defaultValues: formValues(null) });
  const field = fieldsOf(form);
  const save = useSaveGroup(() => onOpenChange(false));

  useEffect(() => {
    form.reset(formValues(open ? group : null));
  }, [open, group, form]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{group ? "Edit Customer Group" : "Add Customer Group"}</DialogTitle>
          <DialogDescription>
            Members pay this percent off the list price, or the quantity price where it is lower. Public pages keep list prices.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" noValidate onSubmit={form.handleSubmit((data) => save.mutate({ id: group?.id ?? null, data }))}>
          <TextField id="group-name" label="Name" {...field("name")} />
          <DecimalField
            id="group-percent"
            label="Percent off the list price"
            hint="For example 10 for Education, 25 for Distributors."
            {...field("discountPercent")}
          />
          <DialogFormFooter className="mt-2" pending={save.isPending} onCancel={() => onOpenChange(false)}>
            {group ? "Update Group" : "Create Group"}
          </DialogFormFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
