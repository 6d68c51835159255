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
  houseNumberInvalid: { id: 'validation.houseNumber.invalid', defaultMessage: 'Please enter a house number such as 12, 12a or 12-14' },
  suffixTooLong: { id: 'validation.suffix.tooLong', defaultMessage: 'Please use at most {max} characters' },
  additionTooLong: { id: 'validation.addition.tooLong', defaultMessage: 'Please use at most {max} characters' },
  streetRequired: { id: 'validation.street.required', defaultMessage: 'Street is a required field' },
  streetTooShort: { id: 'validation.street.tooShort', defaultMessage: 'Please enter the full street name' },
  cityRequired: { id: 'validation.city.required', defaultMessage: 'City is a required field' },
  textTooLong: { id: 'validation.text.tooLong', defaultMessage: 'Please use at most {max} characters' },
  lookupUnsupported: { id: 'validation.addressLookup.unsupported', defaultMessage: 'We cannot look up addresses in this country' },
} as const;

export type AddressMessage = (typeof ADDRESS_MESSAGES)[keyof typeof ADDRESS_MESSAGES];

/** Spec §5: first name, last name and company name have a maximum length. */
export const NAME_MAX = 50;
/** A Dutch house number's addition (toevoeging: "A", "bis", "2hg"). */
export const SUFFIX_MAX = 10;
/** Elsewhere the same field is the address addition (Adresszusatz: "Hinterhaus", "c/o Müller"), one line of a label. */
export const ADDITION_MAX = 35;
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

/**
 * Countries with a postcode lookup (ADR 0050): postcode and house number name one address, so the
 * form asks for them first and fills in street and city.
 */
export const POSTCODE_LOOKUP_COUNTRIES: readonly string[] = ['NL'];

export function hasPostcodeLookup(countryCode: string): boolean {
  return POSTCODE_LOOKUP_COUNTRIES.includes(addressCountry(countryCode));
}

/** The fields of a postal address that every address form has, named as in `postalAddressSchema`. */
export type AddressField = 'postCode' | 'houseNumber' | 'suffix' | 'street' | 'city';

/**
 * The order of an address form's fields, by the address's country (issue 35 item 8), as the post of the
 * country writes an address: Dutch forms ask postcode, house number and addition first (the lookup
 * fills in street and city); everywhere else street, house number, address addition, postcode, city
 * (Straße, Hausnummer, Adresszusatz, PLZ, Ort). Every address form of every team takes its order from here.
 */
export function addressFieldOrder(countryCode: string): readonly AddressField[] {
  return hasPostcodeLookup(countryCode) ? ['postCode', 'houseNumber', 'suffix', 'street', 'city'] : ['street', 'houseNumber', 'suffix', 'postCode', 'city'];
}

/**
 * What `suffix` is in the address's country: Dutch addresses have a house number of digits and a
 * separate addition (spec §5 "House number: digits only"; toevoeging "A", "bis"); elsewhere the house
 * number carries its letters and ranges itself ("12a", "12-14", "3/1") and `suffix` is the address
 * addition (Adresszusatz). Forms label the field and choose the keyboard with it.
 */
export function houseNumberStyle(countryCode: string): 'digits' | 'free' {
  return addressCountry(countryCode) === 'NL' ? 'digits' : 'free';
}

/**
 * A house number as we store it: single spaces, none between the number and its letter or around a
 * range's dash or slash ("12 a" → "12a", "12 - 14" → "12-14", dashes of any kind → "-"), as the
 * German post writes it (DIN 5008). Stored whole: the letter stays in the house number.
 */
export function normalizeHouseNumber(houseNumber: string): string {
  return houseNumber
    .trim()
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/ ?([-/]) ?/g, '$1')
    .replace(/(\d) (?=\p{L})/gu, '$1');
}

/** Dutch: digits only (the addition has its own field). */
const DIGITS_HOUSE_NUMBER = /^\d{1,6}$/;
/** Elsewhere: a number with up to three letters, optionally a range or a sub-number ("12a", "12-14", "3/1", "7a-c"). */
const FREE_HOUSE_NUMBER = /^\d{1,5}\p{L}{0,3}(?:[-/](?:\d{1,5}\p{L}{0,3}|\p{L}{1,3}))?$/u;

/** True when the (normalised) house number has the form of the country's house numbers. */
export function isValidHouseNumber(countryCode: string, houseNumber: string): boolean {
  const pattern = houseNumberStyle(countryCode) === 'digits' ? DIGITS_HOUSE_NUMBER : FREE_HOUSE_NUMBER;
  return pattern.test(normalizeHouseNumber(houseNumber));
}

