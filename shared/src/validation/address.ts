import * as v from 'valibot';

/**
 * Names, e-mail and postal addresses (spec §5): one set of rules for the basket's receiver forms,
 * checkout and the API. Messages are ids the forms translate; `defaultMessage` is the English text
 * the API answers with.
 */
export const ADDRESS_MESSAGES = {
  required: { id: 'validation.required', defaultMessage: 'This is a required field' },
  firstNameRequired: { id: 'validation.firstName.required', defaultMessage: 'First name is a required field' },
  lastNameRequired: { id: 'validation.lastName.required', defaultMessage: 'Last name is a required field' },
  nameTooLong: { id: 'validation.name.tooLong', defaultMessage: 'Please use at most {max} characters' },
  nameInvalid: { id: 'validation.name.invalid', defaultMessage: 'Please use letters, not emojis or symbols only' },
  emailRequired: { id: 'validation.email.required', defaultMessage: 'E-mail is a required field' },
  emailInvalid: { id: 'validation.email.invalid', defaultMessage: 'Please enter a valid e-mail address' },
  countryRequired: { id: 'validation.country.required', defaultMessage: 'Country is a required field' },
  countryUnsupported: { id: 'validation.country.unsupported', defaultMessage: 'We cannot send cards to this country' },
  postCodeRequired: { id: 'validation.postCode.required', defaultMessage: 'Postcode is a required field' },
  postCodeInvalid: { id: 'validation.postCode.invalid', defaultMessage: 'Please enter a valid postcode' },
  houseNumberRequired: { id: 'validation.houseNumber.required', defaultMessage: 'House number is a required field' },
  houseNumberDigits: { id: 'validation.houseNumber.digits', defaultMessage: 'Please use digits only' },
  suffixTooLong: { id: 'validation.suffix.tooLong', defaultMessage: 'Please use at most {max} characters' },
  streetRequired: { id: 'validation.street.required', defaultMessage: 'Street is a required field' },
  streetTooShort: { id: 'validation.street.tooShort', defaultMessage: 'Please enter the full street name' },
  cityRequired: { id: 'validation.city.required', defaultMessage: 'City is a required field' },
  textTooLong: { id: 'validation.text.tooLong', defaultMessage: 'Please use at most {max} characters' },
} as const;

export type AddressMessage = (typeof ADDRESS_MESSAGES)[keyof typeof ADDRESS_MESSAGES];

/** Spec §5: first name, last name and company name have a maximum length. */
export const NAME_MAX = 50;
export const SUFFIX_MAX = 10;
export const STREET_MIN = 2;
export const TEXT_MAX = 100;

const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;

/**
 * Spec §5 postcodes by country. The key is ISO 3166-1 alpha-2 (GB for the UK); upper-cased input.
 * A country without a rule here is one we do not ship physical cards to.
 */
