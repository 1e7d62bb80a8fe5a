import type { BlogIllustration as BlogIllustrationId } from "@domain/blog-content";
import { MobileUnitIllustration } from "~/components/illustrations/mobile-unit";
import { TimberFrameWallIllustration } from "~/components/illustrations/timber-frame-wall";
import { WorkshopIllustration } from "~/components/illustrations/workshop";
import { cn } from "~/lib/cn";
import { CollectiveHousingIllustration } from "./collective-housing-illustration";

const DRAWINGS = {
  "timber-frame-wall": TimberFrameWallIllustration,
  workshop: WorkshopIllustration,
  "collective-housing": CollectiveHousingIllustration,
  "mobile-unit": MobileUnitIllustration,
} satisfies Record<BlogIllustrationId, unknown>;

type BlogIllustrationProps = {
  illustration: BlogIllustrationId;
  /** Text alternative; omit it where the drawing only decorates a link that already names the article. */
  alt?: string;
  className?: string;
};

/** An article's drawing (there is no stock photography), centred in a fixed 16:10 box so nothing shifts. */
export function BlogIllustration({ illustration, alt, className }: BlogIllustrationProps) {
  const Drawing = DRAWINGS[illustration];
  return (
    <div className={cn("flex aspect-[16/10] items-center justify-center bg-straw-50 p-4", className)}>
      <Drawing title={alt} className="max-h-full w-auto max-w-full" />
    </div>
  );
}