/** The longest `suffix` of the country: a Dutch addition, or an address addition elsewhere. */
export function suffixMax(countryCode: string): number {
  return houseNumberStyle(countryCode) === 'digits' ? SUFFIX_MAX : ADDITION_MAX;
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

/** An optional free text whose length the schema checks later (it depends on another field). */
const optionalTrimmed = v.optional(
  v.pipe(
    v.nullable(trimmed),
    v.transform((text) => (text ? text : undefined)),
  ),
);

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
    // Its form depends on the country (houseNumberStyle): checked below.
    houseNumber: v.pipe(
      v.string(ADDRESS_MESSAGES.houseNumberRequired.id),
      v.transform(normalizeHouseNumber),
      v.nonEmpty(ADDRESS_MESSAGES.houseNumberRequired.id),
    ),
    // A Dutch addition (SUFFIX_MAX) or an address addition elsewhere (ADDITION_MAX): checked below.
    suffix: optionalTrimmed,
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
  // Spec §5 "House number: digits only" is the Dutch rule (with the addition in its own field); German
  // and other house numbers carry their letters and ranges: "12a", "12 a", "12-14", "3/1".
  v.forward(
    v.check(
      (address) => houseNumberStyle(address.countryCode) !== 'digits' || isValidHouseNumber(address.countryCode, address.houseNumber),
      ADDRESS_MESSAGES.houseNumberDigits.id,
    ),
    ['houseNumber'],
  ),
  v.forward(
    v.check(
      (address) => houseNumberStyle(address.countryCode) !== 'free' || isValidHouseNumber(address.countryCode, address.houseNumber),
      ADDRESS_MESSAGES.houseNumberInvalid.id,
    ),
    ['houseNumber'],
  ),
  v.forward(
    v.check(
      // An unsupported country already has its own message.
      (address) => !(address.countryCode in POSTCODE_PATTERNS) || isValidPostCode(address.countryCode, address.postCode),
      ADDRESS_MESSAGES.postCodeInvalid.id,
    ),
    ['postCode'],
  ),
  v.forward(
    v.check(
      (address) => houseNumberStyle(address.countryCode) !== 'digits' || !address.suffix || address.suffix.length <= SUFFIX_MAX,
      ADDRESS_MESSAGES.suffixTooLong.id,
    ),
    ['suffix'],
  ),
  v.forward(
    v.check(
      (address) => houseNumberStyle(address.countryCode) !== 'free' || !address.suffix || address.suffix.length <= ADDITION_MAX,
      ADDRESS_MESSAGES.additionTooLong.id,
    ),
    ['suffix'],
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

/**
 * The postcode lookup's question (ADR 0050; the API's `addressLookup` and the forms): a country with a
 * lookup, its postcode, a house number of the country's form and the addition, if any. Output: the
 * postcode as the post writes it, the house number normalised.
 */
export const addressLookupSchema = v.pipe(
  v.object({
    countryCode: v.pipe(
      v.string(ADDRESS_MESSAGES.countryRequired.id),
      v.trim(),
      v.nonEmpty(ADDRESS_MESSAGES.countryRequired.id),
      v.transform((code) => addressCountry(code)),
      v.check((code) => hasPostcodeLookup(code), ADDRESS_MESSAGES.lookupUnsupported.id),
    ),
    postCode: v.pipe(v.string(ADDRESS_MESSAGES.postCodeRequired.id), v.transform(normalizePostCode), v.nonEmpty(ADDRESS_MESSAGES.postCodeRequired.id)),
    houseNumber: v.pipe(v.string(ADDRESS_MESSAGES.houseNumberRequired.id), v.transform(normalizeHouseNumber), v.nonEmpty(ADDRESS_MESSAGES.houseNumberRequired.id)),
    suffix: optionalText(SUFFIX_MAX, ADDRESS_MESSAGES.suffixTooLong),
  }),
  v.forward(
    v.check((query) => !hasPostcodeLookup(query.countryCode) || isValidPostCode(query.countryCode, query.postCode), ADDRESS_MESSAGES.postCodeInvalid.id),
    ['postCode'],
  ),
  v.forward(
    v.check(
      (query) => !hasPostcodeLookup(query.countryCode) || isValidHouseNumber(query.countryCode, query.houseNumber),
      ADDRESS_MESSAGES.houseNumberDigits.id,
    ),
    ['houseNumber'],
  ),
  v.transform((query) => ({ ...query, postCode: formatPostCode(query.countryCode, query.postCode) })),
);

export type AddressLookupInput = v.InferInput<typeof addressLookupSchema>;
export type AddressLookupQuery = v.InferOutput<typeof addressLookupSchema>;

/** The lookup's question from a form's values, or null while postcode and house number are not complete and valid. */
export function lookupQueryOf(address: { countryCode: string; postCode: string; houseNumber: string; suffix?: string | null }): AddressLookupQuery | null {
  const result = v.safeParse(addressLookupSchema, address);
  return result.success ? result.output : null;
}
