// "Request a quote" and "Invoice me (Net 30)" at checkout (extensions §4), for signed-in customers.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useFormContext } from "react-hook-form";
import { useNavigate } from "react-router";
import { chargeResponse } from "../../../shared/contracts/checkout";
import { quote } from "../../../shared/contracts/institutional";
import type { User } from "../../../shared/contracts/users";
import type { OrderTotals } from "../../../shared/money";
import { PendingButton } from "../../components/pending-button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { toast } from "../../hooks/use-toast";
import { apiJson, serverMessage } from "../../lib/api";
import { PRODUCTS_KEY, USER_ORDERS_KEY, USER_QUOTES_KEY } from "../../lib/query-keys";
import { useCart } from "../../lib/cart/cart-context";
import { uploadFile } from "../../lib/uploads";
import { customerOrderPath, JUST_PAID } from "../../lib/order-arrival";
import type { CheckoutFormOutput, CheckoutFormValues } from "./checkout-form-schema";
import { buildOrderData, type AppliedCode } from "./order-payload";

/** What a quote or an invoiced order needs: contact, addresses, shipping; the card fields are not asked. */
const ORDER_FIELDS = [
  "customerName",
  "customerEmail",
  "customerPhone",
  "billingStreet",
  "billingCity",
  "billingState",
  "billingZipCode",
  "billingCountry",
  "street",
  "city",
  "state",
  "zipCode",
  "country",
  "shippingMethod",
] as const satisfies readonly (keyof CheckoutFormValues)[];

const failure = (title: string, error: unknown) =>
  toast({ title, description: serverMessage(error, "Please try again."), variant: "destructive" });

export function InstitutionalActions({ user, totals, code }: { user: User; totals: OrderTotals; code: AppliedCode | null }) {
  const form = useFormContext<CheckoutFormValues>();
  const { items, clearCart } = useCart();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const net30 = user.paymentTerms === "net30";
  const [poFile, setPoFile] = useState<File | null>(null);

  async function values(): Promise<CheckoutFormOutput | null> {
    if (!(await form.trigger([...ORDER_FIELDS]))) {
      toast({ title: "Please complete the contact, address and shipping fields", variant: "destructive" });
      return null;
    }
    return form.getValues() as CheckoutFormOutput;
  }

  const requestQuote = useMutation({
    mutationFn: async () => {
      const v = await values();
      if (!v) return null;
      return apiJson("POST", "/api/quotes", quote, {
        items: JSON.stringify(items),
        shippingAddress: { street: v.street, city: v.city, state: v.state, zipCode: v.zipCode, country: v.country },
        shippingMethod: v.shippingMethod,
        customerName: v.customerName,
        customerEmail: v.customerEmail,
        customerPhone: v.customerPhone,
        companyName: v.companyName || null,
        notes: v.specialInstructions || null,
        taxId: v.taxId || null,
        ...(code ? { discountCode: code.code } : {}),
      });
    },
    onSuccess: async (created) => {
      if (!created) return;
      toast({
        title: `Quote ${created.number} created`,
        description: "The PDF is on its way to your e-mail; your quotes are in your account.",
      });
      void queryClient.invalidateQueries({ queryKey: USER_QUOTES_KEY });
      await navigate("/account");
    },
    onError: (error) => failure("Quote not created", error),
  });

  const invoiceMe = useMutation({
    mutationFn: async () => {
      const v = await values();
      if (!v) return null;
      if (!v.purchaseOrderNumber) {
        form.setError("purchaseOrderNumber", { message: "A PO number is required to pay on invoice" });
        toast({ title: "Please enter your PO number", variant: "destructive" });
        return null;
      }
      const orderData = buildOrderData(v, items, totals, user.id, code);
      // The PO PDF is optional: uploaded through the signed-upload path first, its stored path goes with the charge.
      const purchaseOrderFileUrl = poFile ? await uploadFile("/api/user/purchase-orders/upload", poFile) : undefined;
      return apiJson("POST", "/api/payment/charge", chargeResponse, {
        paymentMethod: "invoice",
        amount: totals.total,
        ...(purchaseOrderFileUrl ? { purchaseOrderFileUrl } : {}),
        orderData,
      });
    },
    onSuccess: async (answer) => {
      if (!answer) return;
      if (!answer.success) {
        toast({ title: "Order not placed", description: answer.message, variant: "destructive" });
        return;
      }
      void queryClient.invalidateQueries({ queryKey: USER_ORDERS_KEY });
      void queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY });
      toast({ title: "Order placed on Net 30 terms", description: answer.message });
      await navigate(customerOrderPath(answer.orderId), { state: JUST_PAID });
      clearCart();
    },
    onError: (error) => failure("Order not placed", error),
  });

  const busy = requestQuote.isPending || invoiceMe.isPending;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Buying for an institution?</CardTitle>
        <CardDescription>
          Get a formal quote (PDF, valid 30 days) for your purchasing department
          {net30 ? ", or place the order on your account's Net 30 terms with your PO number." : "."}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-end gap-3">
        {net30 ? (
          <div className="grid w-full gap-1.5 sm:max-w-xs">
            <Label htmlFor="checkout-po-file">PO PDF (optional)</Label>
            <Input id="checkout-po-file" type="file" accept="application/pdf" onChange={(e) => setPoFile(e.target.files?.[0] ?? null)} />
          </div>
        ) : null}
        <PendingButton
          type="button"
          variant="outline"
          pending={requestQuote.isPending}
          disabled={busy || items.length === 0}
          onClick={() => requestQuote.mutate()}
        >
          Request a quote
        </PendingButton>
        {net30 ? (
          <PendingButton
            type="button"
            pending={invoiceMe.isPending}
            disabled={busy || items.length === 0}
            onClick={() => invoiceMe.mutate()}
          >
            Invoice me (Net 30)
          </PendingButton>
        ) : null}
      </CardContent>
    </Card>
  );
}
