import { Minus, Plus } from "lucide-react";
import { Button } from "../../components/ui/button";
import { canDecreaseQuantity, canIncreaseQuantity } from "./option-selection";

interface QuantityStepperProps {
  quantity: number;
  inStock: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
  /** Units of the product already in the cart: `inStock` is then what is left beside them. */
  inCart?: number;
  /** Built to order (extensions §8): `inStock` is then what may still be ordered, not counted aloud. */
  buildToOrder?: boolean;
}

/**
 * Quantity: minimum 1; maximum the stock when in stock (the plus button is disabled there). Taps on
 * its buttons before the app has run count once it is hydrated, before a tap on Add to Cart (decision 0082).
 */
export function QuantityStepper({ quantity, inStock, onChange, disabled = false, inCart = 0, buildToOrder = false }: QuantityStepperProps) {
  return (
    <div className="flex items-center gap-3">
      <span id="quantity-label" className="text-sm font-medium">
        Quantity
      </span>
      <div className="inline-flex items-center rounded-md border" role="group" aria-labelledby="quantity-label">
        <Button
          variant="ghost"
          size="icon"
          className="rounded-r-none"
          aria-label="Decrease quantity"
          disabled={disabled || !canDecreaseQuantity(quantity)}
          onClick={() => onChange(quantity - 1)}
          data-early-tap=""
        >
          <Minus aria-hidden="true" />
        </Button>
        <output className="w-12 text-center font-semibold tabular-nums" aria-live="polite" data-testid="quantity">
          {quantity}
        </output>
        <Button
          variant="ghost"
          size="icon"
          className="rounded-l-none"
          aria-label="Increase quantity"
          disabled={disabled || !canIncreaseQuantity(quantity, inStock)}
          onClick={() => onChange(quantity + 1)}
          data-early-tap=""
        >
          <Plus aria-hidden="true" />
        </Button>
      </div>
      {inStock > 0 && !buildToOrder ? (
        <span className="text-sm text-muted-foreground">
          {inCart > 0 ? `${inStock} more available (${inCart} in your cart)` : `${inStock} available`}
        </span>
      ) : null}
    </div>
  );
}
