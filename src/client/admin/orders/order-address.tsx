interface OrderAddressProps {
  title: string;
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}

export function OrderAddress({ title, street, city, state, zipCode, country }: OrderAddressProps) {
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
