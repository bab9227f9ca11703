import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useMemo } from "react";
import { useForm } from "react-hook-form";
import type { OrderLine } from "../../../shared/contracts/order-line";
import { formatPrice, fromCents } from "../../../shared/money";
import { FormField } from "../../components/form-field";
import { DialogFormFooter } from "../../components/dialog-form-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { Textarea } from "../../components/ui/textarea";
import { DialogError } from "../../components/dialog-error";
import { refundFormDefaults, refundFormSchema, type RefundFormValues, toRefundInput } from "./refund-form";
import { useRefundOrder } from "./use-order-detail";

interface RefundDialogProps {
  orderId: string;
  orderNumber: string;
  lines: OrderLine[];
  /** What is left to refund, in cents. */
  remainderCents: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Refunds part or all of what is left (POST /api/admin/orders/{id}/refunds), optionally putting units back in stock. */
export function RefundDialog({ orderId, orderNumber, lines, remainderCents, open, onOpenChange }: RefundDialogProps) {
  const refund = useRefundOrder(orderId);
  const schema = useMemo(() => refundFormSchema(lines, remainderCents), [lines, remainderCents]);
  const form = useForm<RefundFormValues>({ resolver: zodResolver(schema), defaultValues: refundFormDefaults(lines, remainderCents) });
  const { errors } = form.formState;
  const { reset: resetForm } = form;
  const { reset: resetCall } = refund;

  useEffect(() => {
    if (open) {
      resetForm(refundFormDefaults(lines, remainderCents));
      resetCall();
    }
  }, [open, lines, remainderCents, resetForm, resetCall]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Refund order #{orderNumber}</DialogTitle>
          <DialogDescription>
            {formatPrice(fromCents(remainderCents))} is left to refund. The card is refunded through the payment gateway and the customer is
            e-mailed.
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={form.handleSubmit((values) => refund.mutate(toRefundInput(values), { onSuccess: () => onOpenChange(false) }))}
        >
          <FormField id="refund-amount" label="Amount ($)" error={errors.amount?.message}>
            {(aria) => <Input {...aria} inputMode="decimal" autoComplete="off" className="tabular-nums" {...form.register("amount")} />}
          </FormField>
          <FormField id="refund-reason" label="Reason" error={errors.reason?.message} hint="The customer sees it in the refund e-mail.">
            {(aria) => <Textarea {...aria} rows={2} {...form.register("reason")} />}
          </FormField>
          {lines.length > 0 ? (
            <fieldset className="grid gap-3">
              <legend className="mb-1 text-sm font-medium">Put back in stock (optional)</legend>
              {lines.map((line, index) => (
                <FormField
                  key={`${line.productId}-${index}`}
                  id={`refund-restock-${index}`}
                  label={
                    <>
                      {line.productName}
                      {line.selectedOption ? (
                        <span className="font-normal text-muted-foreground"> ({line.selectedOption.title})</span>
                      ) : null}
                      <span className="font-normal text-muted-foreground"> · ordered {line.quantity}</span>
                    </>
                  }
                  error={errors.restock?.[index]?.message}
                  className="grid-cols-[1fr_5rem] items-center gap-x-3 [&>p]:col-span-2"
                >
                  {(aria) => (
                    <Input
                      {...aria}
                      type="number"
                      min={0}
                      max={line.quantity}
                      step={1}
                      inputMode="numeric"
                      placeholder="0"
                      {...form.register(`restock.${index}`)}
                    />
                  )}
                </FormField>
              ))}
            </fieldset>
          ) : null}
          <DialogError error={refund.error} fallback="The refund could not be made. Please try again." />
          <DialogFormFooter pending={refund.isPending} onCancel={() => onOpenChange(false)}>
            Refund
          </DialogFormFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
