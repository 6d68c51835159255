import { lazy, Suspense, useEffect, useState } from 'react';

const BackToTopButton = lazy(() => import(/* webpackChunkName: "shell-back-to-top" */ './BackToTopButton').then((module) => ({ default: module.BackToTopButton })));

/**
 * Appears once the page has been scrolled more than twice the screen height (spec §2, §9). Only the
 * watching is part of every page's first load; the button's code loads when it is first shown.
 */
export function ScrollUpButton() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > window.innerHeight * 2);
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);

  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <BackToTopButton />
    </Suspense>
  );
}
