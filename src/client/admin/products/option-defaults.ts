import { normalizeOptionDefaults } from "../../../shared/contracts/catalog";

// The product form's option rules (admin.md §4): at most one option is the default.

interface OptionLike {
  isDefault?: boolean | undefined;
}

/** Index of the option marked default, or -1 when none is. */
export function defaultOptionIndex(options: readonly OptionLike[]): number {
  return options.findIndex((option) => option.isDefault === true);
}

/** Selecting a radio makes that option the only default. */
export function selectDefaultOption<T extends OptionLike>(options: readonly T[], index: number): (T & { isDefault: boolean })[] {
  if (index < 0 || index >= options.length) return normalizeOptions(options);
  return options.map((option, i) => ({ ...option, isDefault: i === index }));
}

/** Removing the default option makes the first remaining option the default; removing another keeps the choice. */
export function removeOption<T extends OptionLike>(options: readonly T[], index: number): (T & { isDefault: boolean })[] {
  const removedWasDefault = options[index]?.isDefault === true;
  const rest = options.filter((_, i) => i !== index);
  if (removedWasDefault) return rest.map((option, i) => ({ ...option, isDefault: i === 0 }));
  return normalizeOptions(rest);
}

/** On save: none marked makes the first the default; several marked keeps only the first marked. */
export function normalizeOptions<T extends OptionLike>(options: readonly T[]): (T & { isDefault: boolean })[] {
  return normalizeOptionDefaults([...options]);
}

/** A new row is the default only when it is the first option. */
export function newOption(existingCount: number): { title: string; price: string; isDefault: boolean } {
  return { title: "", price: "", isDefault: existingCount === 0 };
}
