import type { Services } from "../context.server";
import { ownDeclarations } from "./own-products.server";
import { keepReaderWarm } from "./read-in-child.server";

/**
 * At server start, so that the first comparison is as fast as the next ones (docs/decisions/0012-fdes-comparator.md):
 * a reading process is started and kept ready, and our own declarations are read, in the background. Nothing waits
 * for it: pages are served meanwhile, and a comparison arriving first waits only for what is not done yet. A
 * declaration that could not be read is read again at the next comparison (ownDeclarations).
 */
export function warmUpFdesComparator(services: Pick<Services, "config" | "log">): void {
  keepReaderWarm();
  ownDeclarations(services).then(
    (declarations) => services.log.info({ count: declarations.length }, "FDES comparator: our declarations read at start"),
    (error: unknown) => services.log.warn({ err: error }, "FDES comparator: our declarations could not be read at start"),
  );
}
