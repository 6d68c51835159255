import * as v from 'valibot';

/** Spec §5/§9: personal note 1–150 characters, no emojis, cannot be empty (nor only spaces). */
export const PERSONAL_MESSAGE_MAX = 150;

export const PERSONAL_MESSAGE_MESSAGES = {
  required: { id: 'validation.personalMessage.required', defaultMessage: 'Please write your message' },
  tooLong: { id: 'validation.personalMessage.tooLong', defaultMessage: 'Your message can have at most {max} characters' },
  emoji: { id: 'validation.personalMessage.emoji', defaultMessage: 'Emojis cannot be printed: please remove them' },
} as const;

const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u{FE0F}|\u{200D}/u;

/** Characters as a person counts them (code points: an "ä" or "€" is one). */
export function messageLength(text: string): number {
  return [...text].length;
}

export const personalMessageSchema = v.pipe(
  v.string(PERSONAL_MESSAGE_MESSAGES.required.id),
  v.check((text) => text.trim().length > 0, PERSONAL_MESSAGE_MESSAGES.required.id),
  v.check((text) => messageLength(text) <= PERSONAL_MESSAGE_MAX, PERSONAL_MESSAGE_MESSAGES.tooLong.id),
  v.check((text) => !EMOJI.test(text), PERSONAL_MESSAGE_MESSAGES.emoji.id),
);

const BY_ID = new Map(Object.values(PERSONAL_MESSAGE_MESSAGES).map((m) => [m.id as string, m]));

export function checkPersonalMessage(text: string): (typeof PERSONAL_MESSAGE_MESSAGES)[keyof typeof PERSONAL_MESSAGE_MESSAGES] | null {
  const result = v.safeParse(personalMessageSchema, text);
  if (result.success) return null;
  return BY_ID.get(result.issues[0]?.message ?? '') ?? PERSONAL_MESSAGE_MESSAGES.required;
}
