import { z } from "zod";
import { taxExemptionInput } from "../../../shared/contracts/institutional";
import { chosenFile } from "../../lib/uploads";

/** A registered file input's value (react-hook-form keeps its FileList): the chosen file, or undefined. */
const fileInput = z.unknown().transform(chosenFile);

/**
 * Filing a tax-exemption certificate: the contract's state and number, an expiry day and the file
 * (uploaded first; its stored path becomes the filing's fileUrl).
 */
export const exemptionFormSchema = z.object({
  state: taxExemptionInput.shape.state,
  certificateNumber: taxExemptionInput.shape.certificateNumber,
  expiresOn: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Choose the day the certificate expires"),
  file: fileInput.pipe(z.instanceof(File, { message: "Please choose the certificate file (PDF or image)" })),
});
export type ExemptionFormValues = z.input<typeof exemptionFormSchema>;
export type ExemptionFiling = z.output<typeof exemptionFormSchema>;

/** The shop is in California: most certificates customers file are for its tax. */
export const exemptionFormDefaults: ExemptionFormValues = { state: "CA", certificateNumber: "", expiresOn: "", file: undefined };

/** Ordering a quote on invoice (Net 30): the PO number the server requires, and the PO PDF if there is one. */
export const purchaseOrderFormSchema = z.object({
  purchaseOrderNumber: z
    .string()
    .trim()
    .min(1, "A PO number is required to pay on invoice")
    .max(100, "The PO number must be at most 100 characters"),
  file: fileInput,
});
export type PurchaseOrderFormValues = z.input<typeof purchaseOrderFormSchema>;
export type PurchaseOrder = z.output<typeof purchaseOrderFormSchema>;
