import { AlertDialogAction, AlertDialogCancel, AlertDialogFooter } from "../../components/ui/alert-dialog";
import { AlertDialogFrame } from "./alert-dialog-frame";

interface ConfirmDeleteDialogProps {
  open: boolean;
  question: string;
  detail?: string;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}

/** The spec's delete confirmation: the question as the title, Cancel and Delete. */
export function ConfirmDeleteDialog({ open, question, detail, onOpenChange, onConfirm }: ConfirmDeleteDialogProps) {
  return (
    <AlertDialogFrame open={open} onOpenChange={onOpenChange} title={question} description={detail ?? "This cannot be undone."}>
      <AlertDialogFooter>
        <AlertDialogCancel>Cancel</AlertDialogCancel>
        <AlertDialogAction onClick={onConfirm}>Delete</AlertDialogAction>
      </AlertDialogFooter>
    </AlertDialogFrame>
  );
}
