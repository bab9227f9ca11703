import { zodResolver } from "@hookform/resolvers/zod";
import { FormProvider, useForm, useWatch, type FieldErrors } from "react-hook-form";
import { orderTotals, toCents } from "../../../shared/money";
import { toast } from "../../hooks/use-toast";
import { useUser } from "../../lib/auth";
import { useCart } from "../../lib/cart/cart-context";
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

/** The checkout form (left) and the order summary with the pay button (right, sticky on wide screens). */
export function CheckoutForm() {
  const { user, isLoading: userLoading } = useUser();
  const { items, totalCents } = useCart();
  const startValues = useCheckoutDraft();
  const form = useForm({ resolver: zodResolver(checkoutFormSchema), defaultValues: startValues });
  const [city, state, zipCode, country, shippingMethod] = useWatch({
    control: form.control,
    name: ["city", "state", "zipCode", "country", "shippingMethod"],
  });

  const { addresses } = useCheckoutPrefill(form, user);
  const shipping = useShippingRates({ city, state, zip: zipCode, country }, items);
  const tax = useTaxRate(country, state);
  const paymentConfig = usePaymentConfig();
  const scriptStatus = usePaymentScript(paymentConfig.data?.scriptUrl);

  useAutoSelectRate(
    { getValues: form.getValues, setValue: form.setValue, submitted: form.formState.isSubmitted },
    shipping.status,
    shipping.rates,
  );

  const rate = shipping.rates.find((r) => r.service === shippingMethod);
  const totals = orderTotals(totalCents, tax.rate, rate ? toCents(rate.cost) : 0);
  const { placeOrder, processing } = usePlaceOrder({ user, totals, paymentConfig: paymentConfig.data });

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
          <ShippingMethodSection status={shipping.status} rates={shipping.rates} />
          <PaymentSection config={paymentConfig.data} configFailed={paymentConfig.isError} scriptStatus={scriptStatus} />
          {user && user.role === "customer" ? <InstitutionalActions user={user} totals={totals} /> : null}
        </div>
        <aside className="min-w-0 lg:sticky lg:top-24">
          <OrderSummary
            items={items}
            totals={totals}
            taxStatus={tax.status}
            hasShipping={rate !== undefined}
            processing={processing}
            quoting={shipping.status === "loading" || tax.status === "loading"}
          />
        </aside>
      </form>
    </FormProvider>
  );
}
