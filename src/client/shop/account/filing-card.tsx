import type { FormEventHandler, ReactNode } from "react";
import { PendingButton } from "../../components/pending-button";
import { RecordList } from "../../components/record-list";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { cn } from "../../lib/utils";

interface FilingCardProps<T> {
  title: string;
  description: ReactNode;
  /** The form: its fields (two columns from sm up), how it is sent, and the send button. */
  form: {
    fields: ReactNode;
    onSubmit: FormEventHandler<HTMLFormElement>;
    gap: "gap-3" | "gap-4";
    submitLabel: string;
    pending: boolean;
  };
  /** What the account has filed so far, under the form (nothing until there is one). */
  records: { label: string; items: readonly T[] | undefined };
  /** One filed record, an `<li>` with its key. */
  children: (item: T) => ReactNode;
}

/** An account card where the customer files something for staff to review and follows what they filed: certificates, registrations. */
export function FilingCard<T>({ title, description, form, records, children }: FilingCardProps<T>) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <form className={cn("grid sm:grid-cols-2", form.gap)} noValidate onSubmit={form.onSubmit}>
          {form.fields}
          <div className="sm:col-span-2">
            <PendingButton type="submit" pending={form.pending}>
              {form.submitLabel}
            </PendingButton>
          </div>
        </form>
        <RecordList label={records.label} items={records.items} className="text-sm">
          {children}
        </RecordList>
      </CardContent>
    </Card>
  );
}
