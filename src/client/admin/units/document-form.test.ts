import { describe, expect, it } from "vitest";
import { addDays, shopToday } from "../../../shared/shop-time";
import { documentForm, toDocumentInput, type DocumentFormValues } from "./document-form";

const pdf = new File(["%PDF-1.7"], "CAL-1.pdf", { type: "application/pdf" });
const csv = new File(["frequency_hz,factor_db\n1,2\n3,4\n"], "factors.csv", { type: "text/csv" });
const problems = (values: DocumentFormValues) => {
  const parsed = documentForm.safeParse(values);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("the add-document form", () => {
  it("asks a certificate for its number, its calibration date (not in the future) and a PDF", () => {
    expect(problems({ kind: "certificate", name: " ", calibratedOn: "", file: null })).toEqual({
      name: "Enter a name",
      calibratedOn: "Enter the calibration date printed on the certificate",
      file: "Choose the file",
    });
    expect(problems({ kind: "certificate", name: "CAL-1", calibratedOn: addDays(shopToday(), 1), file: csv })).toEqual({
      calibratedOn: "A calibration date cannot be in the future",
      file: "A calibration certificate must be a PDF",
    });
    expect(problems({ kind: "certificate", name: "CAL-1", calibratedOn: "2026-01-02", file: pdf })).toEqual({});
  });

  it("takes a CSV for a factors file and either for another document, with no calibration date", () => {
    expect(problems({ kind: "factors", name: "Factors", calibratedOn: "", file: pdf })).toEqual({
      file: "A factors file must be a CSV file",
    });
    expect(problems({ kind: "other", name: "Manual", calibratedOn: "", file: csv })).toEqual({});
    // A date typed before switching away from "certificate" is not sent.
    expect(toDocumentInput({ kind: "factors", name: " Factors ", calibratedOn: "2026-01-02", file: csv })).toEqual({
      kind: "factors",
      name: "Factors",
      calibratedOn: undefined,
      file: csv,
    });
  });
});
