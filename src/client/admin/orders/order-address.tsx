interface OrderAddressProps {
  title: string;
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  /** Legacy combined address text, shown when the street is empty (as the order history does). */
  fallback?: string | null;
}

export function OrderAddress({ title, street, city, state, zipCode, country, fallback }: OrderAddressProps) {
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
