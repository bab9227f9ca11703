import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { Discount } from "../../../shared/contracts/discounts";
import { DialogFormFooter } from "../../components/dialog-form-footer";
import { DecimalField, TextField } from "../../components/text-field";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { fieldsOf } from "../../lib/form-fields";
import { CheckboxField } from "../components/checkbox-field";
import { FormSelectField } from "../components/select-field";
import { DiscountProductsField } from "./discount-products-field";
import { discountFormSchema, discountFormValues, toDiscountInput } from "./discount-form";
import { useSaveDiscount } from "./use-discount-mutations";

const KINDS = [
  { value: "percent", label: "Percent off" },
  { value: "amount", label: "Amount off ($)" },
];

interface DiscountDialogProps {
  open: boolean;
  /** The code being edited; null creates a new one. */
  discount: Discount | null;
  onOpenChange: (open: boolean) => void;
}

/** Create or edit a discount code (extensions §8): what it takes off, and when, for whom and on what it applies. */
export function DiscountDialog({ open, discount, onOpenChange }: DiscountDialogProps) {
  const form = useForm({ resolver: zodResolver(discountFormSchema), defaultValues: discountFormValues(null) });
  const field = fieldsOf(form);
  const save = useSaveDiscount(() => onOpenChange(false));
  const kind = useWatch({ control: form.control, name: "kind" });

  useEffect(() => {
    form.reset(discountFormValues(open ? discount : null));
  }, [open, discount, form]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="flex max-w-2xl flex-col gap-0 overflow-hidden p-0">
        <DialogHeader className="border-b px-6 py-5">
          <DialogTitle>{discount ? "Edit Discount Code" : "Add Discount Code"}</DialogTitle>
          <DialogDescription>
            {discount ? `Change the rules of ${discount.code}. Uses already taken stay counted.` : "A code customers type at the checkout."}
          </DialogDescription>
        </DialogHeader>
        <form
          className="flex min-h-0 flex-1 flex-col"
          noValidate
          onSubmit={form.handleSubmit((values) => save.mutate({ id: discount?.id ?? null, data: toDiscountInput(values) }))}
        >
          <div className="grid min-h-0 flex-1 gap-4 overflow-y-auto px-6 py-5 sm:grid-cols-2">
            <TextField
              id="discount-code"
              label="Code"
              hint="Letters, digits, - and _; customers may type it in any case."
              autoCapitalize="characters"
              spellCheck={false}
              {...field("code")}
            />
            <FormSelectField control={form.control} name="kind" id="discount-kind" label="Kind" options={KINDS} />
            <DecimalField id="discount-value" label={kind === "percent" ? "Percent off" : "Amount off ($)"} {...field("value")} />
            <DecimalField id="discount-min-subtotal" label="Minimum subtotal ($, optional)" {...field("minSubtotal")} />
            <TextField id="discount-starts-on" label="First day (optional)" type="date" {...field("startsOn")} />
            <TextField id="discount-ends-on" label="Last day (optional)" type="date" {...field("endsOn")} />
            <TextField
              id="discount-max-uses"
              label="Orders in all (optional)"
              inputMode="numeric"
              hint="Empty: no limit. A declined payment gives its use back."
              {...field("maxUses")}
            />
            <div className="flex items-center sm:pt-6">
              <CheckboxField control={form.control} name="oncePerCustomer" id="discount-once" label="Once per customer" />
            </div>
            <div className="sm:col-span-2">
              <DiscountProductsField control={form.control} />
            </div>
          </div>
          <DialogFormFooter className="border-t px-6 py-4" pending={save.isPending} onCancel={() => onOpenChange(false)}>
            {discount ? "Update Code" : "Create Code"}
          </DialogFormFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
