import type { Order } from "../../../shared/contracts/orders";

interface AddressLines {
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}

function AddressBlock({
  title,
  name,
  company,
  address,
  fallback,
}: {
  title: string;
  name: string;
  company: string | null;
  address: AddressLines;
  fallback?: string | null;
}) {
  const cityLine = [address.city, [address.state, address.zipCode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return (
    <section aria-label={title}>
      <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600">{title}</h3>
      <address className="not-italic leading-relaxed">
        <span className="block">{name}</span>
        {company ? <span className="block">{company}</span> : null}
        {address.street.trim() ? (
          <>
            <span className="block">{address.street}</span>
            {cityLine ? <span className="block">{cityLine}</span> : null}
            <span className="block">{address.country}</span>
          </>
        ) : (
          <span className="block whitespace-pre-line">{fallback}</span>
        )}
      </address>
    </section>
  );
}

/** Bill-to and ship-to of an order, side by side from a tablet up. */
export function OrderAddresses({ order }: { order: Order }) {
  const billing = {
    street: order.billingStreet,
    city: order.billingCity,
    state: order.billingState,
    zipCode: order.billingZipCode,
    country: order.billingCountry,
  };
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <AddressBlock title="Billing address" name={order.customerName} company={order.companyName} address={billing} />
      <AddressBlock
        title="Shipping address"
        name={order.customerName}
        company={order.companyName}
        address={order}
        fallback={order.customerAddress}
      />
    </div>
  );
}
