/** The API's error entry (spec §8): every mutation, search and user-exists query returns a list of these. */
export interface ShopErrorEntry {
  message: string;
  code: number;
  referencedRequestParameter: string | null;
}

export const GENERIC_ERROR_MESSAGE =
  'Oh oh, something went wrong. We are already working on a fix for this issue. Please try again at a later moment. Our apologies for the inconvenience.';

/** Code used when an error carries none (spec §8: "code -1 when missing"). */
export const UNKNOWN_ERROR_CODE = -1;

interface GraphQLErrorLike {
  message: string;
  extensions?: Record<string, unknown>;
}

export function entryFromGraphQLError(error: GraphQLErrorLike): ShopErrorEntry {
  const ext = error.extensions ?? {};
  const code = typeof ext.code === 'number' ? ext.code : Number.parseInt(String(ext.code ?? ''), 10);
  return {
    message: error.message || GENERIC_ERROR_MESSAGE,
    code: Number.isFinite(code) ? code : UNKNOWN_ERROR_CODE,
    referencedRequestParameter: typeof ext.referencedRequestParameter === 'string' ? ext.referencedRequestParameter : null,
  };
}

/** Finds the first `errors` entry in a payload's root fields (`data.someMutation.errors[0]`). */
export function firstPayloadError(data: unknown): ShopErrorEntry | null {
  if (!data || typeof data !== 'object') return null;
  for (const value of Object.values(data as Record<string, unknown>)) {
    if (value && typeof value === 'object' && Array.isArray((value as { errors?: unknown }).errors)) {
      const [first] = (value as { errors: Partial<ShopErrorEntry>[] }).errors;
      if (first) {
        return {
          message: first.message ?? GENERIC_ERROR_MESSAGE,
          code: typeof first.code === 'number' ? first.code : UNKNOWN_ERROR_CODE,
          referencedRequestParameter: first.referencedRequestParameter ?? null,
        };
      }
    }
  }
  return null;
}
