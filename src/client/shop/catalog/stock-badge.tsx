import { isBuiltToOrder, type StockFacts } from "../../../shared/build-to-order";
import { Badge } from "../../components/ui/badge";

/** In Stock, Out of Stock, or for a product built to order (extensions §8) with none on the shelf, Built to Order. */
export function StockBadge({ product, className }: { product: StockFacts; className?: string }) {
  if (product.inStock > 0)
    return (
      <Badge variant="success" className={className}>
        In Stock
      </Badge>
    );
  return isBuiltToOrder(product) ? (
    <Badge variant="secondary" className={className}>
      Built to Order
    </Badge>
  ) : (
    <Badge variant="destructive" className={className}>
      Out of Stock
    </Badge>
  );
}
