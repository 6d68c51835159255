/**
 * Documents of remote releases built before a field changed its shape keep working (ADR 0059).
 *
 * Remotes are released on their own schedule: the one live in a storefront may have been built against
 * an older schema.graphql than the API runs now. Adding is safe and removing is never done (a value or
 * field stays, @deprecated). One change could not be made that way: spec §3 has Shipment.deliveryDate
 * as a value, where the API answered an object (from, to, dispatchDate, scheduledAt) that the basket
 * release of issue 35 still selects. A field cannot be both, so the object moved to Shipment.delivery
 * and deliveryDate became the value; a document that still selects subfields of Shipment.deliveryDate
 * can only mean the object (a String has no subfields), so right after parsing it is read as
 * `deliveryDate: delivery { … }`, under the response key the old release reads. A document written
 * for the new shape is left as it is.
 *
 * Each entry names the release that no longer needs it; remove the entry once no storefront serves a
 * release older than that (the schema-compat test lists the change as accepted only while it is here).
 */
import { type DocumentNode, type FieldNode, type GraphQLSchema, Kind, TypeInfo, visit, visitWithTypeInfo } from 'graphql';
import type { Plugin } from 'graphql-yoga';

export interface LegacyObjectField {
  /** The type and field a document selects subfields of. */
  type: string;
  field: string;
  /** The field the object moved to (read under the old field's name). */
  movedTo: string;
  /** Why, and when the entry can go. */
  note: string;
}

export const LEGACY_OBJECT_FIELDS: readonly LegacyObjectField[] = [
  {
    type: 'Shipment',
    field: 'deliveryDate',
    movedTo: 'delivery',
    note: 'issue 36: deliveryDate is the spec §3 value; basket-checkout releases built before it select deliveryDate { from to dispatchDate scheduledAt }',
  },
];

/** The document with every legacy selection read as the field it moved to (the same object when there is none). */
export function rewriteLegacyDocument(schema: GraphQLSchema, document: DocumentNode): DocumentNode {
  const typeInfo = new TypeInfo(schema);
  return visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node: FieldNode) {
        if (!node.selectionSet) return undefined;
        const parent = typeInfo.getParentType();
        const legacy = LEGACY_OBJECT_FIELDS.find((entry) => entry.type === parent?.name && entry.field === node.name.value);
        if (!legacy) return undefined;
        return { ...node, alias: node.alias ?? { kind: Kind.NAME, value: node.name.value }, name: { kind: Kind.NAME, value: legacy.movedTo } };
      },
    }),
  );
}

/**
 * Rewrites each parsed document once (yoga keeps parsed documents: a cached one is already rewritten
 * and is not visited again).
 */
export function useLegacyDocuments(schema: GraphQLSchema): Plugin {
  const seen = new WeakSet<DocumentNode>();
  return {
    onParse() {
      return ({ result, replaceParseResult }) => {
        if (!result || result instanceof Error || seen.has(result)) return;
        const rewritten = rewriteLegacyDocument(schema, result);
        seen.add(rewritten);
        if (rewritten !== result) replaceParseResult(rewritten);
      };
    },
  };
}
