import type { SalesStats } from "../../../shared/contracts/admin";
import { formatPrice } from "../../../shared/money";
import { Skeleton } from "../../components/ui/skeleton";
import { DashboardCard } from "./dashboard-card";
import { ColumnHeadRow } from "../../components/ui/table";

type TopProduct = SalesStats["topProducts"][number];

/** The products that brought the most net revenue: name, units sold, revenue. */
export function TopProductsCard({ products, failed }: { products: TopProduct[] | undefined; failed: boolean }) {
  return (
    <DashboardCard title="Top Products" className="min-w-0">
      {products === undefined ? (
        failed ? (
          <p className="py-6 text-center text-sm text-muted-foreground">The top products could not be loaded.</p>
        ) : (
          <div className="grid gap-3">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-8 w-full" />
            ))}
          </div>
        )
      ) : products.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">No sales yet</p>
      ) : (
        <table className="w-full text-sm">
          <caption className="sr-only">Top products by net revenue</caption>
          <thead>
            <ColumnHeadRow
              className="border-b text-left text-xs uppercase tracking-wide text-muted-foreground"
              cellClassName="pb-2 font-medium"
              columns={["Product", { label: "Qty", className: "text-right" }, { label: "Revenue", className: "text-right" }]}
            />
          </thead>
          <tbody className="divide-y">
            {products.map((product, index) => (
              <tr key={`${product.productId}-${index}`}>
                <th scope="row" className="py-2 pr-2 text-left font-medium text-slate-900">
                  {product.name}
                </th>
                <td className="py-2 pl-2 text-right tabular-nums">{product.quantity}</td>
                <td className="whitespace-nowrap py-2 pl-2 text-right font-semibold tabular-nums">{formatPrice(product.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </DashboardCard>
  );
}
