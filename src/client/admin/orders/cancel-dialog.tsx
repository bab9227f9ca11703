import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { cancelInput } from "../../../shared/contracts/orders";
import { FormField } from "../../components/form-field";
import { PendingButton } from "../../components/pending-button";
import { AlertDialogCancel, AlertDialogFooter } from "../../components/ui/alert-dialog";
import { Textarea } from "../../components/ui/textarea";
import { AlertDialogFrame } from "../components/alert-dialog-frame";
import { CheckboxField } from "../components/checkbox-field";
import { DialogError } from "../../components/dialog-error";
import { type CancelInput, useCancelOrder } from "./use-order-detail";
import { useResetOnOpen } from "./use-reset-on-open";

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
  useResetOnOpen(open, DEFAULTS, form.reset, cancel.reset);

  return (
    <AlertDialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={<>Cancel order #{orderNumber}?</>}
      description="The payment is voided, or refunded in full if it has settled, and the customer is e-mailed. This cannot be undone."
    >
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
        <CheckboxField control={form.control} name="restock" id="cancel-restock" label="Put the items back in stock" />
        <DialogError error={cancel.error} fallback="The order could not be cancelled. Please try again." />
        <AlertDialogFooter>
          <AlertDialogCancel type="button">Keep order</AlertDialogCancel>
          <PendingButton type="submit" variant="destructive" pending={cancel.isPending}>
            Cancel order
          </PendingButton>
        </AlertDialogFooter>
      </form>
    </AlertDialogFrame>
  );
}
