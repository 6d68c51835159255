import { useStartOnFirstTouch } from '@shop/shared';
import { useCallback, useState } from 'react';

/**
 * The captcha's state of a form: the widget loads once the shopper starts on the form (`startOn` on the
 * element around it, or `start`), its payload counts once, so every submit asks for a new one (`next`).
 */
export function useCaptcha() {
  const [token, setToken] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const { started, start, startOn } = useStartOnFirstTouch();
  const next = useCallback(() => setRound((r) => r + 1), []);
  return { token, setToken, round, next, started, start, startOn };
}
