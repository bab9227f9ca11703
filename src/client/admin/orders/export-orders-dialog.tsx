import { Download } from "lucide-react";
import { useState } from "react";
import type { OrderStatus } from "../../../shared/contracts/orders";
import { TextField } from "../../components/text-field";
import { Button } from "../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../../components/ui/dialog";
import { orderStatusLabel } from "../../lib/order-labels";
import { csvRangeProblem, ordersCsvUrl } from "./orders-csv";

/** "Export CSV": the orders of a date range (and the list's status filter) as a file for the bookkeeper. */
export function ExportOrdersDialog({ status }: { status: OrderStatus | "all" }) {
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const range = { from, to, status };
  const problem = csvRangeProblem(range);

  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Download aria-hidden="true" />
          Export CSV
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Export orders as CSV</DialogTitle>
          <DialogDescription>
            One row per order placed in the range (both days included, shop time). Leave a date empty for no limit. Status:{" "}
            {status === "all" ? "all" : orderStatusLabel(status).toLowerCase()}, as filtered in the list.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField id="csv-from" label="From" type="date" value={from} max={to || undefined} onChange={(e) => setFrom(e.target.value)} />
          <TextField
            id="csv-to"
            label="To"
            type="date"
            value={to}
            min={from || undefined}
            error={problem ?? undefined}
            onChange={(e) => setTo(e.target.value)}
          />
        </div>
        <DialogFooter>
          {problem ? (
            <Button disabled>
              <Download aria-hidden="true" />
              Download CSV
            </Button>
          ) : (
            <Button asChild>
              <a href={ordersCsvUrl(range)} download>
                <Download aria-hidden="true" />
                Download CSV
              </a>
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
