import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';

/** Asks before a court is removed. */
export function RemoveCourtDialog(props: {
  courtName: string;
  onConfirm: () => Promise<void>;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open onOpenChange={props.onOpenChange}>
      <DialogContent
        title={t('court_remove_title', { courtName: props.courtName })}
        description={t('court_remove_description')}
        closeLabel={t('close')}
        footer={
          <>
            <Button variant="outline" onClick={() => props.onOpenChange(false)}>
              {t('cancel')}
            </Button>
            <Button
              variant="destructive"
              disabled={busy}
              onClick={async () => {
                setBusy(true);
                await props.onConfirm();
                setBusy(false);
              }}
            >
              {t('court_remove')}
            </Button>
          </>
        }
      >
        <p className="text-sm">{t('court_remove_warning')}</p>
      </DialogContent>
    </Dialog>
  );
}
