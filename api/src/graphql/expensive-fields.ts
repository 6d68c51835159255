/**
 * At most one expensive field per request (issue 31, ADR 0033). These fields hash a password or a PIN
 * with scrypt (tens to hundreds of milliseconds of a core each), derive a captcha key, or search the
 * catalogue (a new text misses every cache: 20 aliased searches were 0.8 s in one request); a document can
 * repeat a field under aliases, so one 1 kB request of 21 aliased `resetPassword`s once bought ~20 s
 * of server work. Static cost limits cannot price a field by what its resolver does, so this rule
 * names them: an operation that asks for more than one of them (aliases and fragments count) is
 * refused before anything runs. No client screen needs two. (A request runs one operation; yoga's
 * batching, which would run several, is off.)
 */
import { GraphQLError, type ASTVisitor, type FragmentDefinitionNode, Kind, type SelectionSetNode, type ValidationContext, type ValidationRule } from 'graphql';

/** Root fields that hash (scrypt), derive keys or search, by root type. Adding one: a line here and a test in expensive-fields.test.ts. */
export const EXPENSIVE_FIELDS: Readonly<Record<'Query' | 'Mutation', readonly string[]>> = {
  // checkUserExist: spec §7's query beside our mutation; query fields run side by side, so one per request (ADR 0059).
  Query: ['cardData', 'captchaChallenge', 'search_v1', 'checkUserExist'],
  Mutation: [
    // passwords
    'userLogin',
    'registerUser',
    'resetPassword',
    'changePassword',
    'deleteAccount',
    'placeOrder',
    'operatorLogin',
    'operatorCreateAccount',
    // PINs
    'checkGiftCardBalance',
    'activateCard',
    'enterDoubler',
  ],
};

export const ONE_EXPENSIVE_FIELD_MESSAGE = 'Only one password, PIN, captcha or search field may be asked for per request; send them one at a time';

/** Counts the expensive root fields of every operation in the document; more than one is refused. */
export const oneExpensiveFieldRule: ValidationRule = (context: ValidationContext): ASTVisitor => {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of context.getDocument().definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const collect = (selectionSet: SelectionSetNode, names: readonly string[], seen: Set<string>, found: string[]) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        if (names.includes(selection.name.value)) found.push(selection.name.value);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        collect(selection.selectionSet, names, seen, found);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        // A fragment spread twice counts twice; a cycle is graphql-js's own error, not ours to loop on.
        if (fragment && !seen.has(name)) collect(fragment.selectionSet, names, new Set([...seen, name]), found);
      }
    }
  };
  return {
    OperationDefinition(node) {
      if (node.operation === 'subscription') return;
      const found: string[] = [];
      collect(node.selectionSet, node.operation === 'mutation' ? EXPENSIVE_FIELDS.Mutation : EXPENSIVE_FIELDS.Query, new Set(), found);
      if (found.length > 1) {
        context.reportError(new GraphQLError(`${ONE_EXPENSIVE_FIELD_MESSAGE} (asked: ${found.slice(0, 5).join(', ')}${found.length > 5 ? ', …' : ''})`, { nodes: [node] }));
      }
    },
  };
};
