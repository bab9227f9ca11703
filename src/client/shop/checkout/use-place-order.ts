import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { chargeResponse, type ChargeResponse, type PaymentConfig } from "../../../shared/contracts/checkout";
import type { Quote } from "../../../shared/contracts/institutional";
import type { User } from "../../../shared/contracts/users";
import type { OrderTotals } from "../../../shared/money";
import { toast } from "../../hooks/use-toast";
import { ApiError, apiJson, serverMessage } from "../../lib/api";
import { useRegister } from "../../lib/auth";
import { PRODUCTS_KEY, USER_KEY, USER_ORDERS_KEY, USER_QUOTES_KEY } from "../../lib/query-keys";
import { useCart } from "../../lib/cart/cart-context";
import { customerOrderPath, JUST_PAID } from "../../lib/order-arrival";
import { acceptScript, CardDataError, tokenizeCard } from "./accept-js";
import type { CheckoutFormOutput } from "./checkout-form-schema";
import { chargeFailureEndsKey, newIdempotencyKey } from "./idempotency-key";
import { buildOrderData, chargeRequest, secureCardData, type AppliedCode } from "./order-payload";
import { quoteItems } from "./quote-checkout";

const failure = (title: string, description?: string) => toast({ title, description, variant: "destructive" });

interface PlaceOrderInput {
  user: User | null;
  totals: OrderTotals;
  paymentConfig: PaymentConfig | undefined;
  /** Ordering a quote by card: its lines are sent, the charge carries its id, and the cart is kept. */
  quote?: Quote | undefined;
  /** A discount code the server accepted for the cart (extensions §8). */
  code?: AppliedCode | null;
}

/** Spec §4 "Checkout flow": account, card token, charge, then the cart is cleared and the customer sees the order's confirmation page. */
export function usePlaceOrder({ user, totals, paymentConfig, quote, code = null }: PlaceOrderInput) {
  const cart = useCart();
  const items = quote ? quoteItems(quote) : cart.items;
  const register = useRegister();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [processing, setProcessing] = useState(false);
  const busy = useRef(false);
  // One key per attempt at paying: a retry after a lost answer reuses it, so the server never charges twice.
  const idempotencyKey = useRef<string | null>(null);
  idempotencyKey.current ??= newIdempotencyKey();

  async function createAccount(values: CheckoutFormOutput): Promise<number | null> {
    try {
      const created = await register.mutateAsync({ username: values.username, password: values.password });
      await queryClient.refetchQueries({ queryKey: USER_KEY });
      return created.id;
    } catch (error) {
      failure("Failed to create account", serverMessage(error) || undefined);
      return null;
    }
  }

  async function charge(values: CheckoutFormOutput, userId: number): Promise<void> {
    const accept = acceptScript();
    if (!accept || !paymentConfig) {
      failure("Payment system not loaded. Please refresh the page.");
      return;
    }
    let opaque: { dataDescriptor: string; dataValue: string };
    try {
      opaque = await tokenizeCard(accept, secureCardData(values, paymentConfig));
    } catch (error) {
      if (error instanceof CardDataError) {
        failure("Payment Error", error.message);
        return;
      }
      throw error;
    }

    const body = {
      ...chargeRequest(opaque, buildOrderData(values, items, totals, userId, quote ? null : code)),
      ...(quote ? { quoteId: quote.id, amount: quote.total } : {}),
    };
    let answer: ChargeResponse;
    try {
      answer = await apiJson("POST", "/api/payment/charge", chargeResponse, body, {
        "Idempotency-Key": idempotencyKey.current ?? newIdempotencyKey(),
      });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // Only a decline or a definitive error is final (nothing was charged): the next try, perhaps with another
      // card, is a new payment. Any other failure, including an unconfirmed charge, keeps the key.
      if (chargeFailureEndsKey(error.status, error.body)) idempotencyKey.current = newIdempotencyKey();
      failure("Payment Failed", serverMessage(error, "Unable to process payment. Please try again."));
      return;
    }
    if (!answer.success) {
      idempotencyKey.current = newIdempotencyKey();
      failure("Payment Failed", answer.message || "Payment failed");
      return;
    }

    void queryClient.invalidateQueries({ queryKey: USER_ORDERS_KEY });
    void queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY });
    if (quote) void queryClient.invalidateQueries({ queryKey: USER_QUOTES_KEY });
    toast({ title: "Order Placed Successfully!", description: "Your payment has been processed and order confirmed." });
    // The confirmation page (extensions §2); the state shows its thank-you banner on arrival only.
    await navigate(customerOrderPath(answer.orderId), { state: JUST_PAID });
    // A quote's order leaves the cart as it was.
    if (!quote) cart.clearCart();
  }

  async function placeOrder(values: CheckoutFormOutput): Promise<void> {
    if (busy.current) return;
    if (!user && (!values.username || !values.password)) {
      failure("Account Required", "Please create an account or login to complete your order");
      return;
    }
    if (!values.shippingMethod) {
      failure("Please select a shipping method");
      return;
    }
    if (!acceptScript() || !paymentConfig) {
      failure("Payment system not loaded. Please refresh the page.");
      return;
    }

    busy.current = true;
    setProcessing(true);
    try {
      const userId = user ? user.id : await createAccount(values);
      if (userId === null) return;
      await charge(values, userId);
    } catch (error) {
      failure("Error", serverMessage(error) || "Failed to complete checkout");
    } finally {
      busy.current = false;
      setProcessing(false);
    }
  }

  return { placeOrder, processing };
}