export const POSTCODE_PATTERNS: Readonly<Record<string, RegExp>> = {
  // 4 digits not starting with 0, optional space, 2 letters except SA, SD, SS.
  NL: /^[1-9]\d{3} ?(?!SA|SD|SS)[A-Z]{2}$/,
  BE: /^\d{4}$/,
  AT: /^\d{4}$/,
  CH: /^\d{4}$/,
  DK: /^\d{4}$/,
  NO: /^\d{4}$/,
  LU: /^\d{4}$/,
  AU: /^\d{4}$/,
  NZ: /^\d{4}$/,
  // 5 digits, not 00xxx, and neither 01000 nor 99999.
  DE: /^(?!01000$|99999$)(?!00)\d{5}$/,
  FR: /^\d{5}$/,
  ES: /^\d{5}$/,
  IT: /^\d{5}$/,
  FI: /^\d{5}$/,
  MX: /^\d{5}$/,
  PL: /^\d{2}-\d{3}$/,
  SE: /^\d{3} ?\d{2}$/,
  PT: /^\d{4}-\d{3}$/,
  BR: /^\d{5}-\d{3}$/,
  US: /^\d{5}(?:-\d{4})?$/,
  CA: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/,
  // Outward code (area, district) and inward code (sector, unit).
  GB: /^(?:GIR ?0AA|[A-PR-UWYZ](?:\d[A-HJKPSTUW\d]?|[A-HK-Y]\d[ABEHMNPRVWXY\d]?) ?\d[ABD-HJLNP-UW-Z]{2})$/,
  // Eircode: routing key and unique identifier.
  IE: /^(?:[AC-FHKNPRTV-Y]\d{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}$/,
};

/** Countries physical cards can be sent to. */
export const DELIVERY_COUNTRIES: readonly string[] = Object.keys(POSTCODE_PATTERNS);

/** The storefront's country code as an address country ("UK" storefronts post to GB). */
export function addressCountry(countryCode: string): string {
  const upper = countryCode.toUpperCase();
  return upper === 'UK' ? 'GB' : upper;
}

/** True when the postcode has the form of the country's postcodes (spec §5). */
export function isValidPostCode(countryCode: string, postCode: string): boolean {
  const pattern = POSTCODE_PATTERNS[addressCountry(countryCode)];
  return !!pattern && pattern.test(postCode.trim().toUpperCase());
}

/** The postcode as we store it: trimmed, upper case, single spaces. */
export function normalizePostCode(postCode: string): string {
  return postCode.trim().toUpperCase().replace(/\s+/g, ' ');
}

/** The postcode in the form the post writes it: "1234 AB", "113 51", "SW1A 1AA". */
export function formatPostCode(countryCode: string, postCode: string): string {
  const code = normalizePostCode(postCode);
  const country = addressCountry(countryCode);
  if (!isValidPostCode(country, code)) return code;
  const compact = code.replace(/ /g, '');
  if (country === 'NL') return `${compact.slice(0, 4)} ${compact.slice(4)}`;
  if (country === 'SE') return `${compact.slice(0, 3)} ${compact.slice(3)}`;
  if (country === 'GB' || country === 'CA' || country === 'IE') return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
  return code;
}

const trimmed = v.pipe(v.string(), v.trim());

function personName(requiredMessage: AddressMessage) {
  return v.pipe(
    v.string(requiredMessage.id),
    v.trim(),
    v.nonEmpty(requiredMessage.id),
    v.maxLength(NAME_MAX, ADDRESS_MESSAGES.nameTooLong.id),
    v.check((text) => !EMOJI.test(text) && /\p{L}/u.test(text), ADDRESS_MESSAGES.nameInvalid.id),
  );
}

export const firstNameSchema = personName(ADDRESS_MESSAGES.firstNameRequired);
export const lastNameSchema = personName(ADDRESS_MESSAGES.lastNameRequired);

export const emailSchema = v.pipe(
  v.string(ADDRESS_MESSAGES.emailRequired.id),
  v.trim(),
  v.nonEmpty(ADDRESS_MESSAGES.emailRequired.id),
  v.maxLength(254, ADDRESS_MESSAGES.emailInvalid.id),
  v.email(ADDRESS_MESSAGES.emailInvalid.id),
);

/** An optional free text: empty becomes undefined. */
function optionalText(max: number, message: AddressMessage) {
  return v.optional(
    v.pipe(
      v.nullable(trimmed),
      v.transform((text) => (text ? text : undefined)),
      v.optional(v.pipe(v.string(), v.maxLength(max, message.id))),
    ),
  );
}

/** A postal address inside a country we ship to; the postcode is checked against the country. */
export const postalAddressSchema = v.pipe(
  v.object({
    countryCode: v.pipe(
      v.string(ADDRESS_MESSAGES.countryRequired.id),
      v.trim(),
      v.nonEmpty(ADDRESS_MESSAGES.countryRequired.id),
      v.transform((code) => addressCountry(code)),
      v.check((code) => code in POSTCODE_PATTERNS, ADDRESS_MESSAGES.countryUnsupported.id),
    ),
    postCode: v.pipe(
      v.string(ADDRESS_MESSAGES.postCodeRequired.id),
      v.transform(normalizePostCode),
      v.nonEmpty(ADDRESS_MESSAGES.postCodeRequired.id),
    ),
    houseNumber: v.pipe(
      v.string(ADDRESS_MESSAGES.houseNumberRequired.id),
      v.trim(),
      v.nonEmpty(ADDRESS_MESSAGES.houseNumberRequired.id),
      v.regex(/^\d{1,6}$/, ADDRESS_MESSAGES.houseNumberDigits.id),
    ),
    suffix: optionalText(SUFFIX_MAX, ADDRESS_MESSAGES.suffixTooLong),
    street: v.pipe(
      v.string(ADDRESS_MESSAGES.streetRequired.id),
      v.trim(),
      v.nonEmpty(ADDRESS_MESSAGES.streetRequired.id),
      v.minLength(STREET_MIN, ADDRESS_MESSAGES.streetTooShort.id),
      v.maxLength(TEXT_MAX, ADDRESS_MESSAGES.textTooLong.id),
    ),
    city: v.pipe(
      v.string(ADDRESS_MESSAGES.cityRequired.id),
      v.trim(),
      v.nonEmpty(ADDRESS_MESSAGES.cityRequired.id),
      v.maxLength(TEXT_MAX, ADDRESS_MESSAGES.textTooLong.id),
    ),
    companyName: optionalText(NAME_MAX, ADDRESS_MESSAGES.nameTooLong),
    addressLine1: optionalText(TEXT_MAX, ADDRESS_MESSAGES.textTooLong),
    addressLine2: optionalText(TEXT_MAX, ADDRESS_MESSAGES.textTooLong),
  }),
  v.forward(
    v.check(
      // An unsupported country already has its own message.
      (address) => !(address.countryCode in POSTCODE_PATTERNS) || isValidPostCode(address.countryCode, address.postCode),
      ADDRESS_MESSAGES.postCodeInvalid.id,
    ),
    ['postCode'],
  ),
  v.transform((address) => ({ ...address, postCode: formatPostCode(address.countryCode, address.postCode) })),
);

/** Who receives digital cards: a name and the e-mail address the cards are sent to. */
export const digitalReceiverSchema = v.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
});

/** Who receives physical cards: a name and a postal address. */
export const physicalReceiverSchema = v.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  address: postalAddressSchema,
});

export type DigitalReceiverInput = v.InferInput<typeof digitalReceiverSchema>;
export type DigitalReceiver = v.InferOutput<typeof digitalReceiverSchema>;
export type PhysicalReceiverInput = v.InferInput<typeof physicalReceiverSchema>;
export type PhysicalReceiver = v.InferOutput<typeof physicalReceiverSchema>;
export type PostalAddress = v.InferOutput<typeof postalAddressSchema>;
