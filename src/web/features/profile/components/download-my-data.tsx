import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { showApiErrorToast } from '#web/lib/api-error-toast';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { notify } from '#web/lib/toast';
import { downloadAccountExport } from '../api/account-api';

/** Everything the app keeps about the user, as a JSON file. */
export function DownloadMyData() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      await downloadAccountExport();
      void notify(t('account_data_downloaded'), { kind: 'success' });
    } catch (error) {
      showApiErrorToast(t, error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="download-data-title" className="space-y-3">
      <h3 id="download-data-title" className="text-lg font-semibold">
        {t('account_download_data')}
      </h3>
      <p className="text-sm text-muted-foreground">{t('account_download_data_intro')}</p>
      <Button variant="outline" disabled={busy} onClick={() => void download()}>
        {busy ? t('loading') : t('account_download_data_button')}
      </Button>
    </section>
  );
}
