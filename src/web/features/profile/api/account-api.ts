import {
  accountExportFileName,
  type ChangeEmailBody,
  type ChangePasswordBody,
  type EmailChanged,
} from '#contract/account';
import { sofiaDate } from '#contract/sofia-time';
import { apiFetch, jsonBody } from '#web/lib/api-client';
import { downloadFile } from '#web/lib/download-file';

/** POST /api/account/password (Bearer) → 204; every other session of the user ends. */
export function changePassword(body: ChangePasswordBody): Promise<void> {
  return apiFetch<void>('/api/account/password', jsonBody(body));
}

/** POST /api/account/email (Bearer) → 202, alike for any address: a mail goes to it. */
export function requestEmailChange(body: ChangeEmailBody): Promise<{ accepted: true }> {
  return apiFetch<{ accepted: true }>('/api/account/email', jsonBody(body));
}

/** POST /api/account/email/confirm: the token of the mailed link; works signed out too. */
export function confirmEmailChange(token: string): Promise<EmailChanged> {
  return apiFetch<EmailChanged>('/api/account/email/confirm', {
    ...jsonBody({ token }),
    auth: false,
  });
}

/** GET /api/account/export (Bearer), offered as the dated file the server names it. */
export function downloadAccountExport(): Promise<void> {
  return downloadFile('/api/account/export', accountExportFileName(sofiaDate(new Date())));
}
