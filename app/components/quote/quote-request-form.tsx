import { zodResolver } from "@hookform/resolvers/zod";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { type FieldErrors, FormProvider, get, useForm, useWatch } from "react-hook-form";
import { parisDay } from "@domain/calendar";
import {
  deliveryDateError,
  EMPTY_QUOTE,
  submitCheckFor,
  type QuoteForm,
  type QuoteFormInput,
  quoteFormSchema,
  selectedBales,
} from "@domain/quote/quote-form";
import { totalCarbonKg, isUrgentDelivery } from "@domain/quote/quote-pricing";
import { quoteProgress, sectionsComplete } from "@domain/quote/quote-progress";
import { RateLimitPanel } from "~/components/forms/rate-limit-panel";
import { toast } from "~/components/ui/sonner";
import { SEND_FEEDBACK } from "~/content/send-feedback";
import { useAutoAdvance } from "~/hooks/use-auto-advance";
import { useCooldown } from "~/hooks/use-cooldown";
import { useLeaveWarning } from "~/hooks/use-leave-warning";
import { useUserInteracting } from "~/hooks/use-user-interacting";
import { DEVIS_COOLDOWN_KEY } from "~/lib/browser-keys";
import { copySent } from "~/lib/post-json";
import { AttachedEstimate, type AttachedEstimateData, offeredSurfaces } from "./attached-estimate";
import { DeliveryFields } from "./delivery-fields";
import { IdentityFields } from "./identity-fields";
import { LeavePageDialog } from "./leave-page-dialog";
import { ProjectFields } from "./project-fields";
import { type PendingQuote, QuoteConfirmDialog } from "./quote-confirm-dialog";
import { QUOTE_FIELD_ORDER, QUOTE_SECTIONS, type QuoteFieldName, sectionOf } from "./quote-fields";
import { clearQuotePrefill, readQuotePrefill } from "~/lib/quote-prefill";
import { QuoteProgressBar } from "./quote-progress-bar";
import { QuoteSection } from "./quote-section";
import { QuoteSentPanel } from "./quote-sent-panel";
import { QuoteSummary } from "./quote-summary";
import { quoteRoute, type QuoteRoute, sendQuote } from "./send-quote";

/** After a step closes, the next one is scrolled to this much later (docs/product.md §10), once it has opened. */
const SCROLL_DELAY_MS = 100;
const FIRST_SECTION_ONLY = [true, false, false];

function scrollToTop(element: Element | null, block: ScrollLogicalPosition = "start") {
  window.setTimeout(() => {
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    element?.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block });
  }, SCROLL_DELAY_MS);
}

function errorAt(errors: FieldErrors<QuoteFormInput>, name: QuoteFieldName): string | undefined {
  const error = get(errors, name) as { message?: string; root?: { message?: string } } | undefined;
  return error?.message || error?.root?.message || undefined;
}

/**
 * The quote request of /devis (docs/product.md §2.12, §6.4–§6.6, §7.7, §7.8, §8.3, §9.2): three steps that open and close and move on by
 * themselves, a summary with progress and stored carbon, the checks at submit, a confirmation dialog, then a
 * personalised quote or a plain request. A 429 starts a cooldown kept in `devis_cooldown`; unsent edits make
 * leaving ask first.
 */
