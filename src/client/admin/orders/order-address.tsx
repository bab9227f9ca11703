import type { Order } from "../../../shared/contracts/orders";

interface Address {
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}

/** The billing address of an order (its shipping address is the order's own street, city, …). */
export const billingAddress = (order: Order): Address => ({
  street: order.billingStreet,
  city: order.billingCity,
  state: order.billingState,
  zipCode: order.billingZipCode,
  country: order.billingCountry,
});

interface OrderAddressProps {
  title: string;
  address: Address;
  /** Legacy combined address text, shown when the street is empty (as the order history does). */
  fallback?: string | null;
}

export function OrderAddress({ title, address, fallback }: OrderAddressProps) {
  const { street, city, state, zipCode, country } = address;
  if (!street.trim() && fallback) {
    return (
      <section>
        <h3 className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{title}</h3>
        <address className="whitespace-pre-line text-sm not-italic leading-relaxed text-slate-800">{fallback}</address>
      </section>
    );
  }
  const cityLine = [city, [state, zipCode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return (
    <section>
      <h3 className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{title}</h3>
      <address className="text-sm not-italic leading-relaxed text-slate-800">
        {street}
        <br />
        {cityLine}
        <br />
        {country}
      </address>
    </section>
  );
}
