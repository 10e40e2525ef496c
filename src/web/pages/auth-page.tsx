import { useEffect, useState } from 'react';
import { Redirect, useSearchParams } from 'wouter';
import { Button } from '#web/components/ui/button';
import { Card, CardDescription, CardTitle } from '#web/components/ui/card';
import { CheckEmailNotice } from '#web/features/auth/components/check-email-notice';
import { ForgotPasswordForm } from '#web/features/auth/components/forgot-password-form';
import { SignInForm } from '#web/features/auth/components/sign-in-form';
import { SignUpForm } from '#web/features/auth/components/sign-up-form';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { useSession } from '#web/lib/session';

type Mode = 'sign-in' | 'sign-up' | 'forgot-password';

/**
 * /auth: one card for sign-in or sign-up (`?mode=signup`), plus the forgotten-password step
 * (`?mode=forgot-password`, linked from the mail to an address someone tried to sign up with).
 */
export default function AuthPage() {
  const { t } = useTranslation();
  const { user, loading } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const wantsSignUp = searchParams.get('mode') === 'signup';
  const wantsNewPassword = searchParams.get('mode') === 'forgot-password';
  const [mode, setMode] = useState<Mode>(
    wantsSignUp ? 'sign-up' : wantsNewPassword ? 'forgot-password' : 'sign-in',
  );
  const [signedUpEmail, setSignedUpEmail] = useState<string>();

  // The top bar's 'Sign Up' link can change the query while this page is open.
  useEffect(() => {
    if (wantsSignUp) setMode('sign-up');
  }, [wantsSignUp]);

  if (!loading && user && !signedUpEmail) return <Redirect to="/" replace />;

  /** The toggle link: the other mode, with empty fields and no query. */
  function switchTo(next: Mode) {
    setSignedUpEmail(undefined);
    setMode(next);
    if (searchParams.size) setSearchParams({}, { replace: true });
  }

  const title =
    mode === 'sign-up'
      ? t('auth_sign_up_title')
      : mode === 'forgot-password'
        ? t('auth_forgot_title')
        : t('auth_sign_in_title');

  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-12">
      <Card aria-labelledby="auth-title" className="space-y-6">
        <header className="space-y-1">
          <CardTitle id="auth-title">{title}</CardTitle>
          {mode !== 'forgot-password' && (
            <CardDescription>
              {mode === 'sign-up' ? t('auth_sign_up_subtitle') : t('auth_sign_in_subtitle')}
            </CardDescription>
          )}
        </header>
        {signedUpEmail ? (
          <CheckEmailNotice email={signedUpEmail} onBack={() => switchTo('sign-in')} />
        ) : mode === 'sign-up' ? (
          <SignUpForm key="sign-up" onSignedUp={setSignedUpEmail} />
        ) : mode === 'forgot-password' ? (
          <ForgotPasswordForm key="forgot" onBack={() => switchTo('sign-in')} />
        ) : (
          <SignInForm key="sign-in" onForgotPassword={() => switchTo('forgot-password')} />
        )}
        {mode !== 'forgot-password' && !signedUpEmail && (
          <p className="text-center text-sm">
            {mode === 'sign-up' ? t('auth_have_account') : t('auth_no_account')}{' '}
            <Button
              variant="link"
              size="inline"
              onClick={() => switchTo(mode === 'sign-up' ? 'sign-in' : 'sign-up')}
            >
              {mode === 'sign-up' ? t('auth_sign_in') : t('auth_sign_up')}
            </Button>
          </p>
        )}
      </Card>
    </div>
  );
}
