import { DocumentDownloadButton } from "~/components/documents/document-download-button";
import { type DocumentFile, fileFormat, formatFileSize } from "@domain/documents";
import { Island } from "~/islands/island";

/**
 * One file of a catalogue entry: its button, then its format and size, and a word when it is a sample. The button
 * reads "Télécharger" and screen readers hear the entry's name after it ("Télécharger Fiche technique Botte 22 (PDF)").
 */
export function DocumentFileAction({ file, context }: { file: DocumentFile; context: string }) {
  return (
    <div className="flex flex-col items-start gap-1.5">
      <Island
        name="document-download-button"
        component={DocumentDownloadButton}
        props={{ file, context, variant: file.available ? "default" : "outline", children: "Télécharger" }}
      />
      {file.available ? (
        <p className="text-sm text-muted-foreground">
          {fileFormat(file.fileName)}
          {file.sizeBytes !== null ? ` · ${formatFileSize(file.sizeBytes)}` : ""}
          {file.sample ? (
            <>
              {" · "}
              <span className="font-semibold text-foreground">Exemple</span>, en attendant la FDES vérifiée
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
