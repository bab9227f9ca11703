import { Link } from "react-router";
import { usePageTitle } from "../hooks/use-page-title";
import { MessagePage } from "./message-page";
import { Button } from "./ui/button";

interface NotFoundPageProps {
  text?: string;
  back?: { to: string; label: string };
}

/** The spec's 404 "Page Not Found"; the admin names its own way back. */
export function NotFoundPage({
  text = "The page you are looking for does not exist or has moved.",
  back = { to: "/", label: "Back to Home" },
}: NotFoundPageProps) {
  usePageTitle("Page Not Found");
  return (
    <MessagePage
      eyebrow="404"
      title="Page Not Found"
      action={
        <Button asChild>
          <Link to={back.to}>{back.label}</Link>
        </Button>
      }
    >
      {text}
    </MessagePage>
  );
}