export function QuoteRequestForm({ quotesPerHour, estimate = null }: { quotesPerHour: number; estimate?: AttachedEstimateData | null }) {
  const form = useForm<QuoteFormInput, unknown, QuoteForm>({
    resolver: zodResolver(quoteFormSchema),
    defaultValues: EMPTY_QUOTE,
    // Messages appear at submit, then each is checked again as its field changes (reValidateMode), so a message goes
    // as soon as the answer is right. Never on leaving a field: a message appearing or going on blur moves the page
    // between the press and the release of the next click, and that click is lost (docs/decisions/0013-islands.md).
    mode: "onSubmit",
    reValidateMode: "onChange",
    // Focus goes to the first field in error once its step is open (see reveal).
    shouldFocusError: false,
  });
  const values = useWatch({ control: form.control }) as Partial<QuoteFormInput>;
  const [today] = useState(() => parisDay(new Date()));
  const completion = sectionsComplete(values);
  const complete = [completion.identity, completion.project, completion.delivery];
  const progress = quoteProgress(values);
  const carbonKg = totalCarbonKg(selectedBales(values.bottes ?? EMPTY_QUOTE.bottes));

  const [open, setOpen] = useState(FIRST_SECTION_ONLY);
  const [attached, setAttached] = useState(estimate);
  const [pending, setPending] = useState<PendingQuote | null>(null);
  const [sending, setSending] = useState<QuoteRoute | null>(null);
  const [sent, setSent] = useState<{ title: string; description: string } | null>(null);
  const cooldown = useCooldown(DEVIS_COOLDOWN_KEY);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const toggleRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const interacting = useUserInteracting(formRef, "section");
  const blocker = useLeaveWarning(form.formState.isDirty, SEND_FEEDBACK.leaveWarning);

  useEffect(() => {
    // The product and surface chosen on the calculator or a product card; kept until the request is sent.
    const prefill = readQuotePrefill();
    if (!prefill) return;
    form.reset({
      ...EMPTY_QUOTE,
      bottes: { ...EMPTY_QUOTE.bottes, [prefill.productId]: { selected: true, surface: prefill.surface } },
    });
  }, [form]);

  /** Ticks each bale of the estimate with its area as surface (rounded up to the whole m² the field takes), then shows step 2. */
  function takeEstimateSurfaces(estimate: AttachedEstimateData) {
    for (const surface of offeredSurfaces(estimate.annex)) {
      form.setValue(`bottes.${surface.productId}.selected`, true, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
      form.setValue(`bottes.${surface.productId}.surface`, String(Math.ceil(surface.areaM2)), {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      });
    }
    const index = QUOTE_SECTIONS.findIndex((section) => section.key === "project");
    setOpen((current) => current.map((isOpen, i) => isOpen || i === index));
  }

  /** Closes the step that just completed (and any complete ones after it), opens the next one to fill. */
  function advance(from: number) {
    const target = complete.findIndex((done, index) => index > from && !done);
    const closing = complete.map((done, index) => done && index >= from && (target === -1 || index < target));
    const sections = QUOTE_SECTIONS.map((section) => document.getElementById(section.anchor));
    // A keyboard user whose field disappears lands on the next thing to do rather than on the page's start.
    if (closing.some((closes, index) => closes && sections[index]?.contains(document.activeElement))) {
      (target === -1 ? submitRef.current : toggleRefs.current[target])?.focus({ preventScroll: true });
    }
    setOpen((current) => current.map((isOpen, index) => (closing[index] ? false : index === target ? true : isOpen)));
    if (target === -1) scrollToTop(summaryRef.current, "nearest");
    else scrollToTop(sections[target] ?? null);
  }
  useAutoAdvance(complete, interacting, advance);

  /** Opens the step holding `field` and puts the focus on it. */
  function reveal(field: QuoteFieldName) {
    const index = QUOTE_SECTIONS.findIndex((section) => section.key === sectionOf(field));
    setOpen((current) => current.map((isOpen, i) => isOpen || i === index));
    const target: QuoteFieldName = field === "bottes" ? "bottes.botte-22.selected" : field;
    // After the step has rendered open: a hidden field cannot take the focus.
    window.setTimeout(() => form.setFocus(target), 0);
  }

  /**
   * After a submit with fields in error (their messages are under them): one toast saying how many, titled by the
   * check of docs/product.md §8 when the first one is the phone or the delivery, and the focus on the first one in reading
   * order (an empty form sent the visitor to the phone, half-way down step 1).
   */
  function showFieldsToFix(fields: readonly QuoteFieldName[], extra: Parameters<typeof toast.error>[1] = {}) {
    const first = fields[0];
    if (!first) return;
    const check = submitCheckFor(first);
    const description = [check?.description, SEND_FEEDBACK.fieldsToFix(fields.length)].filter(Boolean).join(" ");
    toast.error(check?.title ?? SEND_FEEDBACK.validationError, { ...extra, description });
    reveal(first);
  }

  function onValid(parsed: QuoteForm) {
    const now = parisDay(new Date());
    const dateError = deliveryDateError(parsed.dateLivraison, now);
    if (dateError) {
      form.setError("dateLivraison", { message: dateError });
      toast.error(SEND_FEEDBACK.validationError, { description: SEND_FEEDBACK.fieldsToFix(1) });
      reveal("dateLivraison");
      return;
    }
    setPending({ form: parsed, urgent: isUrgentDelivery(parsed.dateLivraison, now) });
  }

  function onInvalid(errors: FieldErrors<QuoteFormInput>) {
    showFieldsToFix(QUOTE_FIELD_ORDER.filter((name) => errorAt(errors, name)));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (cooldown.active || sending) return;
    // Every message shows at once, so the visitor sees all that is missing; a submit it is, so from now on each
    // message follows its field as it changes.
    void form.handleSubmit(onValid, onInvalid)();
  }

  async function confirm() {
    if (!pending || sending) return;
    const route = quoteRoute(pending.form);
    setSending(route);
    const loading = route === "generate" ? toast.loading(SEND_FEEDBACK.quoteGenerating) : undefined;
    const replaceLoading = loading === undefined ? {} : { id: loading };
    setSent(null);
    const result = await sendQuote(pending.form, pending.urgent, attached?.request);
    setSending(null);
    setPending(null);
    switch (result.kind) {
      case "ok": {
        const success = route === "generate" ? SEND_FEEDBACK.quoteGenerated : SEND_FEEDBACK.quoteRequested;
        const withCopy = copySent(result.data);
        toast.success(success.title, { description: withCopy ? success.description : SEND_FEEDBACK.copySkipped, ...replaceLoading });
        const answered = (result.data as { number?: unknown } | null)?.number;
        const number = route === "generate" && typeof answered === "string" ? answered : null;
        // The confirmation above step 1 takes the focus and is scrolled to (QuoteSentPanel).
        setSent(
          !withCopy
            ? SEND_FEEDBACK.quoteSent.withoutCopy(number)
            : number
              ? SEND_FEEDBACK.quoteSent.generated(number, pending.form.email)
              : SEND_FEEDBACK.quoteSent.requested(pending.form.email),
        );
        clearQuotePrefill();
        setAttached(null);
        form.reset(EMPTY_QUOTE);
        setOpen(FIRST_SECTION_ONLY);
        return;
      }
      case "rate-limited": {
        cooldown.start(result.retryAfterSeconds);
        const { title, description } = SEND_FEEDBACK.quoteRateLimited(quotesPerHour);
        toast.error(title, { description, ...replaceLoading });
        return;
      }
      case "invalid": {
        const known = QUOTE_FIELD_ORDER.filter((name) => name in result.fields);
        for (const field of known) form.setError(field, { message: result.fields[field] });
        if (known.length > 0) showFieldsToFix(known, replaceLoading);
        else toast.error(SEND_FEEDBACK.validationError, { description: result.message || undefined, ...replaceLoading });
        return;
      }
      case "error":
        toast.error(SEND_FEEDBACK.genericError.title, {
          description: result.message || SEND_FEEDBACK.genericError.description,
          ...replaceLoading,
        });
    }
  }

  return (
    <FormProvider {...form}>
      <form ref={formRef} noValidate aria-label="Demande de devis" onSubmit={onSubmit}>
        {/* On a phone the summary comes after the form: a slim progress strip stays in view meanwhile. */}
        <div className="sticky top-16 z-30 -mx-4 mb-6 border-b border-border bg-background/95 px-4 py-2 backdrop-blur sm:-mx-6 sm:px-6 lg:hidden">
          <QuoteProgressBar value={progress} />
        </div>
        {sent && (
          <div className="mb-6">
            <QuoteSentPanel title={sent.title} description={sent.description} />
          </div>
        )}
        {/* Before the form, not beside or under it: a visitor should not fill three steps to learn they must wait. */}
        {cooldown.active && (
          <div className="mb-6">
            <RateLimitPanel remainingSeconds={cooldown.remainingSeconds} title={SEND_FEEDBACK.quoteRateLimitPanel} />
          </div>
        )}
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
          <div className="flex flex-col gap-4">
            {attached ? (
              <AttachedEstimate
                estimate={attached}
                onRemove={() => setAttached(null)}
                onUseSurfaces={() => takeEstimateSurfaces(attached)}
              />
            ) : null}
            {QUOTE_SECTIONS.map((section, index) => (
              <QuoteSection
                key={section.key}
                number={index + 1}
                title={section.title}
                anchor={section.anchor}
                open={open[index] ?? false}
                complete={complete[index] ?? false}
                onToggle={() => setOpen((current) => current.map((isOpen, i) => (i === index ? !isOpen : isOpen)))}
                toggleRef={(element) => {
                  toggleRefs.current[index] = element;
                }}
              >
                {section.key === "identity" && <IdentityFields />}
                {section.key === "project" && <ProjectFields />}
                {section.key === "delivery" && <DeliveryFields today={today} />}
              </QuoteSection>
            ))}
            <p className="text-sm text-muted-foreground">
              <span aria-hidden className="text-destructive">
                *
              </span>{" "}
              Champs obligatoires. Vos données servent uniquement à établir votre devis et à vous répondre (voir notre politique de
              protection des données).
            </p>
          </div>
          <aside ref={summaryRef} aria-label="Résumé de votre demande" className="scroll-mt-28 lg:sticky lg:top-20">
            <QuoteSummary
              progress={progress}
              carbonKg={carbonKg}
              cooldownSeconds={cooldown.remainingSeconds}
              generating={sending === "generate"}
              sending={sending !== null}
              submitRef={submitRef}
            />
          </aside>
        </div>
      </form>
      <QuoteConfirmDialog
        pending={pending}
        estimate={attached?.annex ?? null}
        sending={sending !== null}
        generating={sending === "generate"}
        onEdit={() => setPending(null)}
        onConfirm={() => void confirm()}
      />
      <LeavePageDialog blocker={blocker} />
    </FormProvider>
  );
}
