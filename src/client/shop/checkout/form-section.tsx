import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader } from "../../components/ui/card";

interface FormSectionProps {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** One titled card of the checkout form, announced as a region by its heading. */
export function FormSection({ id, title, description, children }: FormSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader className="pb-4">
        <h2 id={headingId} className="text-lg font-semibold leading-none tracking-tight">
          {title}
        </h2>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
