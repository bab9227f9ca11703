import { RotateCcw } from "lucide-react";
import { usePageTitle } from "../hooks/use-page-title";
import { MessagePage } from "./message-page";
import { RequestIdNote } from "./request-id-note";
import { Button } from "./ui/button";

// After a deploy the old page chunks are gone: only a fresh load of the page brings the new ones.
const CHUNK_LOAD_FAILED = /dynamically imported module|importing a module script failed/i;

/** What a reader sees when a page fails: a plain sentence, a retry, and the request id to quote. */
export function ErrorPage({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  usePageTitle("Something went wrong");
  const staleCode = error instanceof Error && CHUNK_LOAD_FAILED.test(error.message);
  return (
    <MessagePage
      eyebrow="Error"
      title="Something went wrong"
      action={
        <Button onClick={staleCode ? () => window.location.reload() : onRetry}>
          <RotateCcw aria-hidden="true" /> Try again
        </Button>
      }
      footnote={<RequestIdNote error={error} className="mt-6" />}
    >
      This page could not be shown. Please try again; if it keeps failing, contact us.
    </MessagePage>
  );
}
