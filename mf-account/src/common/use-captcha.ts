import { useStartedBeforeHydration } from '@shop/shared';
import { useCallback, useRef, useState } from 'react';

/**
 * The captcha's state of a form: the widget loads once the shopper starts on the form (`start`, or
 * `region` found focused or typed in when the server's page became interactive), its payload counts
 * once, so every submit asks for a new one (`next`).
 */
export function useCaptcha() {
  const [token, setToken] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const [started, setStarted] = useState(false);
  const start = useCallback(() => setStarted(true), []);
  const next = useCallback(() => setRound((r) => r + 1), []);
  const region = useRef<HTMLDivElement>(null);
  useStartedBeforeHydration(region, start);
  return { token, setToken, round, next, started, start, region };
}
