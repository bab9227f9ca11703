import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { FileText, Pencil } from "lucide-react";
import { useState } from "react";
import { quote, quoteList, type Quote } from "../../../shared/contracts/institutional";
import { formatPrice } from "../../../shared/money";
import { PendingButton } from "../../components/pending-button";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { usePageTitle } from "../../hooks/use-page-title";
import { toast } from "../../hooks/use-toast";
import { apiJson, getQueryFn, serverMessage } from "../../lib/api";
import { AdminPageHeader } from "../components/admin-page-header";
import { QueryListCard } from "../components/query-states";

export const QUOTES_KEY = ["/api/admin/quotes"] as const;

const STATUS_VARIANT = { open: "default", ordered: "secondary", expired: "outline" } as const;

/** Admin › Quotes (extensions §4): every quote, its PDF, and the editor for an open one. */
export function QuotesPage() {
  usePageTitle("Admin Quotes");
  const quotes = useQuery({ queryKey: QUOTES_KEY, queryFn: getQueryFn(quoteList) });
  const [editing, setEditing] = useState<Quote | null>(null);
  return (
    <div>
      <AdminPageHeader
        title="Quotes"
        description="Quotes customers requested from their carts. Revise prices, a discount or the validity; the revised PDF is mailed."
      />
      <QueryListCard query={quotes} errorText="The quotes could not be loaded." emptyText="No quotes yet." label="Quotes">
        {(q) => (
          <li key={q.id} aria-label={q.number} className="flex flex-wrap items-center gap-x-6 gap-y-2 py-4 first:pt-0 last:pb-0">
            <div className="min-w-0 flex-1 basis-56">
              <p className="flex items-center gap-2 font-medium text-slate-900">
                {q.number}
                <Badge variant={STATUS_VARIANT[q.status]}>{q.status}</Badge>
              </p>
              <p className="text-sm text-muted-foreground">
                {q.customerName}
                {q.companyName ? `, ${q.companyName}` : ""} · {q.items.length} line{q.items.length === 1 ? "" : "s"} · valid until{" "}
                {q.validUntil}
              </p>
            </div>
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
          </li>
        )}
      </QueryListCard>
      {editing ? <QuoteEditor quote={editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}

function QuoteEditor({ quote: current, onClose }: { quote: Quote; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [prices, setPrices] = useState(current.items.map((line) => line.price));
  const [discount, setDiscount] = useState(current.discount);
  const [validUntil, setValidUntil] = useState(current.validUntil);
  const save = useMutation({
    mutationFn: () =>
      apiJson("PUT", `/api/admin/quotes/${current.id}`, quote, {
        lines: prices.map((unitPrice, index) => ({ index, unitPrice })).filter((line, i) => line.unitPrice !== current.items[i]!.price),
        discount,
        validUntil,
      }),
    onSuccess: async (saved) => {
      toast({
        title: "Quote revised",
        description: `${saved.number}: ${formatPrice(saved.total)}. The revised PDF was mailed to the customer.`,
      });
      onClose();
      await queryClient.invalidateQueries({ queryKey: QUOTES_KEY });
    },
    onError: (error) => toast({ title: "Not saved", description: serverMessage(error, "Please try again."), variant: "destructive" }),
  });
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Edit {current.number}</DialogTitle>
          <DialogDescription>
            Unit prices, a discount (an amount) and the last valid day. Totals are recomputed by the server.
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate();
          }}
        >
          {current.items.map((line, i) => (
            <div key={`${line.productId}-${i}`} className="grid grid-cols-[1fr_8rem] items-center gap-3">
              <Label htmlFor={`quote-line-${i}`}>
                {line.productName}
                {line.selectedOption ? ` + ${line.selectedOption.title}` : ""} × {line.quantity}
              </Label>
              <Input
                id={`quote-line-${i}`}
                inputMode="decimal"
                value={prices[i]}
                onChange={(e) => setPrices((all) => all.map((p, n) => (n === i ? e.target.value : p)))}
              />
            </div>
          ))}
          <div className="grid grid-cols-2 gap-3">
            <div className="grid gap-1.5">
              <Label htmlFor="quote-discount">Discount</Label>
              <Input id="quote-discount" inputMode="decimal" value={discount} onChange={(e) => setDiscount(e.target.value)} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="quote-valid-until">Valid until</Label>
              <Input id="quote-valid-until" type="date" value={validUntil} onChange={(e) => setValidUntil(e.target.value)} />
            </div>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <PendingButton type="submit" pending={save.isPending}>
              Save and mail
            </PendingButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
