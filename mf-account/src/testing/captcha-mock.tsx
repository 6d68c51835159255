/**
 * The captcha widget needs Web Workers and WebCrypto: the account tests replace @shop/shared/captcha
 * with this stand-in, a button that gives the form a solved captcha (`jest.mock` with
 * `() => jest.requireActual('../testing/captcha-mock')`).
 */
export function CaptchaField({ onChange, error }: { onChange(payload: string | null): void; error?: string | null }) {
  return (
    <>
      <button type="button" onClick={() => onChange('c29sdmVk')}>
        solve captcha
      </button>
      {error && <p>{error}</p>}
    </>
  );
}
