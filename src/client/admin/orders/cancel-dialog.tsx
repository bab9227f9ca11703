import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { cancelInput } from "../../../shared/contracts/orders";
import { FormField } from "../../components/form-field";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "../../components/ui/alert-dialog";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { Label } from "../../components/ui/label";
import { Textarea } from "../../components/ui/textarea";
import { DialogError } from "./dialog-error";
import { type CancelInput, useCancelOrder } from "./use-order-detail";

interface CancelDialogProps {
  orderId: string;
  orderNumber: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const DEFAULTS: CancelInput = { reason: "", restock: true };

/** Cancels an order (POST /api/admin/orders/{id}/cancel): the payment is voided or refunded in full, stock goes back. */
export function CancelDialog({ orderId, orderNumber, open, onOpenChange }: CancelDialogProps) {
  const cancel = useCancelOrder(orderId);
  const form = useForm({ resolver: zodResolver(cancelInput), defaultValues: DEFAULTS });
  const { errors } = form.formState;
  const { reset: resetForm } = form;
  const { reset: resetCall } = cancel;

  useEffect(() => {
    if (open) {
      resetForm(DEFAULTS);
      resetCall();
    }
  }, [open, resetForm, resetCall]);

  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Cancel order #{orderNumber}?</AlertDialogTitle>
          <AlertDialogDescription>
            The payment is voided, or refunded in full if it has settled, and the customer is e-mailed. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={form.handleSubmit((values) =>
            cancel.mutate(
              { restock: values.restock, ...(values.reason ? { reason: values.reason } : {}) },
              { onSuccess: () => onOpenChange(false) },
            ),
          )}
        >
          <FormField id="cancel-reason" label="Reason (optional)" error={errors.reason?.message} hint="Shown in the order's history.">
            {(aria) => <Textarea {...aria} rows={3} {...form.register("reason")} />}
          </FormField>
          <Controller
            control={form.control}
            name="restock"
            render={({ field }) => (
              <div className="flex items-center gap-2">
                <Checkbox
                  id="cancel-restock"
                  checked={field.value ?? true}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                />
                <Label htmlFor="cancel-restock" className="font-normal">
                  Put the items back in stock
                </Label>
              </div>
            )}
          />
          <DialogError error={cancel.error} fallback="The order could not be cancelled. Please try again." />
          <AlertDialogFooter>
            <AlertDialogCancel type="button">Keep order</AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={cancel.isPending}>
              {cancel.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              Cancel order
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
