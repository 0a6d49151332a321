import { z } from 'zod';

export const roles = ['customer', 'admin'] as const;
export type Role = (typeof roles)[number];

/** Minimum password length for sign-up, reset and change (AUTH-19). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters long';

export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Enter a valid email address'));

export const passwordField = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
  .max(128, 'Password is too long');

const nameField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(80, `${label} is too long`);

export const checkEmailBodySchema = z.strictObject({ email: emailField });
export const checkEmailResponseSchema = z.object({ exists: z.boolean() });

export const signUpBodySchema = z.strictObject({
  email: emailField,
  password: passwordField,
  firstName: nameField('First name'),
  lastName: nameField('Last name'),
});
export type SignUpBody = z.infer<typeof signUpBodySchema>;

export const signInBodySchema = z.strictObject({
  email: emailField,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(128),
});
export type SignInBody = z.infer<typeof signInBodySchema>;

export const requestPasswordResetBodySchema = z.strictObject({ email: emailField });

export const resetPasswordBodySchema = z.strictObject({
  token: z.string().min(1, 'Reset token is required').max(200),
  password: passwordField,
});

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(roles),
  emailVerified: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionResponseSchema = z.object({ user: sessionUserSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
