import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { type ContactForm as ContactValues, type ContactFormInput, contactFormSchema } from "@domain/contact/contact-schema";
import { formatCountdown } from "@domain/format";
import { FormField } from "~/components/forms/form-field";
import { RateLimitPanel } from "~/components/forms/rate-limit-panel";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/sonner";
import { Textarea } from "~/components/ui/textarea";
import { SEND_FEEDBACK } from "~/content/send-feedback";
import { useCooldown } from "~/hooks/use-cooldown";
import { CONTACT_COOLDOWN_KEY } from "~/lib/browser-keys";
import { copySent, postJson } from "~/lib/post-json";
import { ContactConfirmDialog } from "./contact-confirm-dialog";

const EMPTY: ContactFormInput = { firstName: "", lastName: "", email: "", phone: "", company: "", subject: "", message: "" };

/**
 * The contact form (docs/product.md §2.11, §6.5, §8.2, §9.2): validation with the shared schema, a confirmation dialog, sending, then
 * reset. A 429 starts a cooldown kept in `contact_cooldown` that survives a reload.
 */
export function ContactForm() {
  const form = useForm<ContactFormInput, unknown, ContactValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: EMPTY,
    mode: "onTouched",
  });
  const { errors } = form.formState;
  const [pending, setPending] = useState<ContactValues | null>(null);
  const [sending, setSending] = useState(false);
  const cooldown = useCooldown(CONTACT_COOLDOWN_KEY);

  async function send(values: ContactValues) {
    setSending(true);
    const result = await postJson("/api/send-contact-email", { type: "contact", ...values });
    setSending(false);
    setPending(null);
    switch (result.kind) {
      case "ok":
        toast.success(SEND_FEEDBACK.contactSuccess.title, {
          description: copySent(result.data) ? SEND_FEEDBACK.contactSuccess.description : SEND_FEEDBACK.copySkipped,
        });
        form.reset(EMPTY);
        return;
      case "rate-limited":
        cooldown.start(result.retryAfterSeconds);
        toast.error(SEND_FEEDBACK.rateLimited.title, { description: SEND_FEEDBACK.rateLimited.description });
        return;
      case "invalid":
        for (const [field, message] of Object.entries(result.fields)) {
          if (field in EMPTY) form.setError(field as keyof ContactFormInput, { message });
        }
        toast.error(SEND_FEEDBACK.validationError);
        return;
      case "error":
        toast.error(SEND_FEEDBACK.genericError.title, { description: result.message || SEND_FEEDBACK.genericError.description });
    }
  }

  return (
    <>
      <form
        noValidate
        aria-label="Formulaire de contact"
        className="flex flex-col gap-5"
        onSubmit={form.handleSubmit(setPending, () => toast.error(SEND_FEEDBACK.validationError))}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="Prénom" required error={errors.firstName?.message}>
            <Input autoComplete="given-name" {...form.register("firstName")} />
          </FormField>
          <FormField label="Nom" required error={errors.lastName?.message}>
            <Input autoComplete="family-name" {...form.register("lastName")} />
          </FormField>
          <FormField label="E-mail" required error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...form.register("email")} />
          </FormField>
          <FormField label="Téléphone" error={errors.phone?.message} hint="Facultatif, par exemple 06 12 34 56 78">
            <Input type="tel" autoComplete="tel" {...form.register("phone")} />
          </FormField>
        </div>
        <FormField label="Entreprise" error={errors.company?.message} hint="Facultatif">
          <Input autoComplete="organization" {...form.register("company")} />
        </FormField>
        <FormField label="Sujet" required error={errors.subject?.message}>
          <Input {...form.register("subject")} />
        </FormField>
        <FormField label="Message" required error={errors.message?.message}>
          <Textarea rows={6} {...form.register("message")} />
        </FormField>
        <p className="text-sm text-muted-foreground">
          <span aria-hidden className="text-destructive">
            *
          </span>{" "}
          Champs obligatoires. Vos données servent uniquement à répondre à votre demande (voir notre politique de protection des données).
        </p>
        {cooldown.active && <RateLimitPanel remainingSeconds={cooldown.remainingSeconds} />}
        <Button type="submit" size="lg" variant="eco" className="self-start" disabled={cooldown.active || sending}>
          {cooldown.active ? SEND_FEEDBACK.availableIn(formatCountdown(cooldown.remainingSeconds)) : "Envoyer le message"}
        </Button>
      </form>
      <ContactConfirmDialog
        values={pending}
        sending={sending}
        onEdit={() => setPending(null)}
        onConfirm={() => pending && void send(pending)}
      />
    </>
  );
}
