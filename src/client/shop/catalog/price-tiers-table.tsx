import type { Product } from "../../../shared/contracts/catalog";
import { formatPrice } from "../../../shared/money";
import { ColumnHeadRow } from "../../components/ui/table";

/** "1–4", "5–9", "10+": the quantities each price of the table holds for. */
export function tierRanges(product: Pick<Product, "price" | "priceTiers">): { quantity: string; price: string }[] {
  const tiers = product.priceTiers;
  if (tiers.length === 0) return [];
  const span = (from: number, next: number | undefined) =>
    next === undefined ? `${from}+` : from === next - 1 ? `${from}` : `${from}–${next - 1}`;
  return [
    { quantity: span(1, tiers[0]!.minQuantity), price: product.price },
    ...tiers.map((tier, i) => ({ quantity: span(tier.minQuantity, tiers[i + 1]?.minQuantity), price: tier.price })),
  ];
}

/** The product page's quantity prices (extensions §8): list prices for everyone, so the page stays the same for every visitor. */
export function PriceTiersTable({ product }: { product: Pick<Product, "price" | "priceTiers" | "options"> }) {
  const rows = tierRanges(product);
  if (rows.length === 0) return null;
  return (
    <div className="max-w-sm rounded-md border" data-testid="price-tiers">
      <table className="w-full text-sm">
        <caption className="px-3 pb-1 pt-3 text-left font-semibold text-slate-900">Quantity pricing</caption>
        <thead>
          <ColumnHeadRow
            className="border-b text-left text-muted-foreground"
            cellClassName="px-3 py-2 font-medium"
            columns={["Quantity", { label: "Price each", className: "text-right" }]}
          />
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.quantity} className="border-b last:border-0">
              <td className="px-3 py-2 tabular-nums">{row.quantity}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatPrice(row.price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {product.options.length > 0 ? (
        <p className="px-3 pb-3 text-xs text-muted-foreground">An option&apos;s price is added to each.</p>
      ) : null}
    </div>
  );
}
