import { Button, type ButtonProps } from "../../components/ui/button";
import type { ActionRule } from "./order-actions";

interface OrderActionButtonProps extends Omit<ButtonProps, "disabled"> {
  rule: ActionRule;
  /** The id of the line that says why closed actions are closed. */
  explained: string | undefined;
}

/** An order action: disabled when its rule refuses it, and then pointing at the reason. */
export function OrderActionButton({ rule, explained, ...props }: OrderActionButtonProps) {
  return <Button {...props} disabled={!rule.allowed} aria-describedby={rule.allowed ? undefined : explained} />;
}
