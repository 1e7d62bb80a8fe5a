/**
 * DocumentDownloadButton: the one way the site offers a file of /documents/ (data sheets, FDES, press kit).
 *
 * Props
 * - `file` (required): a `DocumentFile` from `@domain/documents` — `productDocuments(productId, availability)`,
 *   `pressKit(availability)` or an item of `resolveCatalogue(availability)`. `availability` comes from the route's
 *   loader: `return { documents: await documentAvailability(context) }` with `documentAvailability` from
 *   `@server/documents/availability.server`.
 * - `children`: the visible text; defaults to `file.label` ("Fiche technique", "FDES", …), followed by "(exemple)"
 *   when the served file is a generated sample; always `file.unavailableLabel` when the file is absent ("Fiche
 *   Technique en cours d'écriture" for ArgiBotte). Pass children only where the sample is said next to the button.
 * - `context`: words read by screen readers only after the text, so that several "Fiche technique" buttons on one
 *   page have distinct names, e.g. `context="Botte 22"` → accessible name "Fiche technique Botte 22 (PDF)".
 * - `variant`, `size`, `className`: as for `Button` (default variant "outline").
 *
 * Behaviour
 * - An available file is a real `<a href download>`: it works without JavaScript. With JavaScript, a click first
 *   reports the download (`POST /api/track-download`, docs/product.md §7.6; the press kit with name, type and product
 *   only, and not at all in admin mode), waits at most 1.5 s for the answer, then lets the download proceed, whether
 *   tracking succeeded, failed or hangs. Failures are logged to the console only.
 * - A file that is absent is a disabled `<button>` showing `file.unavailableLabel`: never a broken link.
 *
 * Test hooks: `data-document="<trackingName>"` on the link or button, `data-available="true|false"`.
 */
import { useRef, useState, type MouseEvent, type ReactNode } from "react";
import { Download, FileClock } from "lucide-react";
import { Button, type ButtonProps } from "~/components/ui/button";
import { fileFormat, type DocumentFile } from "@domain/documents";
import { trackDownload } from "./track-download";

export type DocumentDownloadButtonProps = {
  file: DocumentFile;
  children?: ReactNode;
  context?: string;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  className?: string;
};

export function DocumentDownloadButton({
  file,
  children,
  context,
  variant = "outline",
  size = "default",
  className,
}: DocumentDownloadButtonProps) {
  const linkRef = useRef<HTMLAnchorElement>(null);
  // Set while the tracked click is replayed, so that the replay is left to the browser.
  const replaying = useRef(false);
  const [pending, setPending] = useState(false);

  if (!file.available) {
    return (
      <Button type="button" variant={variant} size={size} className={className} disabled data-document={file.trackingName} data-available="false">
        <FileClock aria-hidden />
        {file.unavailableLabel}
        {context ? <span className="sr-only"> {context}</span> : null}
      </Button>
    );
  }

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (replaying.current) {
      replaying.current = false;
      return;
    }
    // Ctrl/Cmd/Shift/middle clicks open a tab or a window: let the browser do it and report without waiting.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      void trackDownload(file);
      return;
    }
    event.preventDefault();
    if (pending) return;
    setPending(true);
    void trackDownload(file).then(() => {
      setPending(false);
      replaying.current = true;
      linkRef.current?.click();
    });
  }

  return (
    <Button asChild variant={variant} size={size} className={className}>
      <a
        ref={linkRef}
        href={file.url}
        download={file.fileName}
        onClick={handleClick}
        aria-busy={pending || undefined}
        data-document={file.trackingName}
        data-available="true"
      >
        <Download aria-hidden />
        {children ?? (file.sample ? `${file.label} (exemple)` : file.label)}
        <span className="sr-only">
          {context ? ` ${context}` : ""} ({fileFormat(file.fileName)})
        </span>
      </a>
    </Button>
  );
}
