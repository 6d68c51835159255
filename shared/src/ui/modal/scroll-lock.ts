/** Scrolling is disabled while any modal is open (spec §4); a counter so nested modals work. */
let openModals = 0;
let previousOverflow = '';

export function lockScroll(): () => void {
  if (openModals === 0) {
    previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  openModals += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    openModals -= 1;
    if (openModals === 0) document.body.style.overflow = previousOverflow;
  };
}
