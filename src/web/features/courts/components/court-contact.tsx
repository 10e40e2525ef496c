import { Globe, Phone } from 'lucide-react';
import type { Court } from '#contract/courts';
import { useTranslation } from '#web/lib/i18n/use-translation';

/** How to reach a court nobody answers requests for here: its phone, its site. */
export function CourtContact({ court }: { court: Pick<Court, 'phone' | 'website'> }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-1.5 rounded-lg bg-muted p-3 text-sm">
      <p>{t('court_not_here')}</p>
      {(court.phone || court.website) && (
        <ul className="sm:space-y-1">
          {court.phone && (
            <li className="flex items-center gap-2">
              <Phone aria-hidden="true" className="size-4 shrink-0 text-primary" />
              <a href={`tel:${court.phone}`} className="underline max-sm:py-3">
                <span className="sr-only">{t('court_phone')}: </span>
                {court.phone}
              </a>
            </li>
          )}
          {court.website && (
            <li className="flex items-center gap-2">
              <Globe aria-hidden="true" className="size-4 shrink-0 text-primary" />
              <a
                href={court.website}
                className="truncate underline max-sm:py-3"
                rel="noopener nofollow"
              >
                <span className="sr-only">{t('court_website')}: </span>
                {court.website.replace(/^https?:\/\//, '')}
              </a>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
