/**
 * Spec §7: "The variable userData is always included". Our shared client adds it to every operation
 * without declaring it (graphql-js ignores undeclared variables); a client written from the spec
 * declares it, `query Q($userData: UserData) { … }`, and usually never uses it in a field. graphql-js'
 * NoUnusedVariablesRule refuses such a document, so the API (and the spec client test) validates with
 * this rule in its place: the same rule, except that `$userData` of type `UserData` may go unused
 * (ADR 0059). Every other unused variable is still refused, and a declared userData is still checked
 * against its type when the variables are read (a storeID that is not a number is refused).
 */
import {
  GraphQLError,
  type ASTVisitor,
  Kind,
  NoUnusedVariablesRule,
  type TypeNode,
  type ValidationContext,
  type ValidationRule,
  type VariableDefinitionNode,
  specifiedRules,
} from 'graphql';

export const USER_DATA_VARIABLE = 'userData';
export const USER_DATA_TYPE = 'UserData';

function namedType(type: TypeNode): string {
  return type.kind === Kind.NAMED_TYPE ? type.name.value : namedType(type.type);
}

/** The spec's request context, declared as the spec names it. */
function isUserDataDeclaration(definition: VariableDefinitionNode): boolean {
  return definition.variable.name.value === USER_DATA_VARIABLE && namedType(definition.type) === USER_DATA_TYPE && definition.type.kind !== Kind.LIST_TYPE;
}

/** graphql-js' NoUnusedVariablesRule (same messages), with `$userData: UserData` allowed to go unused. */
export const noUnusedVariablesButUserDataRule: ValidationRule = (context: ValidationContext): ASTVisitor => {
  let definitions: VariableDefinitionNode[] = [];
  return {
    OperationDefinition: {
      enter() {
        definitions = [];
      },
      leave(operation) {
        const used = new Set(context.getRecursiveVariableUsages(operation).map(({ node }) => node.name.value));
        for (const definition of definitions) {
          const name = definition.variable.name.value;
          if (used.has(name) || isUserDataDeclaration(definition)) continue;
          context.reportError(
            new GraphQLError(operation.name ? `Variable "$${name}" is never used in operation "${operation.name.value}".` : `Variable "$${name}" is never used.`, {
              nodes: definition,
            }),
          );
        }
      },
    },
    VariableDefinition(definition) {
      definitions.push(definition);
    },
  };
};

/** `rules` with NoUnusedVariablesRule replaced by the userData-aware one (in place, same position). */
export function withUserDataRule<T extends readonly ValidationRule[]>(rules: T): ValidationRule[] {
  return rules.map((rule) => (rule === NoUnusedVariablesRule ? noUnusedVariablesButUserDataRule : rule));
}

/** graphql-js' specified rules as the API applies them: what a client document must pass. */
export const SHOP_DOCUMENT_RULES: readonly ValidationRule[] = withUserDataRule(specifiedRules);
