import { z } from 'zod';
import { emailSchema, nameSchema, newPasswordSchema } from '#contract/auth';

/** The contract's rules, with 'required' for an empty field rather than a format message. */
const requiredText = z.string().trim().min(1, 'required');
const email = requiredText.pipe(emailSchema);
/** A password has at least 6 characters, in sign-in as in sign-up. */
const password = z.string().min(1, 'required').pipe(newPasswordSchema);

export const signInFormSchema = z.object({ email, password });
export type SignInForm = z.input<typeof signInFormSchema>;

export const signUpFormSchema = z.object({ name: requiredText.pipe(nameSchema), email, password });
export type SignUpForm = z.input<typeof signUpFormSchema>;

export const emailFormSchema = z.object({ email });
export type EmailForm = z.input<typeof emailFormSchema>;

export const newPasswordFormSchema = z.object({ password });
export type NewPasswordForm = z.input<typeof newPasswordFormSchema>;
