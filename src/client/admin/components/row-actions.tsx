import { Pencil, Trash2 } from "lucide-react";
import { Button } from "../../components/ui/button";

interface RowActionsProps {
  /** Completes "Edit …" and "Delete …" for screen readers. */
  label: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** A table row's edit and delete buttons. */
export function RowActions({ label, onEdit, onDelete }: RowActionsProps) {
  return (
    <div className="flex justify-end gap-1">
      <Button variant="ghost" size="icon" aria-label={`Edit ${label}`} title="Edit" onClick={onEdit}>
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Delete ${label}`}
        title="Delete"
        className="text-destructive hover:bg-red-50 hover:text-destructive"
        onClick={onDelete}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}
