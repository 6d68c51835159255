/**
 * Query limits against expensive or abusive operations (graphql-armor's validation rules, and at
 * most one hashing field per operation: expensive-fields.ts) and,
 * in production, no introspection unless ALLOW_INTROSPECTION is set.
 */
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { NoSchemaIntrospectionCustomRule, type ValidationRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { oneExpensiveFieldRule } from './expensive-fields';
import { withUserDataRule } from './user-data-variable';

export interface QueryLimits {
  maxDepth: number;
  maxCost: number;
  maxAliases: number;
  /** Lexical tokens of the document, counted while parsing (a huge query never becomes an AST). */
  maxTokens: number;
  maxDirectives: number;
  introspection: boolean;
}

export const DEFAULT_QUERY_LIMITS: Omit<QueryLimits, 'introspection'> = {
  // Fragments are flattened (a spread is not a level): the deepest real query, checkout's placed
  // order (placedOrder → data → order → shipments → packages → product → config → money → value), is 10.
  maxDepth: 12,
  maxCost: 5_000,
  maxAliases: 20,
  // The biggest client documents (checkout's placeOrder and placedOrder with the order fragment)
  // are ~320 tokens; 2000 leaves room for six times that.
  maxTokens: 2_000,
  // No client document uses a directive; @include/@skip on a few fields is still fine.
  maxDirectives: 50,
};

export function useQueryLimits(limits: QueryLimits): Plugin {
  const rules: ValidationRule[] = [
    maxDepthRule({ n: limits.maxDepth, ignoreIntrospection: true, flattenFragments: true, exposeLimits: true }) as unknown as ValidationRule,
    costLimitRule({ maxCost: limits.maxCost, ignoreIntrospection: true, flattenFragments: true, exposeLimits: true }) as unknown as ValidationRule,
    maxAliasesRule({ n: limits.maxAliases, exposeLimits: true }) as unknown as ValidationRule,
    maxDirectivesRule({ n: limits.maxDirectives, exposeLimits: true }) as unknown as ValidationRule,
    oneExpensiveFieldRule,
  ];
  const tokens = maxTokensPlugin({ n: limits.maxTokens, exposeLimits: true }) as Plugin;
  if (!limits.introspection) rules.push(NoSchemaIntrospectionCustomRule);
  return {
    onParse: tokens.onParse,
    onValidate({ params, addValidationRule }) {
      // graphql-js' specified rules are in params.rules by now (yoga's engine plugin runs first): an
      // unused $userData: UserData is allowed (spec §7, user-data-variable.ts).
      if (params.rules) {
        const replaced = withUserDataRule(params.rules);
        (params.rules as ValidationRule[]).splice(0, params.rules.length, ...replaced);
      }
      for (const rule of rules) addValidationRule(rule);
    },
  };
}
