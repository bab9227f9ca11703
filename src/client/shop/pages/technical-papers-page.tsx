import { useQuery } from "@tanstack/react-query";
import { Skeleton } from "../../components/ui/skeleton";
import { usePageTitle } from "../../hooks/use-page-title";
import { DatasheetList } from "./datasheet-list";
import { PageHero } from "./page-hero";
import { PaperCard } from "./paper-card";

// The articles are about 65 KB of text: loaded on this page only, so the storefront entry stays small.
async function loadPapers() {
  const { technicalPapers, paperPdfUrl } = await import("../../../shared/content/technical-papers");
  return technicalPapers.map((paper) => ({ paper, pdfUrl: paperPdfUrl(paper.slug) }));
}

export function TechnicalPapersPage() {
  usePageTitle("Technical Papers");
  const papers = useQuery({ queryKey: ["content", "technical-papers"], queryFn: loadPapers });

  return (
    <div>
      <PageHero
        eyebrow="Resources"
        title="Technical Papers"
        lead="Application notes written by our engineers on near-field probing, EMC pre-compliance and RF measurement, and the datasheets of our products. Every article is also available as a PDF."
      />
      <div className="mx-auto max-w-6xl space-y-16 px-4 py-12 sm:px-6 md:py-16 lg:px-8">
        <section aria-labelledby="articles-title">
          <h2 id="articles-title" className="text-2xl font-semibold tracking-tight text-slate-900">
            Articles
          </h2>
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
        </section>

        <section aria-labelledby="datasheets-title">
          <h2 id="datasheets-title" className="text-2xl font-semibold tracking-tight text-slate-900">
            Product Datasheets
          </h2>
          <p className="mt-2 max-w-3xl text-muted-foreground">
            Specifications, typical performance and dimensions of each instrument, as PDF.
          </p>
          <div className="mt-6">
            <DatasheetList />
          </div>
        </section>
      </div>
    </div>
  );
}
