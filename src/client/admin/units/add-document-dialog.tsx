import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { unitDocumentKinds } from "../../../shared/contracts/units";
import { DialogFormFooter } from "../../components/dialog-form-footer";
import { FormField } from "../../components/form-field";
import { TextField } from "../../components/text-field";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { NativeSelect } from "../../components/ui/native-select";
import { DialogError } from "../../components/dialog-error";
import { DOCUMENT_KINDS, documentDefaults, documentForm, toDocumentInput, type DocumentFormValues } from "./document-form";
import { useFileUnitDocument } from "./use-units";
import { fieldsOf } from "../../lib/form-fields";

interface AddDocumentDialogProps {
  unit: { id: number; serial: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Files a document on a unit (POST /api/admin/units/upload, then /api/admin/units/{id}/documents):
 * a calibration certificate with its number and calibration date, a factors CSV, or another file.
 */
export function AddDocumentDialog({ unit, open, onOpenChange }: AddDocumentDialogProps) {
  const file = useFileUnitDocument(unit.id);
  const form = useForm<DocumentFormValues>({ resolver: zodResolver(documentForm), defaultValues: documentDefaults });
  const field = fieldsOf(form);
  const { errors } = form.formState;
  const kind = form.watch("kind");
  const texts = DOCUMENT_KINDS[kind];
  const { reset } = form;
  const resetCall = file.reset;
  useEffect(() => {
    if (open) {
      reset(documentDefaults);
      resetCall();
    }
  }, [open, reset, resetCall]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Add a document to S/N {unit.serial}</DialogTitle>
          <DialogDescription>
            The owner sees it in My Instruments. A certificate&apos;s calibration date sets the unit&apos;s calibration and its next due
            date.
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={form.handleSubmit((values) => file.mutate(toDocumentInput(values), { onSuccess: () => onOpenChange(false) }))}
        >
          <FormField id="unit-document-kind" label="Kind" error={errors.kind?.message}>
            {(aria) => (
              <NativeSelect {...aria} {...form.register("kind")}>
                {unitDocumentKinds.map((value) => (
                  <option key={value} value={value}>
                    {DOCUMENT_KINDS[value].label}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="unit-document-name"
              label={texts.nameLabel}
              autoComplete="off"
              className={kind === "certificate" ? undefined : "sm:col-span-2"}
              {...field("name")}
            />
            {kind === "certificate" ? (
              <TextField id="unit-document-calibrated" label="Calibrated on" type="date" {...field("calibratedOn")} />
            ) : null}
          </div>
          <Controller
            control={form.control}
            name="file"
            render={({ field }) => (
              <FormField id="unit-document-file" label="File" hint={texts.fileHint} error={errors.file?.message}>
                {(aria) => (
                  <Input
                    {...aria}
                    type="file"
                    accept={texts.accept}
                    name={field.name}
                    ref={field.ref}
                    onBlur={field.onBlur}
                    onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
                  />
                )}
              </FormField>
            )}
          />
          <DialogError error={file.error} fallback="The document could not be filed. Please try again." />
          <DialogFormFooter pending={file.isPending} onCancel={() => onOpenChange(false)}>
            File document
          </DialogFormFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
