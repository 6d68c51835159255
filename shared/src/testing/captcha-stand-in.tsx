/**
 * The captcha in component tests. The real widget needs Web Workers and WebCrypto, which jsdom lacks;
 * this stand-in has the same props and gives the form a solved captcha on a click of "solve captcha".
 * Use it as the module: `jest.mock('@shop/shared/captcha', () => jest.requireActual('@shop/shared/testing/captcha-stand-in'))`.
 */

/** What the stand-in hands the form once "solved" (any non-empty payload; the API is not asked). */
export const SOLVED_CAPTCHA = 'c29sdmVk';

export function CaptchaField({ onChange, error }: { onChange(payload: string | null): void; error?: string | null }) {
  return (
    <>
      <button type="button" onClick={() => onChange(SOLVED_CAPTCHA)}>
        solve captcha
      </button>
      {error && <p>{error}</p>}
    </>
  );
}
