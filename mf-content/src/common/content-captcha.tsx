import { useStartOnFirstTouch, useStorefront } from '@shop/shared';
import { CaptchaField } from '@shop/shared/captcha';
import { useState } from 'react';

/**
 * The captcha of this team's forms (contact, business quote, withdrawal): its solution, a new one after
 * a refused send (a solution counts once), and the widget, which starts its proof of work at the
 * visitor's first touch of the form. The widget stays outside the <form> (inside, it takes over the
 * form's submit): put `startOn` on an element around both, and send with `form={formId}`.
 */
export function useContentCaptcha(unavailableText: string) {
  const { language } = useStorefront();
  const [token, setToken] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const { started, startOn } = useStartOnFirstTouch();
  return {
    /** The solution for the request (empty while unsolved: the shared schema says so at its field). */
    token: token ?? '',
    /** After a refused send: the next try needs a new solution. */
    renew() {
      setToken(null);
      setRound((current) => current + 1);
    },
    startOn,
    field: (error: string | null) => (
      <CaptchaField
        active={started}
        language={language}
        onChange={setToken}
        resetKey={round}
        error={error}
        unavailableText={unavailableText}
        classPrefix="content"
        testId="content-captcha"
      />
    ),
  };
}
