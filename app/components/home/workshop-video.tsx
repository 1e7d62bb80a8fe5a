import { VideoEmbed } from "~/components/media/video-embed";
import { brand } from "@domain/brand";
import { Island } from "~/islands/island";

const video = brand.workshopVideo;

/**
 * The workshop presentation with its video (docs/product.md §2 Home). The video is behind the privacy placeholder of
 * VideoEmbed: nothing is requested from YouTube before consent or a click.
 */
export function WorkshopVideo() {
  return (
    <section aria-labelledby="accueil-atelier" className="render-when-visible bg-straw-50">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <h2 id="accueil-atelier" className="text-3xl font-bold tracking-tight">
            Notre atelier en vidéo
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
            À {brand.address.city}, dans le {brand.address.department}, notre équipe reçoit la paille, la densifie, la calibre et contrôle
            chaque botte avant de la conditionner sur palette. Découvrez en images les étapes de fabrication de nos bottes préfabriquées.
          </p>
        </div>
        <div>
          <Island name="video-embed" component={VideoEmbed} props={{ url: video.url, title: video.title }} />
          {video.placeholder ? (
            <p className="mt-3 text-sm text-muted-foreground">
              Vidéo provisoire : la présentation de l'atelier sera mise en ligne prochainement.
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
