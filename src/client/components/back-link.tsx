import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { cn } from "../lib/utils";
import { Button } from "./ui/button";

/** "Back to …": a quiet link to the page the visitor came through, above a page's heading. */
export function BackLink({ to, children, className }: { to: string; children: string; className?: string }) {
  return (
    <Button asChild variant="ghost" className={cn("-ml-3 mb-4", className)}>
      <Link to={to}>
        <ArrowLeft aria-hidden="true" />
        {children}
      </Link>
    </Button>
  );
}
