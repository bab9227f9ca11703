import { Badge } from "../../components/ui/badge";

export function StockBadge({ inStock, className }: { inStock: number; className?: string }) {
  return inStock > 0 ? (
    <Badge variant="success" className={className}>
      In Stock
    </Badge>
  ) : (
    <Badge variant="destructive" className={className}>
      Out of Stock
    </Badge>
  );
}
