import type { ReactNode } from "react";
import { PendingButton } from "./pending-button";
import { Button } from "./ui/button";
import { DialogFooter } from "./ui/dialog";

interface DialogFormFooterProps {
  /** The submit button's label. */
  children: ReactNode;
  pending: boolean;
  onCancel: () => void;
  className?: string;
}

/** A dialog form's last row: Cancel closes it, the submit button spins while the request runs. */
export function DialogFormFooter({ children, pending, onCancel, className }: DialogFormFooterProps) {
  return (
    <DialogFooter className={className}>
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <PendingButton type="submit" pending={pending}>
        {children}
      </PendingButton>
    </DialogFooter>
  );
}
