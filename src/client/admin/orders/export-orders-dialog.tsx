import { zodResolver } from "@hookform/resolvers/zod";
import { Download } from "lucide-react";
import { useForm, useWatch } from "react-hook-form";
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
import { csvRangeSchema, ordersCsvUrl, type CsvRange } from "./orders-csv";
import { fieldsOf } from "../../lib/form-fields";

const NO_RANGE: CsvRange = { from: "", to: "" };

/**
 * "Export CSV": the orders of a date range (and the list's status filter) as a file for the bookkeeper.
 * The download is a link, so the range is checked as it is typed and the link offered only when it is valid.
 */
export function ExportOrdersDialog({ status }: { status: OrderStatus | "all" }) {
  const form = useForm({ resolver: zodResolver(csvRangeSchema), defaultValues: NO_RANGE, mode: "onChange" });
  const field = fieldsOf(form);
  const { from, to } = useWatch({ control: form.control }) as CsvRange;
  const { isValid } = form.formState;

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
          <TextField id="csv-from" label="From" type="date" max={to || undefined} {...field("from", { deps: ["to"] })} />
          <TextField id="csv-to" label="To" type="date" min={from || undefined} {...field("to")} />
        </div>
        <DialogFooter>
          {!isValid ? (
            <Button disabled>
              <Download aria-hidden="true" />
              Download CSV
            </Button>
          ) : (
            <Button asChild>
              <a href={ordersCsvUrl({ from, to, status })} download>
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
