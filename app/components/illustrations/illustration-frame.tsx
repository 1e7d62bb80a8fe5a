import { useId, type ReactNode } from "react";
import { cn } from "~/lib/cn";

export type IllustrationProps = {
  /**
   * French text alternative. Given: the drawing is an image named by it. Omitted: the drawing is decorative and
   * hidden from assistive technology (the surrounding text already says what it shows).
   */
  title?: string;
  className?: string;
};

type IllustrationFrameProps = IllustrationProps & {
  /** Intrinsic size in CSS pixels; the viewBox has the same size, so the drawing scales without distortion. */
  width: number;
  height: number;
  children: ReactNode;
};

/**
 * The `<svg>` around every drawing: width and height attributes give it an intrinsic aspect ratio, so the box is
 * sized before anything paints (no layout shift) and scales down with `height: auto` and a max-width, which the
 * caller's className gives with the width (`w-48 max-w-full`, `w-full max-w-md`).
 */
export function IllustrationFrame({ title, className, width, height, children }: IllustrationFrameProps) {
  const titleId = useId();
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      className={cn("h-auto", className)}
      {...(title ? { role: "img", "aria-labelledby": titleId } : { "aria-hidden": true, focusable: false })}
    >
      {title ? <title id={titleId}>{title}</title> : null}
      {children}
    </svg>
  );
}
