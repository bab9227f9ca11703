import type { ReactNode } from "react";
import { CompanyPage } from "./company-page";

/** The privacy policy and the terms: the narrow text column, dated (the spec dates the terms October 2025). */
export function LegalPage({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <CompanyPage narrow eyebrow="Legal" title={title} lead={lead} lastUpdated="October 2025">
      {children}
    </CompanyPage>
  );
}
