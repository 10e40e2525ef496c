import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import { courtNameIn } from '#contract/court-name';
import { ListState } from '#web/components/list-state';
import { Card } from '#web/components/ui/card';
import { ApiRequestError } from '#web/lib/api-client';
import { showApiErrorToast } from '#web/lib/api-error-toast';
import { currentLanguage } from '#web/lib/current-language';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { useNavigate } from '#web/lib/navigation';
import { notify } from '#web/lib/toast';
import { courtQueryOptions, myCourtsQueryKey, saveCourt } from '../api/courts-api';
import {
  type CourtFormValues,
  courtFormValues,
  formFieldOf,
  toCourtInput,
} from '../court-form-values';
import { ClosuresEditor } from './closures-editor';
import { CourtForm } from './court-form';
import { CourtPhotosEditor } from './court-photos-editor';

/**
 * The listing form of a new court (no `id`) or of one of the owner's courts: loads it, saves it
 * and goes back to the owner's courts; the server's objections show at their fields.
 */
export function CourtEditor({ id }: { id: string | undefined }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const court = useQuery({ ...courtQueryOptions(id ?? ''), enabled: Boolean(id) });

  async function save(values: CourtFormValues): Promise<Record<string, string> | undefined> {
    try {
      const saved = await saveCourt(toCourtInput(values), id);
      queryClient.setQueryData(courtQueryOptions(saved.id).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: myCourtsQueryKey });
      void notify(id ? t('court_updated') : t('court_listed'), {
        kind: 'success',
        description: courtNameIn(currentLanguage(i18n), saved),
      });
      navigate('/my/courts');
      return undefined;
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'validation' && error.fields) {
        return Object.fromEntries(
          Object.entries(error.fields).map(([path, reason]) => [formFieldOf(path), reason]),
        );
      }
      showApiErrorToast(t, error);
      return undefined;
    }
  }

  return (
    <Card className="space-y-5">
      <p className="text-sm text-muted-foreground">{t('court_form_intro')}</p>
      {id && (
        <ListState
          isPending={court.isPending}
          isError={court.isError}
          isEmpty={false}
          emptyText=""
          onRetry={() => void court.refetch()}
        />
      )}
      {(!id || court.data) && (
        <CourtForm
          key={court.data?.id ?? 'new'}
          initial={courtFormValues(court.data)}
          submitLabel={id ? t('court_form_save') : t('court_form_submit')}
          onSave={save}
        />
      )}
      {court.data ? (
        <>
          <CourtPhotosEditor key={court.data.id} court={court.data} />
          <ClosuresEditor key={`closures-${court.data.id}`} court={court.data} />
        </>
      ) : (
        !id && <p className="text-sm text-muted-foreground">{t('court_photos_after_save')}</p>
      )}
      <Link to="/my/courts" className="inline-block text-sm text-primary underline max-sm:py-3">
        {t('court_form_back')}
      </Link>
    </Card>
  );
}
