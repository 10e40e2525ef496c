import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, ImagePlus, Star, Trash2 } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import {
  type CourtPhoto,
  type CourtPhotos,
  MAX_PHOTO_BYTES,
  MAX_PHOTOS_PER_COURT,
  photoHeightAt,
  photoUrl,
} from '#contract/court-photos';
import type { Court } from '#contract/courts';
import { TitledSection } from '#web/components/titled-section';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { apiErrorText } from '#web/lib/api-error-toast';
import { useTranslation } from '#web/lib/i18n/use-translation';
import {
  courtQueryOptions,
  myCourtsQueryKey,
  orderCourtPhotos,
  removeCourtPhoto,
  uploadCourtPhoto,
} from '../api/courts-api';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';
const MEGABYTE = 1024 * 1024;

/**
 * What the owner can do with the photo at `index`: make it the cover (unless it is), move it a
 * place (a move to where it is stays in the row, disabled, so the buttons never shift), remove
 * it (`to` undefined).
 */
function photoActions(index: number, count: number) {
  return [
    ...(index > 0 ? [{ key: 'cover', icon: Star, label: 'court_photo_make_cover', to: 0 }] : []),
    { key: 'earlier', icon: ArrowLeft, label: 'court_photo_earlier', to: Math.max(0, index - 1) },
    {
      key: 'later',
      icon: ArrowRight,
      label: 'court_photo_later',
      to: Math.min(count - 1, index + 1),
    },
    { key: 'remove', icon: Trash2, label: 'court_photo_remove', to: undefined },
  ] as const;
}

/**
 * The owner's photos of a court: add up to eight (each checked for size here, decoded and
 * stored again by the server), move them, pick the cover (the first), remove them. Every change
 * is saved at once and the court's page and cards show it.
 */
export function CourtPhotosEditor({ court }: { court: Court }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const inputId = useId();
  const [photos, setPhotos] = useState<CourtPhoto[]>(court.photos);
  const [busy, setBusy] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);

  function saved({ items }: CourtPhotos) {
    setPhotos(items);
    queryClient.setQueryData(courtQueryOptions(court.id).queryKey, (kept) =>
      kept ? { ...kept, photos: items } : kept,
    );
    void queryClient.invalidateQueries({ queryKey: myCourtsQueryKey });
  }

  async function add(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const found: string[] = [];
    let count = photos.length;
    for (const [index, file] of files.entries()) {
      if (count >= MAX_PHOTOS_PER_COURT) {
        found.push(`${file.name}: ${t('error_too_many_photos')}`);
        continue;
      }
      if (file.size > MAX_PHOTO_BYTES) {
        found.push(
          `${file.name}: ${t('court_photo_too_large', { mb: MAX_PHOTO_BYTES / MEGABYTE })}`,
        );
        continue;
      }
      setBusy(t('court_photos_uploading', { n: index + 1, count: files.length }));
      try {
        const result = await uploadCourtPhoto(court.id, file);
        saved(result);
        count = result.items.length;
      } catch (error) {
        found.push(`${file.name}: ${apiErrorText(t, error)}`);
      }
    }
    setBusy(null);
    setProblems(found);
  }

  async function change(action: () => Promise<CourtPhotos>) {
    setBusy(t('saving'));
    try {
      saved(await action());
      setProblems([]);
    } catch (error) {
      setProblems([apiErrorText(t, error)]);
    } finally {
      setBusy(null);
    }
  }

  const moved = (from: number, to: number) => {
    const ids = photos.map((photo) => photo.id);
    const [id] = ids.splice(from, 1);
    if (id) ids.splice(to, 0, id);
    return change(() => orderCourtPhotos(court.id, ids));
  };

  return (
    <TitledSection title={t('court_photos')}>
      <p className="text-sm text-muted-foreground">
        {t('court_photos_hint', { max: MAX_PHOTOS_PER_COURT, mb: MAX_PHOTO_BYTES / MEGABYTE })}
      </p>
      {photos.length > 0 && (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {photos.map((photo, index) => (
            <li key={photo.id} className="space-y-2">
              <div className="relative">
                <img
                  src={photoUrl(photo.id, 400)}
                  width={400}
                  height={photoHeightAt(photo, 400)}
                  alt={t('court_photo_number', { n: index + 1 })}
                  className="aspect-[4/3] w-full rounded-lg object-cover"
                />
                {index === 0 && (
                  <Badge tone="primary" className="absolute top-2 left-2 bg-card">
                    {t('court_photo_cover')}
                  </Badge>
                )}
              </div>
              <div className="flex flex-wrap gap-1">
                {photoActions(index, photos.length).map(({ key, icon: Icon, label, to }) => (
                  <Button
                    key={key}
                    type="button"
                    variant={to === undefined ? 'ghost' : 'outline'}
                    size="icon"
                    disabled={busy !== null || to === index}
                    aria-label={t(label, { n: index + 1 })}
                    onClick={() =>
                      void (to === undefined
                        ? change(() => removeCourtPhoto(court.id, photo.id))
                        : moved(index, to))
                    }
                  >
                    <Icon aria-hidden="true" />
                  </Button>
                ))}
              </div>
            </li>
          ))}
        </ol>
      )}
      {photos.length < MAX_PHOTOS_PER_COURT && (
        <div>
          <input
            id={inputId}
            type="file"
            accept={ACCEPT}
            multiple
            className="peer sr-only"
            disabled={busy !== null}
            onChange={(event) => void add(event)}
          />
          <label
            htmlFor={inputId}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-border px-4 text-sm font-medium peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-disabled:opacity-50"
          >
            <ImagePlus aria-hidden="true" className="size-4" />
            {t('court_photos_add')}
          </label>
        </div>
      )}
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {busy}
      </p>
      {problems.length > 0 && (
        <ul role="alert" className="space-y-1 text-sm text-destructive">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}
