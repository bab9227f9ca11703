import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { orderPaymentResult, receivedPaymentMethods } from "../../../shared/contracts/institutional";
import type { AdminOrderDetail } from "../../../shared/contracts/orders";
import { formatPrice, fromCents } from "../../../shared/money";
import { DialogFormFooter } from "../../components/dialog-form-footer";
import { FormField } from "../../components/form-field";
import { DecimalField, TextField } from "../../components/text-field";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { NativeSelect } from "../../components/ui/native-select";
import { toast } from "../../hooks/use-toast";
import { apiJson, serverMessage } from "../../lib/api";
import { ADMIN_ORDERS_KEY, ADMIN_STATS_KEY, adminOrderKey } from "../lib/admin-keys";
import { METHOD_LABEL, paymentFormDefaults, paymentFormSchema, type PaymentInput } from "./payment-form";
import { fieldsOf } from "../../lib/form-fields";

interface RecordPaymentDialogProps {
  order: AdminOrderDetail;
  /** What is still owed, in cents. */
  balanceCents: number;
  onClose: () => void;
}

/** Money received for an invoiced order: amount (the balance at first), method, reference (extensions §4). */
export function RecordPaymentDialog({ order, balanceCents, onClose }: RecordPaymentDialogProps) {
  const queryClient = useQueryClient();
  const schema = useMemo(() => paymentFormSchema(balanceCents), [balanceCents]);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: paymentFormDefaults(balanceCents) });
  const field = fieldsOf(form);
  const { errors } = form.formState;
  const record = useMutation({
    mutationFn: (input: PaymentInput) => apiJson("POST", `/api/admin/orders/${order.id}/payments`, orderPaymentResult, input),
    onSuccess: async (result) => {
      toast({
        title: "Payment recorded",
        description: result.paymentStatus === "paid" ? "The invoice is paid in full." : `Balance ${formatPrice(result.balance)}.`,
      });
      // The balance the next "Record payment" offers is the one just answered, not the order read before this payment.
      queryClient.setQueryData<AdminOrderDetail>(adminOrderKey(order.id), (old) =>
        old ? { ...old, amountPaid: result.amountPaid, paymentStatus: result.paymentStatus } : old,
      );
      onClose();
      // The order's payments sit under the orders' key.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY }),
        queryClient.invalidateQueries({ queryKey: ADMIN_STATS_KEY }),
      ]);
    },
    onError: (error) => toast({ title: "Not recorded", description: serverMessage(error, "Please try again."), variant: "destructive" }),
  });

  return (
    <Dialog open onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Record payment</DialogTitle>
          <DialogDescription>
            Money received for invoice {order.invoiceNumber}. The balance is {formatPrice(fromCents(balanceCents))}.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" noValidate onSubmit={form.handleSubmit((values) => record.mutate(values))}>
          <DecimalField id="payment-amount" label="Amount" {...field("amount")} />
          <FormField id="payment-method" label="Method" error={errors.method?.message}>
            {(aria) => (
              <NativeSelect {...aria} {...form.register("method")}>
                {receivedPaymentMethods.map((method) => (
                  <option key={method} value={method}>
                    {METHOD_LABEL[method]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <TextField id="payment-reference" label="Reference" placeholder="Check number, wire reference…" {...field("reference")} />
          <DialogFormFooter pending={record.isPending} onCancel={onClose}>
            Record payment
          </DialogFormFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
