import { useForm } from 'react-hook-form';
import { AppForm } from '#web/components/app-form';
import { FormField } from '#web/components/form-field';
import { Input } from '#web/components/ui/input';
import { ApiRequestError } from '#web/lib/api-client';
import { showApiErrorToast } from '#web/lib/api-error-toast';
import { currentLanguage } from '#web/lib/current-language';
import { fieldErrorText, serverFieldMessage } from '#web/lib/field-errors';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { useSession } from '#web/lib/session';
import type { SignUpForm as Values } from '../auth-form-schemas';
import {
  lazyAuthResolver,
  loadAuthFormSchemas,
  preloadAuthFormSchemas,
} from '../lazy-auth-form-schemas';
import { EmailField, PasswordField } from './email-field';
import { SubmitButton } from './submit-button';

const signUpResolver = lazyAuthResolver<Values>((schemas) => schemas.signUpFormSchema);

export function SignUpForm(props: { onSignedUp: (email: string) => void }) {
  const { t, i18n } = useTranslation();
  const { signUp } = useSession();
  const form = useForm<Values>({
    resolver: signUpResolver,
    defaultValues: { name: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const { signUpFormSchema } = await loadAuthFormSchemas();
    const body = { ...signUpFormSchema.parse(values), language: currentLanguage(i18n) };
    try {
      await signUp(body);
      props.onSignedUp(body.email);
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'weak_password') {
        const message = serverFieldMessage(error, error.fields?.password ?? 'too_short');
        form.setError('password', { message });
      }
      showApiErrorToast(t, error);
    }
  });

  return (
    <AppForm onSubmit={onSubmit} onFocus={preloadAuthFormSchemas} className="space-y-4">
      <FormField label={t('auth_name')} error={fieldErrorText(t, errors.name?.message)}>
        <Input autoComplete="name" {...form.register('name')} />
      </FormField>
      <EmailField registration={form.register('email')} error={errors.email?.message} />
      <PasswordField
        registration={form.register('password')}
        error={errors.password?.message}
        autoComplete="new-password"
      />
      <SubmitButton submitting={isSubmitting} label={t('auth_sign_up')} />
    </AppForm>
  );
}
