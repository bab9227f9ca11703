import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { mailPreview, mailPreviewList } from "../../../shared/contracts/mail-previews";
import { RequestIdNote } from "../../components/request-id-note";
import { Card, CardContent, CardDescription, CardHeader } from "../../components/ui/card";
import { Label } from "../../components/ui/label";
import { NativeSelect } from "../../components/ui/native-select";
import { SkeletonLines } from "../../components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { getQueryFn } from "../../lib/api";
import { cn } from "../../lib/utils";
import { ADMIN_MAIL_PREVIEWS_KEY } from "../lib/admin-keys";

function Preview({ kind }: { kind: string }) {
  const preview = useQuery({ queryKey: [...ADMIN_MAIL_PREVIEWS_KEY, kind], queryFn: getQueryFn(mailPreview) });
  if (preview.isError)
    return (
      <p className="text-sm text-destructive" role="alert">
        Could not render this e-mail.
        <RequestIdNote error={preview.error} />
      </p>
    );
  if (!preview.data)
    return (
      <div role="status" aria-label="Loading the preview">
        <SkeletonLines className="space-y-3" lines={["h-5 w-2/3", "h-96 w-full"]} />
      </div>
    );
  const { subject, html, text, title } = preview.data;
  return (
    <div className="grid gap-3">
      <p className="break-words text-sm">
        <span className="font-medium">Subject:</span> <span data-testid="mail-preview-subject">{subject}</span>
      </p>
      <Tabs defaultValue="html">
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="html">HTML</TabsTrigger>
          <TabsTrigger value="text">Plain text</TabsTrigger>
        </TabsList>
        <TabsContent value="html" className="mt-3">
          {/* sandbox="": the mail's markup shows, but runs nothing and navigates nowhere. */}
          <iframe
            title={`HTML preview: ${title}`}
            srcDoc={html}
            sandbox=""
            className="h-[36rem] w-full rounded-md border bg-white"
            data-testid="mail-preview-html"
          />
        </TabsContent>
        <TabsContent value="text" className="mt-3">
          <pre
            className="max-h-[36rem] overflow-auto whitespace-pre-wrap break-words rounded-md border bg-muted/40 p-4 font-mono text-xs leading-relaxed"
            data-testid="mail-preview-text"
            tabIndex={0}
            aria-label={`Plain-text part: ${title}`}
          >
            {text}
          </pre>
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** Admin › Settings › E-mail previews (extensions §10): each kind of mail the shop sends, with sample data. Owner only. */
export function MailPreviewsCard({ className }: { className?: string }) {
  const kinds = useQuery({ queryKey: ADMIN_MAIL_PREVIEWS_KEY, queryFn: getQueryFn(mailPreviewList) });
  const [chosen, setChosen] = useState<string | null>(null);
  const selectId = useId();
  const kind = chosen ?? kinds.data?.kinds[0]?.kind ?? null;
  return (
    <Card className={cn("min-w-0", className)}>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-none tracking-tight">E-mail previews</h2>
        <CardDescription>
          Every kind of e-mail the shop sends, as HTML and as its plain-text part, filled with sample data from the catalog. Previews are
          never sent.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {kinds.isError ? (
          <p className="text-sm text-destructive" role="alert">
            Could not load the kinds of e-mail.
            <RequestIdNote error={kinds.error} />
          </p>
        ) : !kinds.data || !kind ? (
          <div role="status" aria-label="Loading">
            <SkeletonLines className="space-y-3" lines={["h-10 w-full"]} />
          </div>
        ) : (
          <>
            <div className="grid max-w-md gap-2">
              <Label htmlFor={selectId}>Kind of e-mail</Label>
              <NativeSelect id={selectId} value={kind} onChange={(event) => setChosen(event.target.value)}>
                {kinds.data.kinds.map((k) => (
                  <option key={k.kind} value={k.kind}>
                    {k.title}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <Preview key={kind} kind={kind} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
