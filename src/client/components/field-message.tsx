/** A field's validation message; its id is what the control's aria-describedby names. Nothing without a message. */
export function FieldMessage({ id, message }: { id?: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}
