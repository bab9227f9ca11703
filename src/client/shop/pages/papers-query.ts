// The technical papers' query (PAPERS_KEY): the page reads it, and around a server-rendered /technical-papers the
// server and the browser both fill it before rendering (the text is in the page already, not repeated as data).

// The articles are about 65 KB of text: loaded on this page only, so the storefront entry stays small.
export async function loadPapers() {
  const { technicalPapers, paperPdfUrl } = await import("../../../shared/content/technical-papers");
  return technicalPapers.map((paper) => ({ paper, pdfUrl: paperPdfUrl(paper.slug) }));
}
