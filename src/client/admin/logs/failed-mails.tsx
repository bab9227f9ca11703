import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { RotateCw } from "lucide-react";
import { useMemo } from "react";
import { mailOutboxResponse, mailRetryResponse, type FailedMail } from "../../../shared/contracts/mail-outbox";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader } from "../../components/ui/card";
import { toast } from "../../hooks/use-toast";
import { apiJson, getQueryFn, serverMessage } from "../../lib/api";
import { formatDate } from "../../lib/dates";
import { DataTable, type TableSpec } from "../components/data-table";
import { ADMIN_MAIL_OUTBOX_KEY } from "../lib/admin-keys";

/** The failed mails' table; each row's button sends its mail again. */
function failedMailsTable(retry: { mutate: (id: number) => void; isPending: boolean }): TableSpec<FailedMail> {
  return {
    errorText: "The failed e-mails could not be loaded.",
    empty: { text: "No e-mail has failed." },
    skeleton: { count: 1, className: "h-16", layout: "" },
    scrollLabel: "Failed e-mails",
    rowLabel: (mail) => `${mail.to}: ${mail.subject}`,
    columns: [
      { id: "to", header: "Recipient", cellClassName: "break-all", cell: (mail) => mail.to },
      { id: "subject", header: "Subject", cell: (mail) => mail.subject },
      { id: "attempts", header: "Attempts", className: "text-right", cell: (mail) => mail.attempts },
      {
        id: "error",
        header: "Last error",
        cellClassName: "max-w-xs break-words text-muted-foreground",
        cell: (mail) => mail.lastError ?? "",
      },
      { id: "queued", header: "Queued", cellClassName: "whitespace-nowrap", cell: (mail) => formatDate(mail.createdAt, "shortDateTime") },
      {
        id: "action",
        header: "Action",
        hideHeader: true,
        className: "text-right",
        cell: (mail) => (
          <Button
            variant="outline"
            size="sm"
            aria-label={`Send again to ${mail.to}: ${mail.subject}`}
            disabled={retry.isPending}
            onClick={() => retry.mutate(mail.id)}
          >
            <RotateCw aria-hidden="true" /> Retry
          </Button>
        ),
      },
    ],
  };
}

/** Admin › Server Logs › Failed e-mails: the mails the outbox gave up on (decision 0033), each with a retry. */
export function FailedMails() {
  const queryClient = useQueryClient();
  const outbox = useQuery({ queryKey: ADMIN_MAIL_OUTBOX_KEY, queryFn: getQueryFn(mailOutboxResponse), refetchOnMount: "always" });
  const retry = useMutation({
    mutationFn: (id: number) => apiJson("POST", `/api/admin/mail-outbox/${id}/retry`, mailRetryResponse),
    onSuccess: async (answer) => {
      toast({ title: "E-mail queued again", description: answer.message });
      await queryClient.invalidateQueries({ queryKey: ADMIN_MAIL_OUTBOX_KEY });
    },
    onError: (error) => toast({ title: "Not queued", description: serverMessage(error, "Please try again."), variant: "destructive" }),
  });
  const { mutate, isPending } = retry;
  const spec = useMemo(() => failedMailsTable({ mutate, isPending }), [mutate, isPending]);

  return (
    <Card className="mt-6">
      <CardHeader>
        {/* The page's second heading after its h1 (an h3 here skipped a level). */}
        <h2 className="text-xl font-semibold leading-none tracking-tight">Failed e-mails</h2>
        <p className="text-sm text-muted-foreground" role="status">
          {outbox.data
            ? `${outbox.data.pending} waiting to be sent · ${outbox.data.dead} failed for good`
            : "Mails the server gave up sending."}
        </p>
      </CardHeader>
      <CardContent>
        <DataTable spec={spec} query={{ ...outbox, data: outbox.data?.failed }} />
      </CardContent>
    </Card>
  );
}
