/**
 * A span per GraphQL operation (ADR 0065), named by its type and name (`query ProductPage`), around
 * the whole operation: parsing, validation, the context (the visitor's session is read there) and the
 * execution, so the SQL statements it causes are its children. Yoga's `operation` instrumentation
 * runs it in the span's context; `onExecute` names it once the document is parsed. A public answer
 * from the cache (public-answer-cache.ts) is an operation too, without statements.
 *
 * Not The Guild's @envelop/opentelemetry: it records the document and, by default, the variables
 * (PINs, e-mail addresses) and a span per resolver; this records the operation's name and type only
 * (an inline literal in a document could be a PIN too), and what the shop's errors say: their codes.
 */
import { type Span, SpanKind, SpanStatusCode, context, trace } from '@opentelemetry/api';
import { type ExecutionResult, getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { shopTracer, tracingActive } from './tracing';

/** Client-chosen operation names are cut to this (a span name is not a place for a novel). */
const MAX_NAME = 100;

export function useOperationSpans(): Plugin {
  // Off: the plugin has no hooks at all.
  if (!tracingActive()) return {};
  const operationSpans = new WeakSet<Span>();
  return {
    instrumentation: {
      operation: (_payload, wrapped) => {
        const span = shopTracer().startSpan('graphql', { kind: SpanKind.INTERNAL });
        operationSpans.add(span);
        let result: ReturnType<typeof wrapped>;
        try {
          result = context.with(trace.setSpan(context.active(), span), wrapped);
        } catch (error) {
          span.setStatus({ code: SpanStatusCode.ERROR });
          span.end();
          throw error;
        }
        if (result && typeof (result as Promise<void>).then === 'function') {
          return (result as Promise<void>).then(
            () => span.end(),
            (error: unknown) => {
              span.setStatus({ code: SpanStatusCode.ERROR });
              span.end();
              throw error;
            },
          );
        }
        span.end();
        return result;
      },
    },
    onExecute({ args }) {
      const span = trace.getSpan(context.active());
      if (!span || !operationSpans.has(span)) return;
      const operation = getOperationAST(args.document, args.operationName);
      const type = operation?.operation ?? 'query';
      const name = operation?.name?.value.slice(0, MAX_NAME);
      span.updateName(name ? `${type} ${name}` : type);
      span.setAttribute('graphql.operation.type', type);
      if (name) span.setAttribute('graphql.operation.name', name);
      return {
        onExecuteDone({ result }) {
          const errors = (result as ExecutionResult).errors;
          if (!errors?.length) return;
          // The shop's error codes (spec §8; -1: an unexpected error), never the messages.
          const codes = errors.map((error) => String(error.extensions?.code ?? 'none'));
          span.setAttribute('shop.graphql.error_codes', [...new Set(codes)].join(','));
          // Nothing answered at all: the operation failed.
          if ((result as ExecutionResult).data == null) span.setStatus({ code: SpanStatusCode.ERROR });
        },
      };
    },
  };
}
