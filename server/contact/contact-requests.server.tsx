import type { ContactForm } from "@domain/contact/contact-schema";
import { CONTACT_ACKNOWLEDGEMENT_SUBJECT, ContactAcknowledgementEmail } from "@server/email/templates/contact-acknowledgement-email";
import { CONTACT_NOTIFICATION_SUBJECT, ContactNotificationEmail } from "@server/email/templates/contact-notification-email";
import type { RequestMeta, Services } from "../context.server";
import { contactRequests } from "../db/schema.server";
import { enqueueMessages } from "../email/outbox.server";
import { renderEmail } from "../email/render-email.server";
import { admitVisitorMail } from "../email/visitor-mail.server";
import { HOUR_MS, limitCaller } from "../http/rate-limit.server";

/**
 * A contact message (docs/product.md §7.7, type 'contact'): stored with the sender's city, region and country, and its
 * two e-mails (team notification with Reply-To, acknowledgement to the sender) queued in the same transaction.
 * Delivery happens after the answer, by the outbox worker.
 */
export async function submitContactRequest(services: Services, meta: RequestMeta, contact: ContactForm): Promise<{ copySent: boolean }> {
  const { db, config } = services;
  await limitCaller(db, { name: "send-contact-email", limit: config.RATE_LIMIT_CONTACT_PER_HOUR, windowMs: HOUR_MS }, meta.clientAddress);
  const copySent = await admitVisitorMail(services, contact.email);

  const location = services.geo.locate(meta.clientAddress);
  const receivedAt = new Date();
  const place = [location?.city, location?.region, location?.country].filter(Boolean).join(", ") || null;
  const [notification, acknowledgement] = await Promise.all([
    renderEmail(<ContactNotificationEmail contact={contact} location={place} receivedAt={receivedAt} />),
    renderEmail(<ContactAcknowledgementEmail />),
  ]);

  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactRequests)
      .values({
        createdAt: receivedAt,
        firstName: contact.firstName,
        lastName: contact.lastName,
        company: contact.company ?? null,
        email: contact.email,
        phone: contact.phone ?? null,
        subject: contact.subject,
        message: contact.message,
        city: location?.city ?? null,
        region: location?.region ?? null,
        country: location?.country ?? null,
      })
      .returning({ id: contactRequests.id });
    await enqueueMessages(tx, [
      {
        idempotencyKey: `contact-${row!.id}-team`,
        kind: "contact-notification",
        to: [config.TEAM_EMAIL],
        replyTo: contact.email,
        subject: CONTACT_NOTIFICATION_SUBJECT,
        ...notification,
      },
      ...(copySent
        ? [
            {
              idempotencyKey: `contact-${row!.id}-acknowledgement`,
              kind: "contact-acknowledgement",
              to: [contact.email],
              subject: CONTACT_ACKNOWLEDGEMENT_SUBJECT,
              ...acknowledgement,
            },
          ]
        : []),
    ]);
  });
  services.outbox.nudge();
  return { copySent };
}
