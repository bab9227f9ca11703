import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "../../components/ui/button";

/** Rows per page: a full buffer (1,000 entries) stays quick to render and to read on a phone. */
export const LOGS_PAGE_SIZE = 100;

export function pageCount(rows: number): number {
  return Math.max(1, Math.ceil(rows / LOGS_PAGE_SIZE));
}

export function LogsPager({ page, rows, onPageChange }: { page: number; rows: number; onPageChange: (page: number) => void }) {
  const pages = pageCount(rows);
  if (pages <= 1) return null;
  const first = page * LOGS_PAGE_SIZE + 1;
  const last = Math.min(rows, first + LOGS_PAGE_SIZE - 1);
  return (
    <nav aria-label="Log pages" className="flex items-center justify-between gap-3 border-t p-3 text-sm">
      <p className="text-muted-foreground" aria-live="polite">
        Showing {first.toLocaleString("en-US")}-{last.toLocaleString("en-US")} of {rows.toLocaleString("en-US")}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={() => onPageChange(page - 1)} disabled={page === 0}>
          <ChevronLeft aria-hidden="true" /> Newer
        </Button>
        <Button variant="outline" size="sm" onClick={() => onPageChange(page + 1)} disabled={page >= pages - 1}>
          Older <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
