/** The parts of a postal address that make its one-line form. */
export interface AddressParts {
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}

/**
 * An address as one line ("12 Main St, Sebastopol, CA 95472, United States"), only the parts that
 * are there: kept on the order for display where the parts are missing (the checkout sends it, the
 * server records its own).
 */
export function combinedAddress(place: AddressParts): string {
  const stateZip = [place.state, place.zipCode]
    .map((v) => v.trim())
    .filter(Boolean)
    .join(" ");
  return [place.street, place.city, stateZip, place.country]
    .map((v) => v.trim())
    .filter(Boolean)
    .join(", ");
}
