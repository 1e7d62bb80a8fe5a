import type { Blocker } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { SEND_FEEDBACK } from "~/content/send-feedback";

/** Asks before a link inside the site takes the visitor away from a request not yet sent (docs/product.md §9). */
export function LeavePageDialog({ blocker }: { blocker: Blocker }) {
  const open = blocker.state === "blocked";
  return (
    <Dialog open={open} onOpenChange={(next) => !next && blocker.reset?.()}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>Quitter cette page ?</DialogTitle>
          <DialogDescription>{SEND_FEEDBACK.leaveWarning}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => blocker.reset?.()}>
            Rester sur la page
          </Button>
          <Button variant="destructive" onClick={() => blocker.proceed?.()}>
            Quitter la page
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
