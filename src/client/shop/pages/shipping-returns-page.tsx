import { Clock, PackageCheck, RotateCcw, Truck } from "lucide-react";
import { IconCard } from "../../components/icon-card";
import type { IconPointItem } from "../../components/icon-point";
import { ColumnHeadRow } from "../../components/ui/table";
import { SERVICES_TABLE, SHIPPING_RETURNS } from "./content/shipping-returns";
import { ProsePage } from "./prose-page";

const HIGHLIGHTS: IconPointItem[] = [
  { icon: PackageCheck, title: "Ships fast", text: "Most orders ship the same or next day" },
  { icon: Truck, title: "UPS delivery", text: "Ground, 2-day, next-day and international" },
  { icon: RotateCcw, title: "30-day returns", text: "Unconditional, for any reason" },
  { icon: Clock, title: "Quick refunds", text: "Refunds in 5-7 business days" },
];

const SERVICES = [
  { service: "UPS Ground", delivery: "Delivery in 1-5 business days", where: "United States" },
  { service: "UPS 2nd Day Air", delivery: "Delivery in 2 business days", where: "United States" },
  { service: "UPS Next Day Air", delivery: "Next business day delivery", where: "United States" },
  { service: "UPS Worldwide Express", delivery: "International express delivery", where: "All other countries" },
];

const highlights = (
  <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
    {HIGHLIGHTS.map((highlight) => (
      <IconCard key={highlight.title} variant="fact" {...highlight} />
    ))}
  </ul>
);

const servicesTable = (
  <div className="overflow-x-auto rounded-lg border">
    <table className="w-full text-left text-sm">
      <thead className="bg-muted/60 text-slate-900">
        <ColumnHeadRow
          cellClassName="px-4 py-3 font-semibold"
          columns={["Service", "Delivery", { label: "Destinations", className: "hidden sm:table-cell" }]}
        />
      </thead>
      <tbody className="divide-y">
        {SERVICES.map((row) => (
          <tr key={row.service}>
            <th scope="row" className="px-4 py-3 font-medium text-slate-900">
              {row.service}
              <span className="block text-xs font-normal text-muted-foreground sm:hidden">{row.where}</span>
            </th>
            <td className="px-4 py-3">{row.delivery}</td>
            <td className="hidden px-4 py-3 sm:table-cell">{row.where}</td>
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);

export function ShippingReturnsPage() {
  return <ProsePage content={SHIPPING_RETURNS} intro={highlights} inserts={{ [SERVICES_TABLE]: servicesTable }} className="space-y-12" />;
}
