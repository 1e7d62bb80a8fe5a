import { Mail, MapPin, Phone } from "lucide-react";
import type { QuoteRequestRow } from "@server/analytics/contact-quote-requests.server";
import { formatDateShort, formatEurosHT } from "@domain/format";
import { QUOTE_SOURCE_LABELS } from "@domain/quotes/quote-source";
import { QuoteStatusBadge } from "~/components/quotes/quote-status-badge";

/**
 * One quote request of docs/product.md §3.5: who, when, where it came from and where it stands, how to reach them,
 * where, the project (or the contact message's subject) and its quote, and what they wrote; its name links to its page.
 */
export function QuoteRequestCard({ request, messageHeading }: { request: QuoteRequestRow; messageHeading?: string }) {
  return (
    <li className="rounded-lg border border-border bg-card p-5">
      <article aria-label={`Demande de ${request.name}`}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 className="text-lg font-semibold">
            <a href={`/commercial/devis/${request.id}`} className="underline-offset-4 hover:underline">
              {request.name}
            </a>
            {request.company ? <span className="font-normal text-muted-foreground"> · {request.company}</span> : null}
          </h3>
          <time dateTime={request.createdAt} className="text-sm text-muted-foreground">
            {formatDateShort(request.createdAt)}
          </time>
        </div>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <span data-source={request.source}>{QUOTE_SOURCE_LABELS[request.source]}</span>
          <QuoteStatusBadge status={request.status} />
        </p>
        <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <li className="flex items-center gap-1.5">
            <Mail aria-hidden className="size-4 text-muted-foreground" />
            <a href={`mailto:${request.email}`} className="underline underline-offset-4">
              {request.email}
            </a>
          </li>
          {request.phone ? (
            <li className="flex items-center gap-1.5">
              <Phone aria-hidden className="size-4 text-muted-foreground" />
              <a href={`tel:${request.phone.replace(/[^\d+]/g, "")}`} className="underline underline-offset-4">
                {request.phone}
              </a>
            </li>
          ) : null}
          {request.location ? (
            <li className="flex items-center gap-1.5">
              <MapPin aria-hidden className="size-4 text-muted-foreground" />
              {request.location}
            </li>
          ) : null}
        </ul>
        <p className="mt-3 font-medium">{request.projectTitle}</p>
        <p className="mt-1 text-sm">
          {request.number !== null && request.subtotalHT !== null
            ? `Devis ${request.number} · ${formatEurosHT(request.subtotalHT)}`
            : request.source === "contact"
              ? "Message de contact, sans devis chiffré"
              : "Demande sans devis chiffré (surface non précisée)"}
        </p>
        {messageHeading ? <h4 className="mt-3 text-sm font-semibold">{messageHeading}</h4> : null}
        <p className="mt-1 text-sm whitespace-pre-line text-muted-foreground">{request.details}</p>
      </article>
    </li>
  );
}
