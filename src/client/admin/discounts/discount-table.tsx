import { Tag } from "lucide-react";
import type { Discount } from "../../../shared/contracts/discounts";
import { formatPrice } from "../../../shared/money";
import { formatDate } from "../../lib/dates";
import type { TableSpec } from "../components/data-table";

/** "10% off" or "$50.00 off", and on how many products when it names some. */
export function discountWords(d: Pick<Discount, "kind" | "value" | "productIds">): string {
  const off = d.kind === "percent" ? `${Number(d.value)}% off` : `${formatPrice(d.value)} off`;
  if (d.productIds.length === 0) return off;
  return `${off} ${d.productIds.length === 1 ? "1 product" : `${d.productIds.length} products`}`;
}

/** Its limits in a line: minimum, the days it runs, once per customer; "No limits" without any. */
export function conditionWords(d: Discount): string {
  const parts: string[] = [];
  if (d.minSubtotal) parts.push(`Minimum ${formatPrice(d.minSubtotal)}`);
  if (d.startsAt) parts.push(`from ${formatDate(d.startsAt, "shortDate")}`);
  if (d.endsAt) parts.push(`until ${formatDate(new Date(Date.parse(d.endsAt) - 1), "shortDate")}`);
  if (d.oncePerCustomer) parts.push("once per customer");
  return parts.length === 0 ? "No limits" : parts.join(" · ");
}

/** "3 of 100" or "3". */
export const usesWords = (d: Pick<Discount, "uses" | "maxUses">): string =>
  d.maxUses === null ? String(d.uses) : `${d.uses} of ${d.maxUses}`;

/** Admin › Discounts: code, what it takes off, its conditions and its uses (extensions §8). */
export const discountTable: TableSpec<Discount> = {
  errorText: "The discount codes could not be loaded.",
  empty: { icon: Tag, text: "No discount codes yet. Create one to offer it at the checkout." },
  rowLabel: (d) => d.code,
  confirmDelete: {
    question: "Are you sure you want to delete this discount code?",
    detail: (d) => `"${d.code}" stops working at once. Orders placed with it keep their discount.`,
  },
  columns: [
    {
      id: "code",
      header: "Code",
      cellClassName: "min-w-[9rem]",
      sortValue: (d) => d.code,
      cell: (d) => (
        <>
          <span className="break-all font-mono font-semibold text-slate-900">{d.code}</span>
          <span className="mt-0.5 block text-xs text-muted-foreground md:hidden">{conditionWords(d)}</span>
        </>
      ),
    },
    { id: "discount", header: "Discount", cellClassName: "whitespace-nowrap", cell: discountWords },
    {
      id: "conditions",
      header: "Conditions",
      className: "hidden md:table-cell",
      cellClassName: "min-w-[12rem] text-muted-foreground",
      cell: conditionWords,
    },
    {
      id: "uses",
      header: "Uses",
      className: "text-right",
      cellClassName: "tabular-nums whitespace-nowrap",
      sortValue: (d) => d.uses,
      cell: usesWords,
    },
  ],
};
