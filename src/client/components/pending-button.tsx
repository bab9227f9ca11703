import { Loader2 } from "lucide-react";
import { Button, type ButtonProps } from "./ui/button";

interface PendingButtonProps extends ButtonProps {
  /** While true the button is disabled and shows a spinner before its label. */
  pending: boolean;
}

/** A button that sends something: disabled with a spinner while the request is under way. */
export function PendingButton({ pending, disabled, children, ...props }: PendingButtonProps) {
  return (
    <Button {...props} disabled={pending || disabled}>
      {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
      {children}
    </Button>
  );
}
