import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { quoteList, type Quote } from "../../../shared/contracts/institutional";
import { BackLink } from "../../components/back-link";
import { CartNotices } from "../../components/cart-notices";
import { Button } from "../../components/ui/button";
import { usePageTitle } from "../../hooks/use-page-title";
import { getQueryFn } from "../../lib/api";
import { USER_QUOTES_KEY } from "../../lib/query-keys";
import { useUser } from "../../lib/auth";
import { useCart } from "../../lib/cart/cart-context";
import { useCartCheck } from "../../lib/cart/use-cart-check";
import { CheckoutForm } from "./checkout-form";
import { EmptyCheckout } from "./empty-checkout";
import { quoteBlocker } from "./quote-checkout";
import { formatDay } from "../../lib/dates";

export function CheckoutPage() {
  usePageTitle("Checkout");
  const [params] = useSearchParams();
  const quoteId = params.get("quote");
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 md:py-12 lg:px-8">
      <BackLink to={quoteId ? "/account" : "/products"}>{quoteId ? "Back to your account" : "Back to Shopping"}</BackLink>
      <h1 className="mb-8 text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">Checkout</h1>
      {quoteId ? <QuoteCheckout quoteId={quoteId} /> : <CartCheckout />}
    </div>
  );
}

function CartCheckout() {
  const { items, lines } = useCart();
  const setAside = lines.length - items.length;
  // The summary is the cart shown again: it is checked against the catalog as the panel is.
  const { notices } = useCartCheck(true);
  return (
    <>
      <CartNotices notices={notices} className="mb-6" />
      {setAside > 0 && items.length > 0 ? (
        <p className="mb-6 text-sm text-muted-foreground" data-testid="set-aside-note">
          {setAside === 1 ? "1 item in your cart is" : `${setAside} items in your cart are`} no longer available and not part of this order.
        </p>
      ) : null}
      {items.length === 0 ? <EmptyCheckout /> : <CheckoutForm />}
    </>
  );
}

function QuoteProblem({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="grid max-w-xl gap-4 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm">
      <p>{children}</p>
      <Button asChild variant="outline" className="justify-self-start">
        <Link to="/account">Your quotes</Link>
      </Button>
    </div>
  );
}

/** Ordering one of the customer's quotes by card: the checkout filled from the quote (extensions §4). */
function QuoteCheckout({ quoteId }: { quoteId: string }) {
  const { user, isLoading } = useUser();
  const quotes = useQuery({ queryKey: USER_QUOTES_KEY, queryFn: getQueryFn(quoteList), enabled: user?.role === "customer" });
  if (isLoading || (user && quotes.isPending)) return <p className="text-sm text-muted-foreground">Loading the quote…</p>;
  if (!user) return <QuoteProblem>Please sign in to order from your quote.</QuoteProblem>;
  if (quotes.isError) return <QuoteProblem>Your quotes could not be loaded. Please try again.</QuoteProblem>;
  const quote: Quote | undefined = quotes.data?.find((q) => q.id === quoteId);
  if (!quote) return <QuoteProblem>This quote was not found in your account.</QuoteProblem>;
  const blocker = quoteBlocker(quote);
  if (blocker) return <QuoteProblem>{blocker}</QuoteProblem>;
  return (
    <>
      <p className="mb-6 text-sm text-muted-foreground" data-testid="quote-checkout-note">
        Ordering quote {quote.number} at its prices (valid until {formatDay(quote.validUntil)}). Your cart is kept as it is.
      </p>
      <CheckoutForm key={quote.id} quote={quote} />
    </>
  );
}
