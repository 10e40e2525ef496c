import { useTranslation } from '#web/lib/i18n/use-translation';
import { Badge } from './ui/badge';

/** The first `limit` labels as badges, then a '+N more' badge naming the rest in its tooltip. */
export function PreviewBadges(props: { labels: string[]; limit: number; label: string }) {
  const { t } = useTranslation();
  const shown = props.labels.slice(0, props.limit);
  const rest = props.labels.slice(props.limit);
  return (
    <ul aria-label={props.label} className="flex flex-wrap gap-1.5">
      {shown.map((label) => (
        <li key={label}>
          <Badge tone="muted">{label}</Badge>
        </li>
      ))}
      {rest.length > 0 && (
        <li title={rest.join(', ')}>
          <Badge tone="outline">{t('more_count', { count: rest.length })}</Badge>
        </li>
      )}
    </ul>
  );
}
