import * as v from 'valibot';

/**
 * Spec §5/§9: personal note 1–150 characters, no emojis, cannot be empty (nor only spaces). It is
 * printed on the card: line breaks (the basket's textarea) are fine, characters that print nothing
 * or reorder the text around them are not (see HIDDEN).
 */
export const PERSONAL_MESSAGE_MAX = 150;

export const PERSONAL_MESSAGE_MESSAGES = {
  required: { id: 'validation.personalMessage.required', defaultMessage: 'Please write your message' },
  tooLong: { id: 'validation.personalMessage.tooLong', defaultMessage: 'Your message can have at most {max} characters' },
  emoji: { id: 'validation.personalMessage.emoji', defaultMessage: 'Emojis cannot be printed: please remove them' },
  hidden: {
    id: 'validation.personalMessage.hidden',
    defaultMessage: 'Your message contains invisible or control characters that cannot be printed: please remove them',
  },
} as const;

// A joiner inside an emoji sequence comes with pictographs (the emoji message); alone it is hidden.
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u{FE0F}/u;

/**
 * Control characters (C0 except the line feed, DEL, C1), bidirectional controls (U+061C, U+200E,
 * U+200F, U+202A–U+202E, U+2066–U+2069: they can make a printed text read differently from what
 * was checked) and invisible characters that can hide text (U+200B–U+200D, U+2060, U+FEFF).
 */
const HIDDEN = /(?!\n)[\p{Cc}\u{061C}\u{200B}-\u{200F}\u{202A}-\u{202E}\u{2060}\u{2066}-\u{2069}\u{FEFF}]/u;

/** Characters as a person counts them (code points: an "ä" or "€" is one). */
export function messageLength(text: string): number {
  return [...text].length;
}

export const personalMessageSchema = v.pipe(
  v.string(PERSONAL_MESSAGE_MESSAGES.required.id),
  v.check((text) => text.trim().length > 0, PERSONAL_MESSAGE_MESSAGES.required.id),
  v.check((text) => messageLength(text) <= PERSONAL_MESSAGE_MAX, PERSONAL_MESSAGE_MESSAGES.tooLong.id),
  v.check((text) => !EMOJI.test(text), PERSONAL_MESSAGE_MESSAGES.emoji.id),
  v.check((text) => !HIDDEN.test(text), PERSONAL_MESSAGE_MESSAGES.hidden.id),
);

const BY_ID = new Map(Object.values(PERSONAL_MESSAGE_MESSAGES).map((m) => [m.id as string, m]));

export function checkPersonalMessage(text: string): (typeof PERSONAL_MESSAGE_MESSAGES)[keyof typeof PERSONAL_MESSAGE_MESSAGES] | null {
  const result = v.safeParse(personalMessageSchema, text);
  if (result.success) return null;
  return BY_ID.get(result.issues[0]?.message ?? '') ?? PERSONAL_MESSAGE_MESSAGES.required;
}
