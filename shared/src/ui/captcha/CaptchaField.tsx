import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient } from 'urql';
import { graphql } from '../../graphql/__generated__';
import { isUiLanguage, type UiLanguage } from '../../i18n/ui-languages';

/**
 * The proof-of-work captcha of every captcha-protected form (ALTCHA, self-hosted; ADR 0019): the
 * balance check, login, identify, register, forgot password. `@shop/shared/captcha` is a stateless
 * subpath, bundled into the remotes that use it (not part of the federated contract). The widget is a
 * web component (about 34 kB), loaded once the shopper starts on the form (`active`), with its texts
 * in the page's language: the page itself stays light. It asks the API for a signed challenge,
 * computes the proof in workers when the shopper ticks its box, and hands over the payload the API
 * verifies once. `resetKey` changes after each submit: a payload counts once, so the widget starts
 * over with a new challenge; once the shopper has ticked the box, a new challenge (after a submit, or
 * when a solution expired) is solved by itself, without another tick (issue 35: "the captcha must be
 * solved again to try another card"). The form's error for the field ("confirm that you are not a
 * robot") goes as soon as the widget is verified. The widget must stay outside the <form> element: it
 * would take over the form's submit (validating and focusing itself).
 */
export const CAPTCHA_CHALLENGE_QUERY = graphql(/* GraphQL */ `
  query CaptchaChallenge { captchaChallenge }
`).toString();

export interface CaptchaFieldProps {
  /** Load the widget now (the shopper started on the form): until then the page carries none of its code. */
  active: boolean;
  language: string;
  onChange(payload: string | null): void;
  resetKey: number;
  /** Shown under the widget (the form's error for this field) until the widget is verified. */
  error?: string | null;
  /** The text when the widget could not load, in the page's language. */
  unavailableText: string;
  /** The team's class prefix for the field's place (`redeem` → redeem-captcha, redeem-captcha-widget); its error is the design system's shop-field-error. */
  classPrefix: string;
  testId?: string;
}

interface AltchaElement extends HTMLElement {
  configure(config: Record<string, unknown>): Promise<void>;
  reset(): void;
  verify(): Promise<unknown>;
}

/**
 * The widget's own texts ("I'm not a robot", "Verifying…") in each UI language: its language name and
 * its translation, a chunk of its own. French is "fr-fr" (its other French is Canadian), Spanish
 * Spain's, Portuguese Brazil's (the larger of the two storefronts that speak it). English is built in.
 */
const WIDGET_LANGUAGES: Record<UiLanguage, readonly [string, () => Promise<unknown>]> = {
  de: ['de', () => import(/* webpackChunkName: "altcha-de" */ 'altcha/i18n/de')],
  nl: ['nl', () => import(/* webpackChunkName: "altcha-nl" */ 'altcha/i18n/nl')],
  fr: ['fr-fr', () => import(/* webpackChunkName: "altcha-fr" */ 'altcha/i18n/fr-fr')],
  pl: ['pl', () => import(/* webpackChunkName: "altcha-pl" */ 'altcha/i18n/pl')],
  sv: ['sv', () => import(/* webpackChunkName: "altcha-sv" */ 'altcha/i18n/sv')],
  da: ['da', () => import(/* webpackChunkName: "altcha-da" */ 'altcha/i18n/da')],
  nb: ['nb', () => import(/* webpackChunkName: "altcha-nb" */ 'altcha/i18n/nb')],
  it: ['it', () => import(/* webpackChunkName: "altcha-it" */ 'altcha/i18n/it')],
  es: ['es-es', () => import(/* webpackChunkName: "altcha-es" */ 'altcha/i18n/es-es')],
  pt: ['pt-br', () => import(/* webpackChunkName: "altcha-pt" */ 'altcha/i18n/pt-br')],
};

async function loadWidget(language: string): Promise<void> {
  await import(/* webpackChunkName: "altcha" */ 'altcha');
  if (isUiLanguage(language)) await WIDGET_LANGUAGES[language][1]();
}

export function CaptchaField({ active, language, onChange, resetKey, error, unavailableText, classPrefix, testId }: CaptchaFieldProps) {
  const client = useClient();
  const holder = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const changed = useRef(onChange);
  changed.current = onChange;
  /** The shopper solved a challenge of this field: the next ones are solved without a tick. */
  const solvedOnce = useRef(false);
  /** The form's error that a verification answered: hidden until the form says something else. */
  const [answeredError, setAnsweredError] = useState<string | null>(null);
  const currentError = useRef(error ?? null);
  currentError.current = error ?? null;
  useEffect(() => {
    if (!error) setAnsweredError(null);
  }, [error]);

  /** A new signed challenge, as JSON (what the widget's `challenge` attribute takes). */
  const challenge = useCallback(async () => {
    const result = await client.query(CAPTCHA_CHALLENGE_QUERY, {}, { requestPolicy: 'network-only' }).toPromise();
    return result.data?.captchaChallenge ?? null;
  }, [client]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey starts the widget over on purpose.
  useEffect(() => {
    let cancelled = false;
    const host = holder.current;
    if (!host || !active) return;
    changed.current(null);
    let widget: AltchaElement | null = null;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      if (detail.state === 'verified' && detail.payload) {
        solvedOnce.current = true;
        setAnsweredError(currentError.current);
        changed.current(detail.payload);
      } else changed.current(null);
    };
    const onExpired = () => {
      changed.current(null);
      void challenge().then(async (next) => {
        if (!next || cancelled || !widget) return;
        await widget.configure({ challenge: JSON.parse(next) });
        if (solvedOnce.current && !cancelled) await widget.verify();
      }).catch(() => {});
    };
    (async () => {
      try {
        const [, first] = await Promise.all([loadWidget(language), challenge()]);
        if (cancelled || !first) {
          if (!first) setFailed(true);
          return;
        }
        // Configured through its attributes before it connects: its methods exist only once it has loaded.
        widget = document.createElement('altcha-widget') as AltchaElement;
        widget.setAttribute('language', isUiLanguage(language) ? WIDGET_LANGUAGES[language][0] : language);
        widget.setAttribute('name', 'captchaToken');
        widget.setAttribute('challenge', first);
        widget.setAttribute('configuration', JSON.stringify({ hideFooter: true, hideLogo: true }));
        // Solved once: the new challenge is solved as soon as it is there (a solution counts once, by design).
        if (solvedOnce.current) widget.setAttribute('auto', 'onload');
        widget.addEventListener('statechange', onState);
        widget.addEventListener('expired', onExpired);
        host.replaceChildren(widget);
        setFailed(false);
      } catch {
        if (!cancelled) setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
      widget?.removeEventListener('statechange', onState);
      widget?.removeEventListener('expired', onExpired);
      host.replaceChildren();
    };
  }, [active, language, challenge, resetKey]);

  return (
    <div className={`${classPrefix}-captcha`} data-testid={testId}>
      <div ref={holder} className={`${classPrefix}-captcha-widget`} />
      {failed && (
        <p className="shop-field-error" role="alert">
          {unavailableText}
        </p>
      )}
      {error && error !== answeredError && (
        <p className="shop-field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
