import { z } from "zod";

/** Why an order or quote is held (extensions §9): the screening list's entry the buyer matched, and by what. */
export const screeningMatch = z.object({
  entryName: z.string(),
  source: z.string(),
  programs: z.string(),
  entityNumber: z.string(),
  /** Which of the buyer's fields matched, and the buyer's words. */
  field: z.enum(["name", "company", "address"]),
  value: z.string(),
});
export type ScreeningMatch = z.infer<typeof screeningMatch>;

/** POST /api/admin/screening-list's answer: how many entries the list now holds. */
export const screeningImportAnswer = z.object({ count: z.number().int() });

/** GET /api/admin/screening-list: the last import, or nulls before the first. */
export const screeningListInfo = z.object({
  count: z.number().int(),
  importedAt: z.string().nullable(),
  importedBy: z.string().nullable(),
});
export type ScreeningListInfo = z.infer<typeof screeningListInfo>;

/** POST /api/admin/orders/{id}/release and /api/admin/quotes/{id}/release. */
export const releaseInput = z.object({ note: z.string().trim().min(1, "A note is required").max(500) });

/** One address of a list entry, from the CSL's "street, city, state, postal, country". */
export interface ScreeningAddress {
  street: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}
