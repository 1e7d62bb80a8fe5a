import { useState } from "react";
import { type CalculationResult } from "@domain/calculator/calculator";
import { CALCULATOR_MESSAGES, looksLikeEmail } from "@domain/calculator/calculator-api";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/sonner";
import { SEND_FEEDBACK } from "~/content/send-feedback";
import { postJson } from "~/lib/post-json";

/** "Recevoir mes résultats par e-mail" (docs/product.md §6 'Calculator', §5, §8). */
export function SendResultsForm({ first, second }: { first: CalculationResult | null; second: CalculationResult | null }) {
  const [email, setEmail] = useState("");
  const [sending, setSending] = useState(false);

  async function send(event: React.FormEvent) {
    event.preventDefault();
    if (!looksLikeEmail(email)) {
      toast.error(CALCULATOR_MESSAGES.invalidEmail.title, { description: CALCULATOR_MESSAGES.invalidEmail.description });
      return;
    }
    if (!first) {
      toast.error(CALCULATOR_MESSAGES.noCalculation.title, { description: CALCULATOR_MESSAGES.noCalculation.description });
      return;
    }
    setSending(true);
    const result = await postJson("/api/send-calculator-results", {
      email,
      isComparative: second !== null,
      calculation1: first,
      calculation2: second,
    });
    setSending(false);
    if (result.kind === "ok") {
      toast.success(CALCULATOR_MESSAGES.sent.title, { description: CALCULATOR_MESSAGES.sent.description });
      setEmail("");
    } else if (result.kind === "rate-limited") {
      toast.error(SEND_FEEDBACK.rateLimited.title, { description: SEND_FEEDBACK.rateLimited.description });
    } else if (result.kind === "invalid" && result.fields.email) {
      toast.error(CALCULATOR_MESSAGES.invalidEmail.title, { description: CALCULATOR_MESSAGES.invalidEmail.description });
    } else {
      toast.error(CALCULATOR_MESSAGES.sendFailed.title, { description: CALCULATOR_MESSAGES.sendFailed.description });
    }
  }

  return (
    <form noValidate onSubmit={send} aria-label="Recevoir les résultats par e-mail" className="flex flex-col gap-2">
      <Label htmlFor="calculator-email">Recevoir mes résultats par e-mail</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id="calculator-email"
          type="email"
          autoComplete="email"
          placeholder="vous@exemple.fr"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="sm:max-w-sm"
        />
        <Button type="submit" variant="secondary" disabled={sending}>
          {sending ? SEND_FEEDBACK.sending : "Envoyer les résultats"}
        </Button>
      </div>
    </form>
  );
}
