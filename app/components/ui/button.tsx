import type * as React from "react";
import { Slot } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "~/lib/cn";

/**
 * Each class sets a property once: the weight lives in the variants, the corners and text size in the sizes, since
 * `cn` joins class names without resolving conflicts (app/lib/cn.ts). A caller's className adds layout (margins,
 * alignment, width), never a colour or a size: add a variant for that.
 */
export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  {
    variants: {
      variant: {
        default: "bg-primary font-medium text-primary-foreground shadow-sm hover:bg-earth-900",
        destructive: "bg-destructive font-medium text-destructive-foreground shadow-sm hover:bg-destructive-hover",
        outline: "border border-input bg-background font-medium text-foreground shadow-sm hover:bg-accent hover:text-accent-foreground",
        /** Outlined in light straw on the dark brown bands (call-to-action blocks, nomination banner). */
        outlineOnDark: "border border-earth-200 bg-transparent font-medium text-earth-50 shadow-sm hover:bg-earth-700 hover:text-white",
        secondary: "bg-secondary font-medium text-secondary-foreground shadow-sm hover:bg-straw-200",
        ghost: "font-medium text-foreground hover:bg-accent hover:text-accent-foreground",
        link: "font-medium text-primary underline-offset-4 hover:underline",
        eco: "bg-green-700 font-medium text-white shadow-sm hover:bg-green-800",
        hero: "bg-straw-400 font-semibold text-earth-950 shadow-md hover:bg-straw-300",
        earth: "bg-earth-700 font-medium text-earth-50 shadow-sm hover:bg-earth-800",
      },
      size: {
        default: "h-10 rounded-md px-4 py-2 text-sm",
        sm: "h-9 rounded-md px-3 text-sm",
        lg: "h-12 rounded-lg px-6 text-base",
        icon: "size-10 rounded-md text-sm",
        /** No box of its own: a link-styled action inside running text or under a form. */
        text: "rounded-md text-sm",
      },
    },
    defaultVariants: {
      variant: "default",
      size: "default",
    },
  },
);

export type ButtonProps = React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Renders the single child (a link, say) with the button's styles instead of a <button>. */
    asChild?: boolean;
  };

/** An icon-only button (size "icon") needs an aria-label in French, e.g. aria-label="Ouvrir le menu". */
export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  return <Comp data-slot="button" className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
