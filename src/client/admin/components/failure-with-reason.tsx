import { serverMessage } from "../../lib/api";

/** The screen's own failure text (as the spec words it), with the server's reason under it when there is one. */
export function FailureWithReason({ text, error }: { text: string; error: unknown }) {
  const reason = serverMessage(error, "");
  return (
    <>
      <span className="block">{text}</span>
      {reason ? <span className="mt-1 block text-xs opacity-90">{reason}</span> : null}
    </>
  );
}
