import { ConfirmDialog } from '#web/components/confirm-dialog';
import { useTranslation } from '#web/lib/i18n/use-translation';

/** Asks before a court is removed. */
export function RemoveCourtDialog(props: {
  courtName: string;
  onConfirm: () => Promise<void>;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      title={t('court_remove_title', { courtName: props.courtName })}
      description={t('court_remove_description')}
      confirmLabel={t('court_remove')}
      destructive
      onConfirm={props.onConfirm}
      onOpenChange={props.onOpenChange}
    >
      <p className="text-sm">{t('court_remove_warning')}</p>
    </ConfirmDialog>
  );
}
