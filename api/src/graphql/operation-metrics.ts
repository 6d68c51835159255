/**
 * GraphQL metrics (issue 38, ADR 0062): operations and their execution time by operation name, and
 * the errors of every answer by spec §8 code. An operation's name is the client's to choose, so only
 * the names of the shop's own documents (observability/known-operations.ts) become label values;
 * any other is `other`. The same for codes: only the codes of errors.ts, else `other`.
 */
import { type ExecutionResult, getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { ErrorCode } from '../errors';
import { KNOWN_OPERATIONS } from '../observability/known-operations';
import { apiErrors, graphqlOperationDuration, graphqlOperations } from '../observability/metrics';

/** The operation's label: its name when it is one of the shop's documents, else `other`. */
export function operationLabel(name: string | null | undefined): string {
  return name && KNOWN_OPERATIONS.has(name) ? name : 'other';
}

const KNOWN_CODES: ReadonlySet<number> = new Set(Object.values(ErrorCode));

/** The code's label: a code of errors.ts, else `other`. */
export function errorCodeLabel(code: unknown): string {
  return typeof code === 'number' && KNOWN_CODES.has(code) ? String(code) : 'other';
}

/**
 * Counts and times every execution, those the public answer cache answers included. Goes first in
 * the plugin list: a plugin that answers in its own onExecute (the cache, a refused miss) stops the
 * plugins after it from seeing the execution.
 */
export function useOperationMetrics(): Plugin {
  return {
    onExecute({ args }) {
      const operation = getOperationAST(args.document, args.operationName);
      const labels = { operation: operationLabel(operation?.name?.value ?? args.operationName), type: operation?.operation ?? 'other' };
      const started = process.hrtime.bigint();
      return {
        onExecuteDone() {
          graphqlOperations.inc(labels);
          graphqlOperationDuration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
        },
      };
    },
  };
}

function countErrors(result: ExecutionResult): void {
  for (const error of result.errors ?? []) apiErrors.labels(errorCodeLabel(error.extensions?.code)).inc();
}

/**
 * Counts the errors of every answer by code, request errors that never execute (syntax, validation,
 * limits) included. Goes after useSpecErrorCodes, which gives those their code.
 */
export function useErrorMetrics(): Plugin {
  return {
    onResultProcess({ result }) {
      if (Array.isArray(result)) for (const item of result) countErrors(item as ExecutionResult);
      else if (!(Symbol.asyncIterator in result)) countErrors(result as ExecutionResult);
    },
  };
}
