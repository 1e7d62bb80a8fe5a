import { Link } from "react-router";
import { ArrowLeft } from "lucide-react";
import { Button } from "~/components/ui/button";

export function BackToBlogButton({ className }: { className?: string }) {
  return (
    <Button asChild variant="ghost" className={className}>
      <Link to="/blog">
        <ArrowLeft aria-hidden="true" />
        Retour au blog
      </Link>
    </Button>
  );
}
