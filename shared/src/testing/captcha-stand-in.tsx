import { useEffect, useState } from 'react';

/**
 * The captcha in component tests. The real widget needs Web Workers and WebCrypto, which jsdom lacks;
 * this stand-in has the same props and gives the form a solved captcha on a click of "solve captcha".
 * Use it as the module: `jest.mock('@shop/shared/captcha', () => jest.requireActual('@shop/shared/testing/captcha-stand-in'))`.
 */

/** What the stand-in hands the form once "solved" (any non-empty payload; the API is not asked). */
export const SOLVED_CAPTCHA = 'c29sdmVk';

/** Like the widget's field, the form's error for it goes once the captcha is solved (until the form says something else). */
export function CaptchaField({ onChange, error }: { onChange(payload: string | null): void; error?: string | null }) {
  const [answered, setAnswered] = useState<string | null>(null);
  useEffect(() => {
    if (!error) setAnswered(null);
  }, [error]);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setAnswered(error ?? null);
          onChange(SOLVED_CAPTCHA);
        }}
      >
        solve captcha
      </button>
      {error && error !== answered && <p>{error}</p>}
    </>
  );
}
