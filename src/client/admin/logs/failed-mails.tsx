import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { format } from "date-fns";
import { RotateCw } from "lucide-react";
import { mailOutboxResponse, mailRetryResponse } from "../../../shared/contracts/mail-outbox";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table";
import { toast } from "../../hooks/use-toast";
import { apiJson, getQueryFn, serverMessage } from "../../lib/api";
import { QueryStates } from "../components/query-states";
import { ADMIN_MAIL_OUTBOX_KEY } from "../lib/admin-keys";

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

  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>Failed e-mails</CardTitle>
        <p className="text-sm text-muted-foreground" role="status">
          {outbox.data
            ? `${outbox.data.pending} waiting to be sent · ${outbox.data.dead} failed for good`
            : "Mails the server gave up sending."}
        </p>
      </CardHeader>
      <CardContent>
        <QueryStates query={outbox} skeleton="h-16 w-full" errorText="The failed e-mails could not be loaded.">
          {(data) =>
            data.failed.length === 0 ? (
              <p className="py-4 text-center text-sm text-muted-foreground">No e-mail has failed.</p>
            ) : (
              <Table scrollLabel="Failed e-mails">
                <TableHeader>
                  <TableRow>
                    <TableHead>Recipient</TableHead>
                    <TableHead>Subject</TableHead>
                    <TableHead className="text-right">Attempts</TableHead>
                    <TableHead>Last error</TableHead>
                    <TableHead>Queued</TableHead>
                    <TableHead>
                      <span className="sr-only">Action</span>
                    </TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {data.failed.map((mail) => (
                    <TableRow key={mail.id}>
                      <TableCell className="break-all">{mail.to}</TableCell>
                      <TableCell>{mail.subject}</TableCell>
                      <TableCell className="text-right">{mail.attempts}</TableCell>
                      <TableCell className="max-w-xs break-words text-muted-foreground">{mail.lastError ?? ""}</TableCell>
                      <TableCell className="whitespace-nowrap">{format(new Date(mail.createdAt), "MMM d, HH:mm")}</TableCell>
                      <TableCell className="text-right">
                        <Button
                          variant="outline"
                          size="sm"
                          aria-label={`Send again to ${mail.to}: ${mail.subject}`}
                          disabled={retry.isPending}
                          onClick={() => retry.mutate(mail.id)}
                        >
                          <RotateCw aria-hidden="true" /> Retry
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )
          }
        </QueryStates>
      </CardContent>
    </Card>
  );
}
