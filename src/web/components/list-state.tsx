import { useTranslation } from '#web/lib/i18n/use-translation';
import { Button } from './ui/button';

/** Loading, error with retry, and empty states of a list on a signed-in page. */
export function ListState(props: {
  isPending: boolean;
  isError: boolean;
  isEmpty: boolean;
  emptyText: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (props.isPending) return <p role="status">{t('loading')}</p>;
  if (props.isError) {
    return (
      <div role="alert" className="space-y-2 rounded-xl border border-dashed border-border p-6">
        <p>{t('load_failed')}</p>
        <Button variant="outline" onClick={props.onRetry}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (props.isEmpty) {
    return (
      <p className="rounded-xl border border-dashed border-border bg-card p-8 text-center text-muted-foreground">
        {props.emptyText}
      </p>
    );
  }
  return null;
}
