import { z } from "zod";
import { unitDocumentKinds, type UnitDocumentKind } from "../../../shared/contracts/units";
import { shopToday } from "../../../shared/shop-time";

/** What each kind is called in the dialog, what its name field asks and which files it takes. */
export const DOCUMENT_KINDS: Record<UnitDocumentKind, { label: string; nameLabel: string; accept: string; fileHint: string }> = {
  certificate: {
    label: "Calibration certificate",
    nameLabel: "Certificate number",
    accept: ".pdf,application/pdf",
    fileHint: "The signed certificate as a PDF.",
  },
  factors: {
    label: "Factors file",
    nameLabel: "Name",
    accept: ".csv,text/csv",
    fileHint: "CSV with the header frequency_hz,factor_db or frequency_mhz,factor_db, then one row per frequency, increasing.",
  },
  other: { label: "Other document", nameLabel: "Name", accept: ".pdf,.csv,application/pdf,text/csv", fileHint: "A PDF or a CSV file." },
};

const EXTENSIONS: Record<UnitDocumentKind, readonly string[]> = { certificate: [".pdf"], factors: [".csv"], other: [".pdf", ".csv"] };

/** The dialog's fields; the server checks the file's bytes and the factors rows again. */
export const documentForm = z
  .object({
    kind: z.enum(unitDocumentKinds),
    name: z.string().trim().min(1, "Enter a name").max(200, "At most 200 characters"),
    calibratedOn: z.string(),
    file: z.custom<File | null>((value) => value === null || value instanceof File),
  })
  .superRefine((values, ctx) => {
    if (values.kind === "certificate") {
      if (!values.calibratedOn)
        ctx.addIssue({ code: "custom", path: ["calibratedOn"], message: "Enter the calibration date printed on the certificate" });
      else if (values.calibratedOn > shopToday())
        ctx.addIssue({ code: "custom", path: ["calibratedOn"], message: "A calibration date cannot be in the future" });
    }
    if (!values.file) {
      ctx.addIssue({ code: "custom", path: ["file"], message: "Choose the file" });
      return;
    }
    const fileName = values.file.name.toLowerCase();
    if (!EXTENSIONS[values.kind].some((extension) => fileName.endsWith(extension))) {
      const wanted = values.kind === "certificate" ? "a PDF" : values.kind === "factors" ? "a CSV file" : "a PDF or a CSV file";
      ctx.addIssue({ code: "custom", path: ["file"], message: `A ${DOCUMENT_KINDS[values.kind].label.toLowerCase()} must be ${wanted}` });
    }
  });

export type DocumentFormValues = z.input<typeof documentForm>;

export const documentDefaults: DocumentFormValues = { kind: "certificate", name: "", calibratedOn: "", file: null };

/** The filing's body: a calibration date only for a certificate. */
export function toDocumentInput(values: DocumentFormValues) {
  return {
    kind: values.kind,
    name: values.name.trim(),
    calibratedOn: values.kind === "certificate" && values.calibratedOn ? values.calibratedOn : undefined,
    file: values.file!,
  };
}
