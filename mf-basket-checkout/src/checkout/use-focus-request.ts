import { type RefObject, useCallback, useEffect, useState } from 'react';

export const STEP_HEADING_ID = 'checkout-step-title';

/**
 * Focus after the next render: a field by its `data-field` (or `name`), or the step heading when
 * `field` is null. Used when a step changes (focus the new step's heading) and when a form has errors
 * (focus the first invalid field, which the render shows with its message).
 */
export function useFocusRequest(root: RefObject<HTMLElement | null>): (field: string | null) => void {
  const [request, setRequest] = useState<{ field: string | null } | null>(null);
  useEffect(() => {
    if (!request) return;
    const scope = root.current ?? document;
    const { field } = request;
    const target = field
      ? scope.querySelector<HTMLElement>(`[data-field="${field}"]`) ?? scope.querySelector<HTMLElement>(`[name="${field}"]`)
      : document.getElementById(STEP_HEADING_ID);
    target?.focus();
  }, [request, root]);
  return useCallback((field) => setRequest({ field }), []);
}
