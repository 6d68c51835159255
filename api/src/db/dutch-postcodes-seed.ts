/**
 * A small sample of the Dutch postcode table (ADR 0050), enough for the demo shop, the API tests and
 * the journeys: public buildings and shops whose addresses everyone can check, plus the addresses the
 * tests and journeys type. A live shop loads PostNL's full table or plugs in a provider instead.
 */
import type { DutchPostcodeRow } from './address-schema';

export const DUTCH_POSTCODE_SAMPLE: readonly DutchPostcodeRow[] = [
  // Amsterdam: de Bijenkorf on the Dam, the Anne Frank House (263-267, odd side), the Rijksmuseum.
  { postCode: '1012JS', numberFrom: 1, numberTo: 1, parity: 'odd', street: 'Dam', city: 'Amsterdam' },
  { postCode: '1016GV', numberFrom: 263, numberTo: 267, parity: 'odd', street: 'Prinsengracht', city: 'Amsterdam' },
  { postCode: '1071XX', numberFrom: 1, numberTo: 1, parity: 'odd', street: 'Museumstraat', city: 'Amsterdam' },
  // The address of the API tests and the Dutch journeys (e2e/tests/shop-steps.ts DUTCH_CHECKOUT).
  { postCode: '1012AB', numberFrom: 1, numberTo: 9, parity: 'mixed', street: 'Damrak', city: 'Amsterdam' },
  // Rotterdam: the town hall on the Coolsingel.
  { postCode: '3011AD', numberFrom: 40, numberTo: 40, parity: 'even', street: 'Coolsingel', city: 'Rotterdam' },
  // The Hague: the town hall on the Spui and the Mauritshuis on the Plein (the post's place name).
  { postCode: '2511BT', numberFrom: 70, numberTo: 70, parity: 'even', street: 'Spui', city: "'s-Gravenhage" },
  { postCode: '2511CS', numberFrom: 29, numberTo: 29, parity: 'odd', street: 'Plein', city: "'s-Gravenhage" },
  // Utrecht: the city office on the Stadsplateau.
  { postCode: '3521AZ', numberFrom: 1, numberTo: 1, parity: 'odd', street: 'Stadsplateau', city: 'Utrecht' },
];
