import { useState } from 'react';
import { NOTE_MAX_LENGTH } from '#contract/constants';
import { FormField } from '#web/components/form-field';
import { Button } from '#web/components/ui/button';
import { Dialog, DialogContent } from '#web/components/ui/dialog';
import { Textarea } from '#web/components/ui/textarea';
import { useTranslation } from '#web/lib/i18n/use-translation';

/** Accept or decline a booking request, with an optional note to the requester. */
export function DecisionDialog(props: {
  action: 'accept' | 'decline';
  requesterName: string;
  onConfirm: (note: string) => Promise<void>;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const accept = props.action === 'accept';
  return (
    <Dialog open onOpenChange={props.onOpenChange}>
      <DialogContent
        title={
          accept
            ? t('booking_accept_title', { name: props.requesterName })
            : t('booking_decline_title', { name: props.requesterName })
        }
        closeLabel={t('close')}
        footer={
          <>
            {/* Not 'Cancel': in Bulgarian it reads like declining ('Отказ'). */}
            <Button variant="outline" onClick={() => props.onOpenChange(false)}>
              {t('booking_decision_back')}
            </Button>
            <Button
              variant={accept ? 'default' : 'destructive'}
              disabled={busy}
              onClick={async () => {
                setBusy(true);
                await props.onConfirm(note);
                setBusy(false);
              }}
            >
              {accept ? t('booking_accept') : t('booking_decline')}
            </Button>
          </>
        }
      >
        <FormField label={t('booking_owner_note')}>
          <Textarea
            rows={3}
            maxLength={NOTE_MAX_LENGTH}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </FormField>
      </DialogContent>
    </Dialog>
  );
}
