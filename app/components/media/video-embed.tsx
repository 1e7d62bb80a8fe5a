import { useEffect, useRef, useState } from "react";
import { Play } from "lucide-react";
import { useCookieConsent } from "~/hooks/use-cookie-consent";
import { cn } from "~/lib/cn";
import { VIDEO_FRAME_ORIGIN } from "~/lib/csp-handle";

/**
 * The id of a YouTube video from any of its usual addresses (watch?v=, youtu.be/, embed/, shorts/), or null when the
 * address is not a YouTube video. Ids are 11 characters of [A-Za-z0-9_-].
 */
export function youtubeVideoId(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const host = parsed.hostname.replace(/^(www|m)\./, "");
  let id: string | null = null;
  if (host === "youtu.be") {
    id = parsed.pathname.split("/")[1] ?? null;
  } else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    id =
      parsed.pathname === "/watch"
        ? parsed.searchParams.get("v")
        : (/^\/(?:embed|shorts|live)\/([^/]+)/.exec(parsed.pathname)?.[1] ?? null);
  }
  return id !== null && /^[A-Za-z0-9_-]{11}$/.test(id) ? id : null;
}

type VideoEmbedProps = {
  /** The video's YouTube address, in any usual form. */
  url: string;
  /** What the video shows, in French: the iframe's title and the play button's name. */
  title: string;
  className?: string;
};

/**
 * A YouTube video that loads nothing from YouTube until the visitor has accepted cookies (banner, stored choice
 * "accepted") or clicks the placeholder (docs/product-decisions.md). It then plays from youtube-nocookie.com. The frame keeps a
 * 16:9 box from the first paint, so nothing shifts when the video replaces the placeholder.
 */
export function VideoEmbed({ url, title, className }: VideoEmbedProps) {
  const { consent } = useCookieConsent();
  const [clicked, setClicked] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const id = youtubeVideoId(url);

  // After a click the button disappears: keyboard focus follows into the player instead of falling to the page.
  useEffect(() => {
    if (clicked) frameRef.current?.focus();
  }, [clicked]);

  const box = cn("relative aspect-video w-full overflow-hidden rounded-lg bg-earth-900", className);

  if (id === null) {
    return (
      <p className={cn("rounded-lg border border-border p-4", className)}>
        <a href={url} target="_blank" rel="noopener noreferrer" className="underline underline-offset-4">
          Voir la vidéo «&nbsp;{title}&nbsp;» (nouvel onglet)
        </a>
      </p>
    );
  }

  if (consent === "accepted" || clicked) {
    const src = `${VIDEO_FRAME_ORIGIN}/embed/${id}${clicked ? "?autoplay=1" : ""}`;
    return (
      <div className={box}>
        <iframe
          ref={frameRef}
          src={src}
          title={title}
          className="absolute inset-0 size-full"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
          loading={clicked ? "eager" : "lazy"}
        />
      </div>
    );
  }

  return (
    // On this dark box the focus ring switches to straw, as app.css asks for dark sections.
    <div
      className={cn(
        box,
        "flex flex-col items-center justify-center gap-4 p-6 text-center text-earth-50 [--color-ring:var(--color-straw-300)]",
      )}
    >
      <button
        type="button"
        onClick={() => setClicked(true)}
        className="group flex flex-col items-center gap-3 rounded-lg p-2 font-semibold"
      >
        <span className="flex size-16 items-center justify-center rounded-full bg-straw-400 text-earth-950 shadow-md transition-colors group-hover:bg-straw-300">
          <Play aria-hidden="true" className="size-7 translate-x-0.5" />
        </span>
        <span>Lire la vidéo : {title}</span>
      </button>
      <p className="max-w-md text-sm">
        La vidéo est hébergée par YouTube. En la lançant, vous acceptez que YouTube dépose des cookies (mode confidentialité renforcée
        youtube-nocookie.com). Rien n'est chargé avant votre clic.
      </p>
    </div>
  );
}
