import { Pencil } from "lucide-react";
import { Button } from "../../components/ui/button";
import { DeleteIconButton } from "./delete-icon-button";

interface RowActionsProps {
  /** Completes "Edit …" and "Delete …" for screen readers. */
  label: string;
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
}

/** A table row's edit and delete buttons (each when it has a handler). */
export function RowActions({ label, onEdit, onDelete }: RowActionsProps) {
  return (
    <div className="flex justify-end gap-1">
      {onEdit ? (
        <Button variant="ghost" size="icon" aria-label={`Edit ${label}`} title="Edit" onClick={onEdit}>
          <Pencil aria-hidden="true" />
        </Button>
      ) : null}
      {onDelete ? <DeleteIconButton label={`Delete ${label}`} title="Delete" onClick={onDelete} /> : null}
    </div>
  );
}
