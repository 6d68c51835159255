import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { UP_TO_TABLET_QUERY, useMediaQuery } from '@shop/shared';

/** Spec §9: the top bar rotates every 3000 ms with a 600 ms transition at 1023 px and narrower. */
export const ROTATION_INTERVAL_MS = 3000;
export const ROTATION_TRANSITION_MS = 600;

/**
 * Where a selling point is in the rotation: on show, sliding out above (the one shown before), or
 * waiting below. They slide, clipped by the strip, and never fade: a fading text has too little
 * contrast while it fades (axe and Lighthouse flagged the strip caught mid-transition).
 */
function rotationState(point: number, shown: number, count: number): 'active' | 'leaving' | 'waiting' {
  if (point === shown) return 'active';
  return point === (shown + count - 1) % count ? 'leaving' : 'waiting';
}

/**
 * The top strip: on wide screens the dispatch promise; on small screens three selling points that
 * rotate (spec §1), restarting after the last.
 */
export function TopStrip() {
  const intl = useIntl();
  const small = useMediaQuery(UP_TO_TABLET_QUERY);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const points = [
    // The spec's "delivered tomorrow" is a promise the post does not keep (2–4 working days, what the
    // product page and checkout say): the strip promises what the shop does, same-day dispatch.
    intl.formatMessage({ id: 'shell.usp.sameDay', defaultMessage: 'Ordered before 17:00, dispatched the same working day' }),
    intl.formatMessage({ id: 'shell.usp.business', defaultMessage: 'Always a suitable business gift' }),
    intl.formatMessage({ id: 'shell.usp.personalize', defaultMessage: 'Personalize with packaging' }),
  ];
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (!small) return;
    setIndex(0);
    const timer = setInterval(() => setIndex((i) => (i + 1) % 3), ROTATION_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [small]);

  // Both are in the server's HTML and CSS shows the one for the width (styles.css): choosing in
  // JavaScript rendered the long promise on phones first, which wrapped to three lines and collapsed to
  // one on hydration, moving the page by ~36 px (issue 35). Only the rotation needs JavaScript.
  return (
    <div className="shell-top-strip" data-testid="top-strip">
      <p className="shell-top-strip-promise" data-testid="top-strip-promise">
        <FormattedMessage id="shell.topStrip" defaultMessage="Ordered on working days before 5:00 PM, shipped the same day." />
      </p>
      {/* Announced once, not on every rotation: aria-live would read the strip every 3 seconds. */}
      <ul className="shell-usp-rotator" aria-label={intl.formatMessage({ id: 'shell.usp.label', defaultMessage: 'Why order with us' })}>
        {points.map((text, i) => {
          const state = rotationState(i, index, points.length);
          return (
            <li
              key={text}
              className={state === 'waiting' ? undefined : `is-${state}`}
              aria-hidden={state === 'active' ? undefined : true}
              // Only the point coming in and the one going out move; the next one jumps back below
              // unseen (through the strip it would cross the point on show).
              style={{ transitionDuration: reducedMotion || state === 'waiting' ? '0ms' : `${ROTATION_TRANSITION_MS}ms` }}
            >
              {text}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
