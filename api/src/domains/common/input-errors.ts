/**
 * Caller mistakes found by a shared valibot schema, as spec §8 error entries: one per field (the first
 * issue), the English text of the shared message, the field named `input.<path>`.
 */
import * as v from 'valibot';
import { validationText } from '@shop/shared/validation';
import type { ErrorEntry } from '../../errors';

export function issueEntries(issues: readonly v.BaseIssue<unknown>[], code: number, prefix = 'input'): ErrorEntry[] {
  const seen = new Set<string>();
  const entries: ErrorEntry[] = [];
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? '';
    if (seen.has(path)) continue;
    seen.add(path);
    entries.push({ code, message: validationText(issue.message), referencedRequestParameter: path ? `${prefix}.${path}` : prefix });
  }
  return entries;
}
