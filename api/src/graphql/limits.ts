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
  // 16: the basket reads cartV2 → data → shipments → packages → product → configs → money through fragments.
  maxDepth: 16,
  // The basket (cartV2 with every line, its product and totals) weighs ~11,000 by graphql-armor's measure.
  maxCost: 20_000,
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
