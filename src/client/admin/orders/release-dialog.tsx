import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { releaseInput } from "../../../shared/contracts/screening";
import { FormField } from "../../components/form-field";
import { PendingButton } from "../../components/pending-button";
import { AlertDialogCancel, AlertDialogFooter } from "../../components/ui/alert-dialog";
import { Textarea } from "../../components/ui/textarea";
import { AlertDialogFrame } from "../components/alert-dialog-frame";
import { DialogError } from "../../components/dialog-error";
import { type ReleaseInput, useReleaseOrder } from "./use-order-detail";
import { useResetOnOpen } from "./use-reset-on-open";

interface ReleaseDialogProps {
  orderId: string;
  orderNumber: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const DEFAULTS: ReleaseInput = { note: "" };

/** Releases a held order (POST /api/admin/orders/{id}/release): back to pending, the note in its history and the activity log. */
export function ReleaseDialog({ orderId, orderNumber, open, onOpenChange }: ReleaseDialogProps) {
  const release = useReleaseOrder(orderId);
  const form = useForm({ resolver: zodResolver(releaseInput), defaultValues: DEFAULTS });
  const { errors } = form.formState;
  useResetOnOpen(open, DEFAULTS, form.reset, release.reset);

  return (
    <AlertDialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={<>Release order #{orderNumber}?</>}
      description="Release it only once you are satisfied the buyer is not the listed party. The order goes back to pending and may ship."
    >
      <form
        className="grid gap-4"
        noValidate
        onSubmit={form.handleSubmit((values) => release.mutate(values, { onSuccess: () => onOpenChange(false) }))}
      >
        <FormField
          id="release-note"
          label="Note"
          error={errors.note?.message}
          hint="Why the buyer is cleared: kept in the history and the activity log."
        >
          {(aria) => <Textarea {...aria} rows={3} {...form.register("note")} />}
        </FormField>
        <DialogError error={release.error} fallback="The order could not be released. Please try again." />
        <AlertDialogFooter>
          <AlertDialogCancel type="button">Keep on hold</AlertDialogCancel>
          <PendingButton type="submit" pending={release.isPending}>
            Release order
          </PendingButton>
        </AlertDialogFooter>
      </form>
    </AlertDialogFrame>
  );
}
