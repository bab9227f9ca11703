import { ShoppingCart } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";

export function EmptyCheckout() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center rounded-lg border bg-card px-6 py-14 text-center shadow-sm">
      <ShoppingCart className="h-12 w-12 text-muted-foreground" aria-hidden="true" />
      <h2 className="mt-4 text-xl font-semibold">Your cart is empty</h2>
      <p className="mt-2 text-muted-foreground">Add some products to your cart before checking out</p>
      <Button asChild className="mt-6">
        <Link to="/products">Shop Now</Link>
      </Button>
    </div>
  );
}
