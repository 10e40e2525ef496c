import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarDays, MapPinned, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { courtNameIn } from '#contract/court-name';
import type { Court } from '#contract/courts';
import { formatEuro } from '#contract/i18n/format-money';
import { ListState } from '#web/components/list-state';
import { TitledSection } from '#web/components/titled-section';
import { Button } from '#web/components/ui/button';
import { showApiErrorToast } from '#web/lib/api-error-toast';
import { currentLanguage } from '#web/lib/current-language';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { notify } from '#web/lib/toast';
import { myCourtsQueryKey, myCourtsQueryOptions, removeCourt } from '../api/courts-api';
import { RemoveCourtDialog } from './remove-court-dialog';

/** The owner's courts, each with Edit and Remove. */
export function MyCourtsList() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const courts = useQuery(myCourtsQueryOptions());
  const [removing, setRemoving] = useState<Court | null>(null);
  const nameOf = (court: Court) => courtNameIn(currentLanguage(i18n), court);

  async function remove(court: Court) {
    try {
      await removeCourt(court.id);
      void notify(t('court_removed'), { kind: 'success', description: nameOf(court) });
      setRemoving(null);
      await queryClient.invalidateQueries({ queryKey: myCourtsQueryKey });
    } catch (error) {
      showApiErrorToast(t, error);
    }
  }

  const items = courts.data?.items ?? [];
  return (
    <TitledSection title={t('my_courts_listed')}>
      <ListState
        isPending={courts.isPending}
        isError={courts.isError}
        isEmpty={items.length === 0}
        emptyText={t('my_courts_empty')}
        onRetry={() => void courts.refetch()}
      />
      <ul className="grid gap-3 sm:grid-cols-2">
        {items.map((court) => (
          <li key={court.id}>
            <article
              aria-label={nameOf(court)}
              className="flex h-full flex-col gap-3 rounded-xl border border-border bg-card p-4 shadow-sm"
            >
              <div>
                <h3 className="font-semibold">
                  <Link to={`/courts/${court.id}`} className="block hover:underline max-sm:py-2.5">
                    {nameOf(court)}
                  </Link>
                </h3>
                <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
                  <MapPinned aria-hidden="true" className="size-4 text-primary" />
                  {t(`district_${court.district}`)}, {court.address}
                </p>
              </div>
              <p className="text-sm">
                {[
                  t(`surface_${court.surface}`),
                  t(`setting_${court.setting}`),
                  t('court_count', { count: court.totalCourts }),
                  t('my_courts_price', {
                    price: formatEuro(court.pricePerHour, currentLanguage(i18n)),
                  }),
                ].join(' · ')}
              </p>
              <div className="mt-auto flex flex-wrap gap-2">
                <Button asChild variant="outline" size="sm">
                  <Link
                    to={`/my/courts/${court.id}/edit`}
                    aria-label={t('court_edit_named', { courtName: nameOf(court) })}
                  >
                    <Pencil aria-hidden="true" />
                    {t('court_edit')}
                  </Link>
                </Button>
                <Button asChild variant="outline" size="sm">
                  <Link
                    to={`/my/courts/${court.id}/calendar`}
                    aria-label={t('calendar_link_named', { courtName: nameOf(court) })}
                  >
                    <CalendarDays aria-hidden="true" />
                    {t('calendar_title')}
                  </Link>
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('court_remove_named', { courtName: nameOf(court) })}
                  onClick={() => setRemoving(court)}
                >
                  <Trash2 aria-hidden="true" />
                  {t('court_remove')}
                </Button>
              </div>
            </article>
          </li>
        ))}
      </ul>
      {removing && (
        <RemoveCourtDialog
          courtName={nameOf(removing)}
          onConfirm={() => remove(removing)}
          onOpenChange={(open) => {
            if (!open) setRemoving(null);
          }}
        />
      )}
    </TitledSection>
  );
}
