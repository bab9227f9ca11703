/** Category descriptions longer than this are cut on the cards (spec §9). */
export const DESCRIPTION_CUT_LENGTH = 120;

export interface CutDescription {
  text: string;
  isCut: boolean;
}

/** A description longer than 120 characters shows its first 120 plus "..." until the reader expands it. */
export function cutDescription(description: string | null | undefined, expanded = false, limit = DESCRIPTION_CUT_LENGTH): CutDescription {
  const full = description ?? "";
  if (full.length <= limit) return { text: full, isCut: false };
  if (expanded) return { text: full, isCut: true };
  return { text: `${full.slice(0, limit)}...`, isCut: true };
}
