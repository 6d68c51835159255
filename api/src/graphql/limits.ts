/**
 * Query limits against expensive or abusive operations (graphql-armor's validation rules) and,
 * in production, no introspection unless ALLOW_INTROSPECTION is set.
 */
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { NoSchemaIntrospectionCustomRule, type ValidationRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';

export interface QueryLimits {
  maxDepth: number;
  maxCost: number;
  maxAliases: number;
  introspection: boolean;
}

export const DEFAULT_QUERY_LIMITS: Omit<QueryLimits, 'introspection'> = {
  // Fragments are flattened (a spread is not a level): the deepest real query, checkout's placed
  // order (placedOrder → data → order → shipments → packages → product → config → money → value), is 10.
  maxDepth: 12,
  maxCost: 5_000,
  maxAliases: 20,
};

export function useQueryLimits(limits: QueryLimits): Plugin {
  const rules: ValidationRule[] = [
    maxDepthRule({ n: limits.maxDepth, ignoreIntrospection: true, flattenFragments: true, exposeLimits: true }) as unknown as ValidationRule,
    costLimitRule({ maxCost: limits.maxCost, ignoreIntrospection: true, flattenFragments: true, exposeLimits: true }) as unknown as ValidationRule,
    maxAliasesRule({ n: limits.maxAliases, exposeLimits: true }) as unknown as ValidationRule,
  ];
  if (!limits.introspection) rules.push(NoSchemaIntrospectionCustomRule);
  return {
    onValidate({ addValidationRule }) {
      for (const rule of rules) addValidationRule(rule);
    },
  };
}
