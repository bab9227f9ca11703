import { FileText, X } from "lucide-react";
import { Button } from "../../components/ui/button";
import { FieldMessage } from "../../components/field-message";
import { Label } from "../../components/ui/label";
import { UploadButton } from "./upload-button";

/** The words of one attached document (admin.md §8 gives the toasts). */
export interface DocumentTexts {
  label: string;
  empty: string;
  view: string;
  upload: string;
  /** Accessible name of the file input. */
  input: string;
  success: string;
}

export const CATEGORY_FILE: DocumentTexts = {
  label: "File (PDF)",
  empty: "No file attached",
  view: "View file",
  upload: "Upload File",
  input: "Category file",
  success: "File uploaded successfully",
};

export const PRODUCT_PDF: DocumentTexts = {
  label: "PDF file",
  empty: "No PDF attached",
  view: "View PDF",
  upload: "Upload PDF",
  input: "Product PDF file",
  success: "PDF uploaded successfully",
};

interface DocumentUploadFieldProps {
  texts: DocumentTexts;
  url: string | null | undefined;
  onChange: (path: string) => void;
  error?: string | undefined;
}

/** A PDF attached by upload (category file, product datasheet): link to it, upload, remove. */
export function DocumentUploadField({ texts, url, onChange, error }: DocumentUploadFieldProps) {
  return (
    <div className="grid gap-2">
      <Label>{texts.label}</Label>
      <div className="flex flex-wrap items-center gap-3">
        {url ? (
          <a
            href={url}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
          >
            <FileText className="h-4 w-4" aria-hidden="true" /> {texts.view}
          </a>
        ) : (
          <span className="text-sm text-muted-foreground">{texts.empty}</span>
        )}
        <UploadButton kind="file" label={texts.upload} inputLabel={texts.input} successMessage={texts.success} onUploaded={onChange} />
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
