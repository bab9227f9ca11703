import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { screeningImportAnswer, screeningListInfo } from "../../../shared/contracts/screening";
import { PendingButton } from "../../components/pending-button";
import { Card, CardContent, CardHeader } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { toast } from "../../hooks/use-toast";
import { getQueryFn, parseAnswer, serverMessage, throwIfNotOk } from "../../lib/api";
import { formatDate } from "../../lib/dates";
import { ADMIN_SCREENING_KEY } from "../lib/admin-keys";

/** The CSV goes as it is (Content-Type: text/csv), not as JSON. */
async function uploadList(file: File) {
  const res = await fetch(ADMIN_SCREENING_KEY[0], {
    method: "POST",
    headers: { "Content-Type": "text/csv" },
    body: file,
    credentials: "include",
  });
  await throwIfNotOk(res);
  return parseAnswer(res, screeningImportAnswer, `POST ${ADMIN_SCREENING_KEY[0]}`);
}

/**
 * The denied-party screening list (extensions §9), imported whole from the CSL's CSV: on its own page
 * and in Admin › Settings, for anyone with the orders permission (the route's).
 */
export function ScreeningListCard({ className }: { className?: string }) {
  const fileId = useId();
  const queryClient = useQueryClient();
  const info = useQuery({ queryKey: ADMIN_SCREENING_KEY, queryFn: getQueryFn(screeningListInfo) });
  const [file, setFile] = useState<File | null>(null);
  const upload = useMutation({
    mutationFn: uploadList,
    onSuccess: async ({ count }) => {
      toast({ title: "Screening list imported", description: `${count} ${count === 1 ? "entry" : "entries"}` });
      await queryClient.invalidateQueries({ queryKey: ADMIN_SCREENING_KEY });
    },
  });

  return (
    <Card className={className}>
      <CardHeader className="pb-3">
        <h2 className="text-base font-semibold text-slate-900">Denied-party screening list</h2>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        <p data-testid="screening-info" aria-live="polite">
          {info.isPending
            ? "Loading…"
            : info.isError
              ? "The list's figures could not be loaded."
              : info.data.importedAt
                ? `${info.data.count} ${info.data.count === 1 ? "entry" : "entries"}, imported ${formatDate(info.data.importedAt, "dateTime")} by ${info.data.importedBy ?? "unknown"}.`
                : "No list imported yet: no buyer is screened."}
        </p>
        <form
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (file) upload.mutate(file);
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor={fileId}>Consolidated Screening List (CSV)</Label>
            <Input
              id={fileId}
              type="file"
              accept=".csv,text/csv"
              aria-describedby={`${fileId}-hint`}
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
            <p id={`${fileId}-hint`} className="text-xs text-muted-foreground">
              The CSV as published by the International Trade Administration. It replaces the whole list.
            </p>
          </div>
          {upload.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {serverMessage(upload.error, "The list could not be imported. Please try again.")}
            </p>
          ) : null}
          <div>
            <PendingButton type="submit" disabled={!file} pending={upload.isPending}>
              Import list
            </PendingButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
