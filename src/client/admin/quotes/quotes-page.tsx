import { FileSignature, FileText, Pencil } from "lucide-react";
import { useState } from "react";
import { quoteList, type Quote } from "../../../shared/contracts/institutional";
import { formatPrice } from "../../../shared/money";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { ItemRow } from "../components/item-list";
import { ItemListPage, type ItemListPageSpec } from "../components/item-list-page";
import { formatDay } from "../../lib/dates";
import { ADMIN_QUOTES_KEY } from "../lib/admin-keys";
import { QuoteEditor } from "./quote-editor";

const STATUS_VARIANT = { open: "default", ordered: "secondary", expired: "outline", on_hold: "warning" } as const;

const quotesPage: ItemListPageSpec<Quote> = {
  pageTitle: "Admin Quotes",
  title: "Quotes",
  description: "Quotes customers requested from their carts. Revise prices, a discount or the validity; the revised PDF is mailed.",
  queryKey: ADMIN_QUOTES_KEY,
  contract: quoteList,
  list: { label: "Quotes", empty: { icon: FileSignature, text: "No quotes yet. Customers request them from their carts at checkout." } },
};

/** Admin › Quotes (extensions §4): every quote, its PDF, and the editor for an open one. */
export function QuotesPage() {
  const [editing, setEditing] = useState<Quote | null>(null);
  return (
    <ItemListPage spec={quotesPage} after={editing ? <QuoteEditor quote={editing} onClose={() => setEditing(null)} /> : null}>
      {(q) => (
        <ItemRow
          key={q.id}
          label={q.number}
          main={
            <>
              <p className="flex items-center gap-2 font-medium text-slate-900">
                {q.number}
                <Badge variant={STATUS_VARIANT[q.status]}>{q.status.replace("_", " ")}</Badge>
              </p>
              <p className="text-sm text-muted-foreground">
                {q.customerName}
                {q.companyName ? `, ${q.companyName}` : ""} · {q.items.length} line{q.items.length === 1 ? "" : "s"} · valid until{" "}
                {formatDay(q.validUntil, "shortDate")}
              </p>
            </>
          }
        >
          <p className="w-28 text-right font-semibold">{formatPrice(q.total)}</p>
          <div className="flex gap-2">
            <Button variant="outline" size="sm" asChild>
              <a href={`/api/admin/quotes/${q.id}/pdf`} target="_blank" rel="noreferrer">
                <FileText aria-hidden="true" />
                PDF
              </a>
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={q.status === "ordered"}
              aria-label={`Edit ${q.number}`}
              onClick={() => setEditing(q)}
            >
              <Pencil aria-hidden="true" />
              Edit
            </Button>
          </div>
        </ItemRow>
      )}
    </ItemListPage>
  );
}
