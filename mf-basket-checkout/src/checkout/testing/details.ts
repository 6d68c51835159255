import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** German labels of the personal details step. */
export const DE = {
  firstName: 'Vorname',
  lastName: 'Nachname',
  email: 'E-Mail-Adresse',
  emailConfirmation: 'E-Mail-Adresse bestätigen',
  phone: 'Telefonnummer (optional)',
  postCode: 'Postleitzahl',
  houseNumber: 'Hausnummer',
  street: 'Straße',
  city: 'Ort',
  terms: 'Ich akzeptiere die Allgemeinen Geschäftsbedingungen',
  continue: 'Weiter zum Versand',
};

export const field = (name: string) => screen.getByRole('textbox', { name });

/** Fills a valid German private customer (Anna Berg, Berlin) and accepts the terms. */
export async function fillGermanDetails(user: UserEvent, values: Partial<Record<keyof typeof DE, string>> = {}) {
  const v = { firstName: 'Anna', lastName: 'Berg', email: 'anna@example.com', emailConfirmation: 'anna@example.com', postCode: '10115', houseNumber: '12', street: 'Invalidenstraße', city: 'Berlin', ...values };
  for (const key of ['firstName', 'lastName', 'email', 'emailConfirmation', 'postCode', 'houseNumber', 'street', 'city'] as const) {
    await user.clear(field(DE[key]));
    if (v[key]) await user.type(field(DE[key]), v[key] as string);
  }
  await user.click(screen.getByRole('checkbox', { name: DE.terms }));
}
