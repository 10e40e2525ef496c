import {
  type PhotoSize as CourtPhoto,
  photoHeightAt,
  photoSrcSet,
  photoUrl,
} from '#contract/photo-files';
import { useTranslation } from '#web/lib/i18n/use-translation';

/** A card's cover: its size given, so the card does not move when it arrives; loaded when near. */
export function CourtCover(props: { photo: CourtPhoto; courtName: string }) {
  const { t } = useTranslation();
  const { photo } = props;
  return (
    <img
      src={photoUrl(photo.id, 400)}
      srcSet={photoSrcSet(photo.id)}
      sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
      width={400}
      height={photoHeightAt(photo, 400)}
      loading="lazy"
      decoding="async"
      alt={t('court_photo_of', { name: props.courtName })}
      className="-mx-5 -mt-5 aspect-[3/2] w-[calc(100%+2.5rem)] max-w-none rounded-t-xl object-cover"
    />
  );
}

/**
 * A court page's photos in a row that scrolls sideways (snapping to each), the first loaded at
 * once, the others when they come near.
 */
export function CourtGallery(props: { photos: CourtPhoto[]; courtName: string }) {
  const { t } = useTranslation();
  if (props.photos.length === 0) return null;
  return (
    <section
      aria-label={t('court_gallery')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a row that scrolls sideways takes the keyboard's focus, so that arrow keys can scroll it
      tabIndex={0}
      className="-mx-4 overflow-x-auto px-4 pb-2 focus-visible:outline-2 focus-visible:outline-offset-2 sm:mx-0 sm:px-0"
    >
      <ul className="flex snap-x snap-mandatory gap-3">
        {props.photos.map((photo, index) => (
          <li key={photo.id} className="w-[85%] shrink-0 snap-start sm:w-[48%]">
            <img
              src={photoUrl(photo.id, 800)}
              srcSet={photoSrcSet(photo.id)}
              sizes="(min-width: 640px) 50vw, 85vw"
              width={800}
              height={photoHeightAt(photo, 800)}
              loading={index === 0 ? 'eager' : 'lazy'}
              decoding="async"
              alt={
                index === 0
                  ? t('court_photo_of', { name: props.courtName })
                  : t('court_photo_number', { n: index + 1 })
              }
              className="aspect-[3/2] w-full rounded-xl object-cover"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
