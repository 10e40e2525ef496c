import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { NOTE_MAX_LENGTH } from '#contract/constants';
import { FormField } from '#web/components/form-field';
import { Button } from '#web/components/ui/button';
import { Dialog, DialogContent } from '#web/components/ui/dialog';
import { NativeSelect } from '#web/components/ui/native-select';
import { Textarea } from '#web/components/ui/textarea';
import { courtUnitName } from '#web/lib/court-unit-name';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { courtUnitsQueryOptions } from '../api/bookings-api';

/**
 * Accept or decline a booking request, with an optional note to the requester; accepting puts
 * it on the court the owner picks, or the first one free.
 */
export function DecisionDialog(props: {
  action: 'accept' | 'decline';
  requesterName: string;
  courtId: string;
  /** Accepting: the unit chosen at first (the calendar's proposal); else the first free. */
  unitId?: string | undefined;
  onConfirm: (note: string, unitId: string | undefined) => Promise<void>;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const [unitId, setUnitId] = useState(props.unitId ?? '');
  const units = useQuery({
    ...courtUnitsQueryOptions(props.courtId),
    enabled: props.action === 'accept',
  });
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
                await props.onConfirm(note, unitId || undefined);
                setBusy(false);
              }}
            >
              {accept ? t('booking_accept') : t('booking_decline')}
            </Button>
          </>
        }
      >
        {accept && units.data && units.data.length > 1 && (
          <FormField label={t('booking_accept_unit')}>
            <NativeSelect value={unitId} onChange={(event) => setUnitId(event.target.value)}>
              <option value="">{t('booking_accept_first_free')}</option>
              {units.data.map((unit) => (
                <option key={unit.id} value={unit.id}>
                  {courtUnitName(unit, t)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        )}
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
