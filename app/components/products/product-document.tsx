import { DocumentDownloadButton } from "~/components/documents/document-download-button";
import { type DocumentFile, fileFormat, formatFileSize } from "@domain/documents";
import { Island } from "~/islands/island";

/**
 * A product's data sheet or FDES on its card: the download button (labelled "Fiche technique" / "FDES", or the
 * file's unavailable label), then its format and size, and a visible word when the file is a generated sample.
 */
export function ProductDocument({ file, productLabel }: { file: DocumentFile; productLabel: string }) {
  return (
    <div className="flex flex-col items-start gap-1">
      <Island name="document-download-button" component={DocumentDownloadButton} props={{ file, context: productLabel }} />
      {file.available ? (
        <p className="text-xs text-muted-foreground">
          {fileFormat(file.fileName)}
          {file.sizeBytes !== null ? ` · ${formatFileSize(file.sizeBytes)}` : ""}
          {file.sample ? (
            <>
              {" · "}
              <span className="font-semibold text-foreground">Exemple</span>
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
