import type { EmailRequestBody, ResetPasswordBody, Session } from '#contract/auth';
import { apiFetch, jsonBody } from '#web/lib/api-client';

/** The account mails' calls: confirming the address, a new link, a new password. */
export const authApi = {
  resendConfirmation: (body: EmailRequestBody) =>
    apiFetch<{ accepted: true }>('/api/auth/resend-confirmation', {
      ...jsonBody(body),
      auth: false,
    }),
  confirmEmail: (token: string) =>
    apiFetch<Session>('/api/auth/confirm-email', { ...jsonBody({ token }), auth: false }),
  requestPasswordReset: (body: EmailRequestBody) =>
    apiFetch<{ accepted: true }>('/api/auth/request-password-reset', {
      ...jsonBody(body),
      auth: false,
    }),
  resetPassword: (body: ResetPasswordBody) =>
    apiFetch<Session>('/api/auth/reset-password', { ...jsonBody(body), auth: false }),
};
