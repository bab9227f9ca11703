import { useQuery } from "@tanstack/react-query";
import { Skeleton } from "../../components/ui/skeleton";
import { DatasheetList } from "./datasheet-list";
import { CompanyPage } from "./company-page";
import { PaperCard } from "./paper-card";
import { PAPERS_KEY } from "../../lib/query-keys";
import { loadPapers } from "./papers-query";
import { TitledSection } from "./titled-section";

export function TechnicalPapersPage() {
  const papers = useQuery({ queryKey: PAPERS_KEY, queryFn: loadPapers });

  return (
    <CompanyPage
      eyebrow="Resources"
      title="Technical Papers"
      lead="Application notes written by our engineers on near-field probing, EMC pre-compliance and RF measurement, and the datasheets of our products. Every article is also available as a PDF."
    >
      <TitledSection id="articles" title="Articles">
        <div className="mt-6">
          {papers.isLoading ? (
            <div className="space-y-4" role="status" aria-label="Loading articles">
              {Array.from({ length: 4 }, (_, i) => (
                <Skeleton key={i} className="h-44" />
              ))}
            </div>
          ) : papers.isError || !papers.data ? (
            <p className="text-destructive" role="alert">
              We could not load the articles. Please refresh the page.
            </p>
          ) : (
            <div className="space-y-4">
              {papers.data.map(({ paper, pdfUrl }) => (
                <PaperCard key={paper.slug} paper={paper} pdfUrl={pdfUrl} />
              ))}
            </div>
          )}
        </div>
      </TitledSection>

      <TitledSection
        id="datasheets"
        title="Product Datasheets"
        intro="Specifications, typical performance and dimensions of each instrument, as PDF."
      >
        <div className="mt-6">
          <DatasheetList />
        </div>
      </TitledSection>
    </CompanyPage>
  );
}
