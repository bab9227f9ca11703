import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { quote as quoteContract, type Quote } from "../../../shared/contracts/institutional";
import { formatPrice } from "../../../shared/money";
import { DialogFormFooter } from "../../components/dialog-form-footer";
import { DecimalField, TextField } from "../../components/text-field";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { toast } from "../../hooks/use-toast";
import { apiJson, serverMessage } from "../../lib/api";
import { ADMIN_QUOTES_KEY } from "../lib/admin-keys";
import { quoteFormDefaults, quoteFormSchema, toQuoteUpdate, type QuoteFormValues } from "./quote-form";
import { fieldsOf } from "../../lib/form-fields";

/** Revises an open quote (PUT /api/admin/quotes/{id}): unit prices, a discount, the last valid day; the server mails the new PDF. */
export function QuoteEditor({ quote, onClose }: { quote: Quote; onClose: () => void }) {
  const queryClient = useQueryClient();
  const schema = useMemo(() => quoteFormSchema(quote), [quote]);
  const form = useForm<QuoteFormValues>({ resolver: zodResolver(schema), defaultValues: quoteFormDefaults(quote) });
  const field = fieldsOf(form);
  const save = useMutation({
    mutationFn: (values: QuoteFormValues) => apiJson("PUT", `/api/admin/quotes/${quote.id}`, quoteContract, toQuoteUpdate(values, quote)),
    onSuccess: async (saved) => {
      toast({
        title: "Quote revised",
        description: `${saved.number}: ${formatPrice(saved.total)}. The revised PDF was mailed to the customer.`,
      });
      onClose();
      await queryClient.invalidateQueries({ queryKey: ADMIN_QUOTES_KEY });
    },
    onError: (error) => toast({ title: "Not saved", description: serverMessage(error, "Please try again."), variant: "destructive" }),
  });

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Edit {quote.number}</DialogTitle>
          <DialogDescription>
            Unit prices, a discount (an amount) and the last valid day. Totals are recomputed by the server.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
          {quote.items.map((line, i) => (
            <TextField
              key={`${line.productId}-${i}`}
              id={`quote-line-${i}`}
              label={
                <>
                  {line.productName}
                  {line.selectedOption ? ` + ${line.selectedOption.title}` : ""} × {line.quantity}
                </>
              }
              inputMode="decimal"
              className="grid-cols-[1fr_8rem] items-center gap-x-3 [&>p]:col-span-2"
              {...field(`prices.${i}`)}
            />
          ))}
          <div className="grid grid-cols-2 gap-3">
            <DecimalField id="quote-discount" label="Discount" {...field("discount")} />
            <TextField id="quote-valid-until" label="Valid until" type="date" {...field("validUntil")} />
          </div>
          <DialogFormFooter pending={save.isPending} onCancel={onClose}>
            Save and mail
          </DialogFormFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
