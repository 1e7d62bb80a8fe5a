import { type DragEvent, type FormEvent, useId, useRef, useState } from "react";
import { FileText, FileX, FolderOpen, Upload } from "lucide-react";
import type { FdesMessage } from "@domain/fdes/compare-fdes-api";
import { Button, buttonVariants } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { formatFileSize } from "@domain/documents";
import { useHydrated } from "~/hooks/use-hydrated";
import { cn } from "~/lib/cn";

export interface FdesUploadZoneProps {
  file: File | null;
  /** Why the last file picked was refused (docs/product.md §8.6), said here too: a toast goes after 8 seconds. */
  refusal: FdesMessage | null;
  analysing: boolean;
  /** A file was chosen or dropped (null: the choice was emptied); resolves false when it was refused. */
  onPick(file: File | null): Promise<boolean>;
  onAnalyse(): void;
}

/**
 * The upload control of docs/product.md §3.1: a real file input named by its visible label (keyboards and screen readers use it
 * as is; eyes and pointers use the 'Choisir un fichier' label drawn as a button, which shows the input's focus), a
 * zone around it that also takes a dropped file, the chosen file's name and size, and 'Analyser la FDES'.
 * The button waits for React: a click before it runs would be lost.
 */
export function FdesUploadZone({ file, refusal, analysing, onPick, onAnalyse }: FdesUploadZoneProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hydrated = useHydrated();

  async function pick(picked: File | null, files?: FileList) {
    const accepted = await onPick(picked);
    const input = inputRef.current;
    if (!input) return;
    if (!accepted) input.value = "";
    else if (files) input.files = files;
  }

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (analysing) return;
    const files = event.dataTransfer.files;
    // Dropped text or a link carries no file: the current choice stays.
    if (files.length === 0) return;
    void pick(files[0] ?? null, files);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onAnalyse();
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        Analyser une FDES
      </h2>
      <div
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = "copy";
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={drop}
        data-dragging={dragging || undefined}
        data-testid="fdes-drop-zone"
        className={cn(
          "relative flex flex-col items-center gap-3 rounded-lg border-2 border-dashed p-6 text-center transition-colors",
          dragging ? "border-green-700 bg-green-50" : "border-input bg-card",
        )}
      >
        <Upload aria-hidden className="size-8 text-muted-foreground" />
        <Label id={`${id}-label`} htmlFor={`${id}-file`}>
          Fichier FDES (PDF, 600 ko au maximum)
        </Label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          Choisissez le fichier, ou déposez-le dans ce cadre.
        </p>
        {/* The real input, kept for keyboards and screen readers; the label after it is what eyes and pointers use. */}
        <input
          ref={inputRef}
          id={`${id}-file`}
          type="file"
          accept="application/pdf,.pdf"
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-hint ${id}-chosen`}
          disabled={analysing}
          aria-invalid={refusal ? true : undefined}
          onChange={(event) => void pick(event.target.files?.[0] ?? null)}
          className="peer sr-only"
        />
        <label
          htmlFor={`${id}-file`}
          aria-hidden
          className={cn(
            buttonVariants({ variant: "outline" }),
            "cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring peer-disabled:pointer-events-none peer-disabled:opacity-50",
          )}
        >
          <FolderOpen aria-hidden />
          Choisir un fichier
        </label>
        <p id={`${id}-chosen`} className="flex max-w-full items-center gap-2 text-sm" data-testid="fdes-chosen-file">
          {file ? (
            <>
              <FileText aria-hidden className="size-4 shrink-0" />
              <span className="min-w-0 font-medium break-all">{file.name}</span>
              <span className="shrink-0 text-muted-foreground">({formatFileSize(file.size)})</span>
            </>
          ) : refusal ? (
            <>
              <FileX aria-hidden className="size-4 shrink-0 text-destructive" />
              <span>
                <strong>{refusal.title}</strong> : {refusal.description}
              </span>
            </>
          ) : (
            <span className="text-muted-foreground">Aucun fichier choisi.</span>
          )}
        </p>
      </div>
      <Button type="submit" variant="eco" size="lg" disabled={!hydrated || analysing} className="self-start">
        {analysing ? "Analyse en cours..." : "Analyser la FDES"}
      </Button>
    </form>
  );
}
