/**
 * Schema compatibility with the live remote releases (ADR 0059). Remotes are released on their own
 * schedule, so a storefront may serve a release built against an older schema.graphql than the API
 * runs: `schema-compat/released.graphql` is that schema. Against it, the API's schema may only grow:
 * no type, field, argument or enum value removed or changed in a way an old document notices
 * (graphql-js' findBreakingChanges: a removed enum value fails an old document that names it, a
 * renamed type fails its fragments). A change that cannot be made by adding (a field that changes its
 * type) is listed below with what keeps the old releases working.
 *
 * When every storefront serves releases built against the current schema: copy schema.graphql over
 * schema-compat/released.graphql, empty ACCEPTED, remove the LEGACY_OBJECT_FIELDS entries.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type GraphQLSchema, buildSchema, findBreakingChanges, findDangerousChanges, isEnumType, parse, validate } from 'graphql';
import { SCHEMA_FILE } from './codegen';
import { LEGACY_OBJECT_FIELDS, rewriteLegacyDocument } from './legacy-documents';
import { SHOP_DOCUMENT_RULES } from './user-data-variable';

const apiRoot = join(__dirname, '..', '..');
const released: GraphQLSchema = buildSchema(readFileSync(join(apiRoot, 'schema-compat', 'released.graphql'), 'utf8'));
const current: GraphQLSchema = buildSchema(readFileSync(join(apiRoot, SCHEMA_FILE), 'utf8'));

/** Breaking changes since released.graphql, each with why it is safe for the releases built before. */
const ACCEPTED: ReadonlyArray<{ change: string; why: string }> = [
  {
    change: 'Shipment.deliveryDate changed type from ShipmentDelivery! to String!.',
    why: 'spec §3 has a value; an old document selecting its subfields is read as deliveryDate: delivery { … } (legacy-documents.ts)',
  },
  {
    change: 'RedeemProduct changed from an Object type to an Interface type.',
    why: 'spec §3 kinds GiftCardProduct, DonationProduct, TopProduct: every field and fragment on RedeemProduct stays valid; only __typename answers the kind, which no redeem release reads',
  },
];

describe('the schema against the one the live remote releases were built against', () => {
  it('only grows, but for the changes accepted with their reason', () => {
    expect(findBreakingChanges(released, current).map((c) => c.description)).toEqual(ACCEPTED.map((a) => a.change));
  });

  it('keeps every enum value: a renamed value stays beside the new one, deprecated', () => {
    const removed: string[] = [];
    for (const type of Object.values(released.getTypeMap())) {
      if (!isEnumType(type) || type.name.startsWith('__')) continue;
      const now = current.getType(type.name);
      for (const value of type.getValues()) {
        if (!isEnumType(now) || !now.getValue(value.name)) removed.push(`${type.name}.${value.name}`);
      }
    }
    expect(removed).toEqual([]);
    // The dangerous changes are additions (a new value an old release does not know).
    expect(new Set(findDangerousChanges(released, current).map((c) => c.type))).toEqual(new Set(['VALUE_ADDED_TO_ENUM']));
  });

  it("a field that changed its type is read for an old document as the field its object moved to", () => {
    for (const entry of LEGACY_OBJECT_FIELDS) {
      expect(ACCEPTED.map((a) => a.change).some((c) => c.startsWith(`${entry.type}.${entry.field} changed type`))).toBe(true);
    }
    // The basket release of issue 35's cart query (mf-basket-checkout cart-query.ts as it was).
    const old = parse(`query BasketCart($orderUuid: String) { cartV2(orderUuid: $orderUuid) { data { id shipments { id tag deliveryType
      deliveryDate { from to dispatchDate scheduledAt } packages { id } } } } }`);
    expect(validate(released, old, SHOP_DOCUMENT_RULES)).toEqual([]);
    expect(validate(current, old, SHOP_DOCUMENT_RULES).map((e) => e.message)).toEqual([
      'Field "deliveryDate" must not have a selection since type "String!" has no subfields.',
    ]);
    expect(validate(current, rewriteLegacyDocument(current, old), SHOP_DOCUMENT_RULES)).toEqual([]);
    // A document of the new shape is left as it is.
    const fresh = parse('{ cartV2 { data { shipments { deliveryDate delivery { from } } } } }');
    expect(rewriteLegacyDocument(current, fresh)).toBe(fresh);
  });

  it('deprecates the old spelling of a value the spec names otherwise (what the API answers is the spec’s)', () => {
    const kinds = current.getType('BasketItemKind');
    if (!isEnumType(kinds)) throw new Error('BasketItemKind is no enum');
    expect(kinds.getValues().filter((v) => v.deprecationReason).map((v) => v.name)).toEqual(['GIFT_CARD', 'BLANK_GIFT_CARD_PACK']);
    expect(['GIFTCARD', 'BLANK_GIFTCARD_PACK'].every((name) => kinds.getValue(name) && !kinds.getValue(name)?.deprecationReason)).toBe(true);
  });
});
