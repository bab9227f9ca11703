import { countryCode, isUnitedStates } from "../../../shared/geo";
import { zodResolver } from "@hookform/resolvers/zod";
import { FormProvider, useForm, useWatch, type FieldErrors } from "react-hook-form";
import type { Quote } from "../../../shared/contracts/institutional";
import { formatPrice, orderTotals, toCents } from "../../../shared/money";
import { toast } from "../../hooks/use-toast";
import { useUser } from "../../lib/auth";
import { useCart } from "../../lib/cart/cart-context";
import { usePricedCart } from "../../lib/cart/use-priced-cart";
import { DiscountCodeField } from "./discount-code-field";
import { useDiscountCode } from "./use-discount-code";
import { AccountSection } from "./account-section";
import { useCheckoutDraft } from "./checkout-draft";
import { checkoutFormSchema, type CheckoutFormValues } from "./checkout-form-schema";
import { DeliverySection } from "./delivery-section";
import { OrderSummary } from "./order-summary";
import { PaymentSection } from "./payment-section";
import { ShippingMethodSection } from "./shipping-method-section";
import { useAutoSelectRate } from "./use-auto-select-rate";
import { useCheckoutPrefill } from "./use-checkout-prefill";
import { usePaymentConfig, usePaymentScript } from "./use-payment-script";
import { usePlaceOrder } from "./use-place-order";
import { InstitutionalActions } from "./institutional-actions";
import { useShippingRates } from "./use-shipping-rates";
import { useTaxRate } from "./use-tax-rate";
import { FormSection } from "./form-section";
import { quoteFormValues, quoteItems, quoteTotals } from "./quote-checkout";

/**
 * The checkout form (left) and the order summary with the pay button (right, sticky on wide screens).
 * With a quote (extensions §4, ordering a quote by card) the lines, totals and shipping method are
 * the quote's and the cart is left alone.
 */
export function CheckoutForm({ quote }: { quote?: Quote | undefined } = {}) {
  const { user, isLoading: userLoading } = useUser();
  const cart = useCart();
  const items = quote ? quoteItems(quote) : cart.items;
  const draft = useCheckoutDraft();
  const startValues = quote ? quoteFormValues(quote) : draft;
  const form = useForm({ resolver: zodResolver(checkoutFormSchema), defaultValues: startValues });
  const [city, state, zipCode, country, shippingMethod] = useWatch({
    control: form.control,
    name: ["city", "state", "zipCode", "country", "shippingMethod"],
  });

  const { addresses } = useCheckoutPrefill(form, user);
  // A quote keeps its own shipping and tax: no rates are asked for it.
  const shipping = useShippingRates({ city, state, zip: zipCode, country }, quote ? [] : items);
  const liveTax = useTaxRate(country, state);
  const tax = quote ? { status: liveTax.status === "not-applicable" ? liveTax.status : ("ready" as const), rate: quote.taxRate } : liveTax;
  const paymentConfig = usePaymentConfig();
  const scriptStatus = usePaymentScript(paymentConfig.data?.scriptUrl);

  useAutoSelectRate(
    { getValues: form.getValues, setValue: form.setValue, submitted: form.formState.isSubmitted },
    quote ? "loading" : shipping.status,
    shipping.rates,
  );

  // Each line at the buyer's price (its quantity tier, a group member's price) and a discount code
  // the server accepted for this cart (extensions §8): the totals the charge must agree with.
  const priced = usePricedCart(items, !quote);
  const discount = useDiscountCode(quote ? [] : items, user?.id ?? null);
  const code = discount.applied ? { code: discount.applied.code, discountAmount: discount.applied.discountAmount } : null;
  const rate = shipping.rates.find((r) => r.service === shippingMethod);
  const totals = quote
    ? quoteTotals(quote)
    : orderTotals(priced.subtotalCents, tax.rate, rate ? toCents(rate.cost) : 0, code ? toCents(code.discountAmount) : 0);
  const { placeOrder, processing } = usePlaceOrder({ user, totals, paymentConfig: paymentConfig.data, quote, code });

  // The schema also requires a shipping method; when that is all that is missing, say so where the customer looks.
  function onInvalid(errors: FieldErrors<CheckoutFormValues>) {
    const fields = Object.keys(errors);
    if (fields.length === 1 && fields[0] === "shippingMethod") {
      toast({ title: "Please select a shipping method", variant: "destructive" });
    }
  }

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label="Checkout"
        onSubmit={form.handleSubmit(placeOrder, onInvalid)}
        className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-8"
      >
        <div className="grid min-w-0 gap-6">
          {!userLoading && !user ? <AccountSection /> : null}
          <DeliverySection savedAddresses={addresses} />
          {quote ? (
            <FormSection id="shipping-method" title="Shipping Method">
              <p className="text-sm">
                {quote.shippingServiceName}: {formatPrice(quote.shippingCost)}, as quoted in {quote.number}. The shipping address must stay
                the quote&apos;s.
              </p>
            </FormSection>
          ) : (
            <ShippingMethodSection status={shipping.status} rates={shipping.rates} />
          )}
          <PaymentSection config={paymentConfig.data} configFailed={paymentConfig.isError} scriptStatus={scriptStatus} />
          {user && user.role === "customer" && !quote ? <InstitutionalActions user={user} totals={totals} code={code} /> : null}
        </div>
        <aside className="min-w-0 lg:sticky lg:top-24">
          <OrderSummary
            lines={priced.lines}
            group={quote ? null : priced.group}
            totals={totals}
            taxStatus={tax.status}
            hasShipping={quote !== undefined || rate !== undefined}
            processing={processing}
            quoting={!quote && (shipping.status === "loading" || tax.status === "loading" || discount.checking)}
            discount={
              quote
                ? { label: quote.discountCode ? `Discount (${quote.discountCode})` : "Discount", amount: quote.discount }
                : code
                  ? { label: `Discount (${code.code})`, amount: code.discountAmount }
                  : null
            }
            codeField={quote ? undefined : <DiscountCodeField discount={discount} />}
            abroad={countryCode(country) !== undefined && !isUnitedStates(country)}
          />
        </aside>
      </form>
    </FormProvider>
  );
}
