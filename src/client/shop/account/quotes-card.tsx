import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { chargeResponse } from "../../../shared/contracts/checkout";
import { quoteList, type Quote } from "../../../shared/contracts/institutional";
import type { User } from "../../../shared/contracts/users";
import { formatPrice } from "../../../shared/money";
import { PendingButton } from "../../components/pending-button";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { TextField } from "../../components/text-field";
import { toast } from "../../hooks/use-toast";
import { apiJson, getQueryFn, serverMessage } from "../../lib/api";
import { uploadFile } from "../../lib/uploads";
import { customerOrderPath, JUST_PAID } from "../../lib/order-arrival";
import { formatDay } from "../../lib/dates";
import { purchaseOrderFormSchema, type PurchaseOrder, type PurchaseOrderFormValues } from "./document-forms";
import { USER_ORDERS_KEY, USER_QUOTES_KEY } from "../../lib/query-keys";
import { fieldsOf } from "../../lib/form-fields";

/** The customer's quotes (extensions §4): PDF, status, and ordering from a valid one. */
export function QuotesCard({ user }: { user: User }) {
  const quotes = useQuery({ queryKey: USER_QUOTES_KEY, queryFn: getQueryFn(quoteList) });
  const [ordering, setOrdering] = useState<Quote | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quotes</CardTitle>
        <CardDescription>Request one from your cart at checkout. A quote is valid 30 days; order from it at its prices.</CardDescription>
      </CardHeader>
      <CardContent>
        {quotes.data && quotes.data.length > 0 ? (
          <ul className="divide-y text-sm" aria-label="Your quotes">
            {quotes.data.map((q) => (
              <li key={q.id} aria-label={q.number} className="grid gap-2 py-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="flex items-center gap-2 font-medium">
                    {q.number}
                    <Badge variant={q.status === "open" ? "default" : "outline"}>{q.status === "on_hold" ? "on hold" : q.status}</Badge>
                  </span>
                  <span className="font-semibold tabular-nums">{formatPrice(q.total)}</span>
                </div>
                <p className="text-muted-foreground">
                  {q.items.map((line) => `${line.quantity} x ${line.productName}`).join(", ")} · valid until {formatDay(q.validUntil)}
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button variant="outline" size="sm" asChild>
                    <a href={`/api/user/quotes/${q.id}/pdf`} target="_blank" rel="noreferrer">
                      Quote PDF
                    </a>
                  </Button>
                  {q.status === "open" ? (
                    <Button size="sm" variant={user.paymentTerms === "net30" ? "outline" : "default"} asChild>
                      <Link to={`/checkout?quote=${encodeURIComponent(q.id)}`}>
                        {user.paymentTerms === "net30" ? "Order by card" : "Order this quote"}
                      </Link>
                    </Button>
                  ) : null}
                  {q.status === "open" && user.paymentTerms === "net30" ? (
                    <Button size="sm" onClick={() => setOrdering(q)}>
                      Order from this quote
                    </Button>
                  ) : null}
                </div>
                {ordering?.id === q.id ? <OrderFromQuote quote={q} user={user} onDone={() => setOrdering(null)} /> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{quotes.isError ? "Your quotes could not be loaded." : "No quotes yet."}</p>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * Ordering a quote on invoice (Net 30 accounts): PO number, optional PO PDF. The charge carries the
 * quote id and its total; the server prices from the quote. Card accounts are asked to contact us.
 */
function OrderFromQuote({ quote, user, onDone }: { quote: Quote; user: User; onDone: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: zodResolver(purchaseOrderFormSchema),
    defaultValues: { purchaseOrderNumber: "", file: undefined } satisfies PurchaseOrderFormValues,
  });
  const field = fieldsOf(form);
  const place = useMutation({
    mutationFn: async ({ purchaseOrderNumber, file }: PurchaseOrder) => {
      const purchaseOrderFileUrl = file ? await uploadFile("/api/user/purchase-orders/upload", file) : undefined;
      const a = quote.shippingAddress;
      return apiJson("POST", "/api/payment/charge", chargeResponse, {
        paymentMethod: "invoice",
        quoteId: quote.id,
        amount: quote.total,
        ...(purchaseOrderFileUrl ? { purchaseOrderFileUrl } : {}),
        orderData: {
          customerName: quote.customerName,
          customerEmail: quote.customerEmail,
          customerPhone: quote.customerPhone,
          companyName: quote.companyName,
          billingStreet: a.street,
          billingCity: a.city,
          billingState: a.state,
          billingZipCode: a.zipCode,
          billingCountry: a.country,
          ...a,
          purchaseOrderNumber,
          specialInstructions: quote.notes,
          items: JSON.stringify(quote.items.map((line) => ({ product: { id: line.productId }, quantity: line.quantity }))),
          shippingMethod: quote.shippingMethod,
        },
      });
    },
    onSuccess: async (answer) => {
      if (!answer.success) {
        toast({ title: "Order not placed", description: answer.message, variant: "destructive" });
        return;
      }
      void queryClient.invalidateQueries({ queryKey: USER_QUOTES_KEY });
      void queryClient.invalidateQueries({ queryKey: USER_ORDERS_KEY });
      toast({ title: "Order placed on Net 30 terms", description: answer.message });
      onDone();
      await navigate(customerOrderPath(answer.orderId), { state: JUST_PAID });
    },
    onError: (error) =>
      toast({ title: "Order not placed", description: serverMessage(error, "Please try again."), variant: "destructive" }),
  });
  if (user.paymentTerms !== "net30") return null;
  return (
    <form
      className="grid gap-3 rounded-md border p-3 sm:grid-cols-2"
      noValidate
      onSubmit={form.handleSubmit((values) => place.mutate(values))}
    >
      <TextField id={`po-${quote.id}`} label="PO number" {...field("purchaseOrderNumber")} />
      <TextField id={`po-file-${quote.id}`} label="PO PDF (optional)" type="file" accept="application/pdf" {...field("file")} />
      <div className="sm:col-span-2">
        <PendingButton type="submit" pending={place.isPending}>
          Invoice me (Net 30): {formatPrice(quote.total)}
        </PendingButton>
      </div>
    </form>
  );
}
