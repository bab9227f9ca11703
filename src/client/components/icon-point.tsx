import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../lib/utils";
import { IconBadge } from "./icon-badge";

/** The data of most points the storefront lists: an icon, a title and a sentence. */
export interface IconPointItem {
  icon: LucideIcon;
  title: string;
  text: string;
}

interface IconPointProps {
  icon: LucideIcon;
  title: ReactNode;
  /** An item of a list (li) or a block on its own (div). */
  as?: "li" | "div";
  heading?: "h2" | "h3" | "p";
  children?: ReactNode;
  className?: string;
  badgeClassName?: string;
  iconClassName?: string;
  headingClassName?: string;
  bodyClassName?: string;
}

/** An icon badge with a heading and its text beside it. */
export function IconPoint(props: IconPointProps) {
  const { icon, title, as: Tag = "li", heading: Heading = "h3", children, className } = props;
  return (
    <Tag className={cn("flex gap-4", className)}>
      <IconBadge icon={icon} className={props.badgeClassName} iconClassName={props.iconClassName} />
      <div className={cn("min-w-0", props.bodyClassName)}>
        <Heading className={cn("font-semibold text-slate-900", props.headingClassName)}>{title}</Heading>
        {children}
      </div>
    </Tag>
  );
}
