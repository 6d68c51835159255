import * as v from 'valibot';
import { emailSchema, firstNameSchema, lastNameSchema, postalAddressSchema } from './address';
import { CHECKOUT_MESSAGES, PASSWORD_MAX, PASSWORD_MIN } from './checkout';
import { captchaTokenSchema } from './redeem';

/**
 * The account forms (spec §5 login, identify, password rules; issue 16): identify, login, register,
 * forgot password, new password and change password. The forms and the API's operations run these
 * very schemas. Passwords follow OWASP ASVS 5.0: 8 characters at least (15 recommended), up to
 * 128, any characters, no composition rules; the API also refuses the commonest passwords (a list
 * too large to ship to browsers), answering on the password field.
 */
export const ACCOUNT_MESSAGES = {
  passwordMismatch: { id: 'validation.password.mismatch', defaultMessage: 'The passwords do not match' },
  currentPasswordRequired: { id: 'validation.password.currentRequired', defaultMessage: 'Please enter your current password' },
  tokenInvalid: { id: 'validation.account.tokenInvalid', defaultMessage: 'This link is not valid (any more). Please ask for a new one.' },
  receiverUnreachable: { id: 'validation.receiver.emailOrAddress', defaultMessage: 'Please enter an e-mail or a postal address' },
} as const;

/** A password being chosen: its length only (the common-password check is the API's). */
export const newPasswordSchema = v.pipe(
  v.string(CHECKOUT_MESSAGES.passwordRequired.id),
  v.nonEmpty(CHECKOUT_MESSAGES.passwordRequired.id),
  v.minLength(PASSWORD_MIN, CHECKOUT_MESSAGES.passwordTooShort.id),
  v.maxLength(PASSWORD_MAX, CHECKOUT_MESSAGES.passwordTooLong.id),
);

/** A password being typed to log in: anything up to the maximum (old, shorter ones still log in). */
const enteredPasswordSchema = v.pipe(
  v.string(CHECKOUT_MESSAGES.passwordRequired.id),
  v.nonEmpty(CHECKOUT_MESSAGES.passwordRequired.id),
  v.maxLength(PASSWORD_MAX, CHECKOUT_MESSAGES.passwordTooLong.id),
);

const confirmation = v.pipe(v.string(CHECKOUT_MESSAGES.passwordRequired.id), v.nonEmpty(CHECKOUT_MESSAGES.passwordRequired.id));

/** Spec §5 identify: e-mail and the anti-bot token. */
export const identifySchema = v.object({ email: emailSchema, captchaToken: captchaTokenSchema });

/** Spec §5 login: e-mail, password and the anti-bot token. */
export const loginSchema = v.object({ email: emailSchema, password: enteredPasswordSchema, captchaToken: captchaTokenSchema });

export const registerSchema = v.pipe(
  v.object({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    email: emailSchema,
    password: newPasswordSchema,
    passwordConfirmation: confirmation,
    subscribed: v.optional(v.nullable(v.boolean())),
    captchaToken: captchaTokenSchema,
  }),
  v.forward(
    v.check((input) => input.password === input.passwordConfirmation, ACCOUNT_MESSAGES.passwordMismatch.id),
    ['passwordConfirmation'],
  ),
);

export const forgotPasswordSchema = v.object({ email: emailSchema, captchaToken: captchaTokenSchema });

/** The link's token: 256 random bits, base64url. */
export const accountTokenSchema = v.pipe(v.string(ACCOUNT_MESSAGES.tokenInvalid.id), v.regex(/^[A-Za-z0-9_-]{43}$/, ACCOUNT_MESSAGES.tokenInvalid.id));

export const resetPasswordSchema = v.pipe(
  v.object({ token: accountTokenSchema, password: newPasswordSchema, passwordConfirmation: confirmation }),
  v.forward(
    v.check((input) => input.password === input.passwordConfirmation, ACCOUNT_MESSAGES.passwordMismatch.id),
    ['passwordConfirmation'],
  ),
);

export const changePasswordSchema = v.pipe(
  v.object({
    currentPassword: v.pipe(v.string(ACCOUNT_MESSAGES.currentPasswordRequired.id), v.nonEmpty(ACCOUNT_MESSAGES.currentPasswordRequired.id), v.maxLength(PASSWORD_MAX, CHECKOUT_MESSAGES.passwordTooLong.id)),
    password: newPasswordSchema,
    passwordConfirmation: confirmation,
    /** ASVS 7.4.3: the shopper chooses whether the other devices stay logged in. */
    endOtherSessions: v.optional(v.nullable(v.boolean())),
  }),
  v.forward(
    v.check((input) => input.password === input.passwordConfirmation, ACCOUNT_MESSAGES.passwordMismatch.id),
    ['passwordConfirmation'],
  ),
);

/**
 * An address book entry (issue 16): a name with an e-mail address (for digital cards), a postal
 * address (for cards by post) or both; the same field rules as the basket's receiver modal.
 */
export const savedReceiverSchema = v.pipe(
  v.object({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    // An empty field is no address at all (the form sends what is typed).
    email: v.optional(
      v.pipe(
        v.nullable(v.string()),
        v.transform((text) => (text?.trim() ? text : undefined)),
        v.optional(emailSchema),
      ),
    ),
    address: v.optional(v.nullable(postalAddressSchema)),
  }),
  v.forward(
    v.check((receiver) => Boolean(receiver.email || receiver.address), ACCOUNT_MESSAGES.receiverUnreachable.id),
    ['email'],
  ),
);

/** My details (issue 16 "change data"): the name and the newsletter choice. */
export const updateProfileSchema = v.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  subscribed: v.boolean(),
});

export type IdentifyInput = v.InferInput<typeof identifySchema>;
export type LoginInput = v.InferInput<typeof loginSchema>;
export type RegisterInput = v.InferInput<typeof registerSchema>;
export type ForgotPasswordInput = v.InferInput<typeof forgotPasswordSchema>;
export type ResetPasswordInput = v.InferInput<typeof resetPasswordSchema>;
export type ChangePasswordInput = v.InferInput<typeof changePasswordSchema>;
export type SavedReceiverInput = v.InferInput<typeof savedReceiverSchema>;
export type SavedReceiver = v.InferOutput<typeof savedReceiverSchema>;
export type UpdateProfileInput = v.InferInput<typeof updateProfileSchema>;
