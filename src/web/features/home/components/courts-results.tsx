import { useTranslation } from 'react-i18next';
import type { Court } from '../../../../contract/courts';
import { notify } from '../../../lib/toast';
import { useRequireAuth } from '../../../lib/use-require-auth';
import { courtsUrl } from '../api/list-urls';
import type { HomeView } from '../hooks/use-home-view';
import { usePagedList } from '../hooks/use-paged-list';
import { CourtCard } from './court-card';
import { ResultsSection } from './results-section';

export default function CourtsResults({ view }: { view: HomeView }) {
  const { t, i18n } = useTranslation();
  const requireAuth = useRequireAuth();
  const list = usePagedList<Court>(courtsUrl(view));
  return (
    <ResultsSection
      list={list}
      countKey="court_count"
      emptyKey="courts_empty"
      renderItem={(court) => (
        <CourtCard
          court={court}
          origin={view.district}
          onBook={() => {
            if (!requireAuth('auth_required_book')) return;
            const courtName = (i18n.resolvedLanguage === 'en' && court.nameEn) || court.name;
            void notify(t('booking_sent'), {
              kind: 'success',
              description: t('booking_sent_description', { courtName }),
            });
          }}
        />
      )}
    />
  );
}
