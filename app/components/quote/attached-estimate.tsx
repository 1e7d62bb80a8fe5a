import { Button } from "~/components/ui/button";

/** What the quote page received from /estimation-re2020: the estimate's request and its line, computed on the server. */
export interface AttachedEstimateData {
  request: object;
  summary: string;
}

/** The RE2020 estimate joined to the request (it goes to the team and the quote's annex), and a way to leave it out. */
export function AttachedEstimate({ estimate, onRemove }: { estimate: AttachedEstimateData; onRemove: () => void }) {
  return (
    <section aria-labelledby="estimation-jointe" className="rounded-lg border border-border bg-secondary p-4 text-secondary-foreground">
      <h2 id="estimation-jointe" className="font-semibold">
        Estimation RE2020 jointe à votre demande
      </h2>
      <p className="mt-1 text-sm" data-testid="attached-estimate">
        {estimate.summary}
      </p>
      <p className="mt-1 text-sm">Elle accompagnera votre demande et figurera en annexe du devis.</p>
      <Button type="button" variant="outline" className="mt-3" onClick={onRemove}>
        Retirer l'estimation
      </Button>
    </section>
  );
}
