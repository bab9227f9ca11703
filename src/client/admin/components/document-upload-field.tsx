import { FileText, X } from "lucide-react";
import { Button } from "../../components/ui/button";
import { FieldMessage } from "../../components/field-message";
import { Label } from "../../components/ui/label";
import { UploadButton } from "./upload-button";

interface DocumentUploadFieldProps {
  label: string;
  url: string | null | undefined;
  emptyText: string;
  viewText: string;
  uploadLabel: string;
  inputLabel: string;
  successMessage: string;
  onChange: (path: string) => void;
  error?: string | undefined;
}

/** A PDF attached by upload (category file, product datasheet): link to it, upload, remove. */
export function DocumentUploadField({
  label,
  url,
  emptyText,
  viewText,
  uploadLabel,
  inputLabel,
  successMessage,
  onChange,
  error,
}: DocumentUploadFieldProps) {
  return (
    <div className="grid gap-2">
      <Label>{label}</Label>
      <div className="flex flex-wrap items-center gap-3">
        {url ? (
          <a
            href={url}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
          >
            <FileText className="h-4 w-4" aria-hidden="true" /> {viewText}
          </a>
        ) : (
          <span className="text-sm text-muted-foreground">{emptyText}</span>
        )}
        <UploadButton
          kind="file"
          label={uploadLabel}
          inputLabel={inputLabel}
          accept=".pdf,application/pdf"
          successMessage={successMessage}
          failureMessage="Please try again"
          onUploaded={onChange}
        />
        {url ? (
          <Button variant="ghost" size="sm" onClick={() => onChange("")}>
            <X aria-hidden="true" /> Remove
          </Button>
        ) : null}
      </div>
      <FieldMessage message={error} />
    </div>
  );
}
