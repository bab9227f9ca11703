import { TERMS_CONDITIONS } from "./content/terms-conditions";
import { ProsePage } from "./prose-page";

export function TermsConditionsPage() {
  return <ProsePage content={TERMS_CONDITIONS} />;
}
