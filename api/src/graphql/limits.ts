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
  // 20: checkout reads placeOrder → order → order → shipments → packages → product → configs → money,
  // and graphql-armor counts each fragment spread as a level.
  maxDepth: 20,
  // graphql-armor's cost grows with depth: checkout's placed order (the cart inside the order) weighs
  // ~38,000; the 5,000-items budget (budget.ts) bounds what an operation can really return.
  maxCost: 50_000,
  maxAliases: 20,
};

export function useQueryLimits(limits: QueryLimits): Plugin {
  const rules: ValidationRule[] = [
    maxDepthRule({ n: limits.maxDepth, ignoreIntrospection: true, exposeLimits: true }) as unknown as ValidationRule,
    costLimitRule({ maxCost: limits.maxCost, ignoreIntrospection: true, exposeLimits: true }) as unknown as ValidationRule,
    maxAliasesRule({ n: limits.maxAliases, exposeLimits: true }) as unknown as ValidationRule,
  ];
  if (!limits.introspection) rules.push(NoSchemaIntrospectionCustomRule);
  return {
    onValidate({ addValidationRule }) {
      for (const rule of rules) addValidationRule(rule);
    },
  };
}
