import { describe, expect, it } from "vitest";
import { exemptionFormSchema, purchaseOrderFormSchema } from "./document-forms";

const pdf = new File(["%PDF-1.7"], "cert.pdf", { type: "application/pdf" });
const issues = (schema: typeof exemptionFormSchema | typeof purchaseOrderFormSchema, values: unknown) => {
  const parsed = schema.safeParse(values);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("filing a tax-exemption certificate", () => {
  it("takes the state, number, expiry day and the chosen file", () => {
    const parsed = exemptionFormSchema.parse({ state: "CA", certificateNumber: " SR-1 ", expiresOn: "2099-06-30", file: [pdf] });
    expect(parsed).toEqual({ state: "CA", certificateNumber: "SR-1", expiresOn: "2099-06-30", file: pdf });
  });

  it("says what is missing, the file included", () => {
    expect(issues(exemptionFormSchema, { state: "", certificateNumber: " ", expiresOn: "", file: [] })).toEqual([
      "state: State is required",
      "certificateNumber: Certificate number is required",
      "expiresOn: Choose the day the certificate expires",
      "file: Please choose the certificate file (PDF or image)",
    ]);
  });
});

describe("ordering a quote on invoice", () => {
  it("requires the PO number; the PO PDF is optional", () => {
    expect(purchaseOrderFormSchema.parse({ purchaseOrderNumber: "PO-77", file: [] })).toEqual({
      purchaseOrderNumber: "PO-77",
      file: undefined,
    });
    expect(purchaseOrderFormSchema.parse({ purchaseOrderNumber: "PO-77", file: [pdf] })).toEqual({
      purchaseOrderNumber: "PO-77",
      file: pdf,
    });
    expect(issues(purchaseOrderFormSchema, { purchaseOrderNumber: "  ", file: undefined })).toEqual([
      "purchaseOrderNumber: A PO number is required to pay on invoice",
    ]);
  });
});
