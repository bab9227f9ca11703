import { PRIVACY_POLICY } from "./content/privacy-policy";
import { ProsePage } from "./prose-page";

export function PrivacyPolicyPage() {
  return <ProsePage content={PRIVACY_POLICY} />;
}
