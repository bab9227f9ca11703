import { BookOpen, ChevronDown, ChevronUp, Clock, Download } from "lucide-react";
import { useId, useState } from "react";
import type { TechnicalPaper } from "../../../shared/content/technical-papers";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "../../components/ui/collapsible";

interface PaperCardProps {
  paper: TechnicalPaper;
  pdfUrl: string;
}

/** One article: summary and topics while collapsed, the full text when opened, and its PDF either way. */
export function PaperCard({ paper, pdfUrl }: PaperCardProps) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <Collapsible open={open} onOpenChange={setOpen} asChild>
      <article aria-labelledby={titleId} className="rounded-lg border bg-card shadow-sm">
        <div className="p-5 sm:p-6">
          <h3 id={titleId} className="text-lg font-semibold leading-snug text-slate-900 sm:text-xl">
            {paper.title}
          </h3>
          <p className="mt-1 flex items-center gap-1.5 text-xs text-muted-foreground">
            <Clock className="size-3.5" aria-hidden="true" />
            {paper.readingMinutes} min read
          </p>
          <p className="mt-3 leading-relaxed text-slate-700">{paper.summary}</p>
          <ul className="mt-3 flex flex-wrap gap-2" aria-label="Topics">
            {paper.topics.map((topic) => (
              <li key={topic}>
                <Badge variant="secondary">{topic}</Badge>
              </li>
            ))}
          </ul>
          <div className="mt-5 flex flex-wrap gap-3">
            <CollapsibleTrigger asChild>
              <Button variant="outline" size="sm">
                <BookOpen aria-hidden="true" />
                {open ? "Hide Article" : "Read Article"}
                <ChevronDown aria-hidden="true" className={open ? "rotate-180 transition-transform" : "transition-transform"} />
              </Button>
            </CollapsibleTrigger>
            <Button asChild size="sm">
              <a href={pdfUrl} download aria-label={`Download PDF: ${paper.title}`}>
                <Download aria-hidden="true" />
                Download PDF
              </a>
            </Button>
          </div>
        </div>
        <CollapsibleContent className="border-t bg-muted/30 px-5 py-6 sm:px-6">
          <div className="max-w-3xl space-y-6">
            {paper.sections.map((section) => (
              <section key={section.heading}>
                <h4 className="font-semibold text-slate-900">{section.heading}</h4>
                {section.paragraphs.map((paragraph, index) => (
                  <p key={index} className="mt-2 leading-relaxed text-slate-700">
                    {paragraph}
                  </p>
                ))}
              </section>
            ))}
          </div>
          {/* Long articles: closing again should not need a scroll back to the top. */}
          <Button variant="ghost" size="sm" className="mt-6" onClick={() => setOpen(false)}>
            <ChevronUp aria-hidden="true" />
            Hide Article
          </Button>
        </CollapsibleContent>
      </article>
    </Collapsible>
  );
}
