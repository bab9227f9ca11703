import { Trash2 } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "../../components/ui/button";

interface DeleteIconButtonProps extends Omit<ComponentProps<typeof Button>, "children" | "aria-label"> {
  /** What it deletes, for screen readers: "Delete Vermont tax rate", "Remove option 2". */
  label: string;
}

/** The admin's red bin button: a table row's delete, a form row's remove. */
export function DeleteIconButton({ label, ...props }: DeleteIconButtonProps) {
  return (
    <Button variant="ghost" size="icon" aria-label={label} className="text-destructive hover:bg-red-50 hover:text-destructive" {...props}>
      <Trash2 aria-hidden="true" />
    </Button>
  );
}
