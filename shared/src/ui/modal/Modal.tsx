import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { lockScroll } from './scroll-lock';
import '../ui.css';

/** Spec §4/§9: close animation 300 ms; after a URL change an open modal closes after 50 ms. */
export const MODAL_CLOSE_ANIMATION_MS = 300;
export const MODAL_CLOSE_AFTER_NAVIGATION_MS = 50;

export interface ModalProps {
  open: boolean;
  /** Called when the person closes the modal (close button, Escape, backdrop, navigation). */
  onClose(): void;
  title: ReactNode;
  children: ReactNode;
  /** Escape closes unless turned off (spec: "escape key (optional)"). */
  closeOnEscape?: boolean;
  closeOnBackdrop?: boolean;
  /** A loading modal does not close. */
  loading?: boolean;
  closeLabel: string;
  /** Optional back button (spec: modals close through the back button too). */
  backLabel?: string;
  className?: string;
  /** Team prefix for CSS hooks, e.g. "shell" or "checkout". */
  testId?: string;
}

/**
 * The one modal of the shop. Built on <dialog>.showModal(): the browser traps focus inside, makes the
 * page behind inert and returns focus to the opener on close; we add the close rules of the spec.
 */
export function Modal(props: ModalProps) {
  const { open, onClose, title, children, closeOnEscape = true, closeOnBackdrop = true, loading = false } = props;
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [closing, setClosing] = useState(false);
  const location = useLocation();
  const openedAt = useRef(location.key);
  const requestClose = useRef(() => {});
  requestClose.current = () => {
    if (!loading) onClose();
  };

  // Open and close the native dialog, with the close animation before it leaves the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key is read, not watched; opening is the trigger
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open) {
      setClosing(false);
      openedAt.current = location.key;
      // The page stops scrolling before the dialog shows: showModal() lays the page out (it looks for
      // what to focus), and a lock set after it would have the next frame lay it all out again.
      const unlock = lockScroll();
      if (!element.open) {
        if (typeof element.showModal === 'function') element.showModal();
        else element.setAttribute('open', '');
      }
      return unlock;
    }
    if (element.open) {
      setClosing(true);
      const timer = setTimeout(() => {
        setClosing(false);
        if (typeof element.close === 'function') element.close();
        else element.removeAttribute('open');
      }, MODAL_CLOSE_ANIMATION_MS);
      return () => clearTimeout(timer);
    }
  }, [open]);

  // Navigating away closes the modal shortly after the URL changed.
  useEffect(() => {
    if (!open || location.key === openedAt.current) return;
    const timer = setTimeout(() => requestClose.current(), MODAL_CLOSE_AFTER_NAVIGATION_MS);
    return () => clearTimeout(timer);
  }, [open, location.key]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is the backdrop's; its keyboard equivalent is Escape (onCancel)
    <dialog
      ref={dialog}
      className={`shop-modal${closing ? ' is-closing' : ''}${props.className ? ` ${props.className}` : ''}`}
      aria-labelledby={titleId}
      aria-busy={loading}
      data-testid={props.testId}
      onCancel={(event) => {
        // The browser's Escape handling: we decide instead.
        event.preventDefault();
        if (closeOnEscape) requestClose.current();
      }}
      onClick={(event) => {
        // A click on the dialog element itself (not its content) is a click on the backdrop.
        if (closeOnBackdrop && event.target === event.currentTarget) requestClose.current();
      }}
    >
      <div className="shop-modal-content">
        <div className="shop-modal-header">
          {props.backLabel && (
            <button type="button" className="shop-modal-back" onClick={() => requestClose.current()} disabled={loading}>
              <span aria-hidden="true">‹</span> {props.backLabel}
            </button>
          )}
          <h2 id={titleId} className="shop-modal-title">
            {title}
          </h2>
          <button type="button" className="shop-modal-close" aria-label={props.closeLabel} onClick={() => requestClose.current()} disabled={loading}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="shop-modal-body">{children}</div>
      </div>
    </dialog>
  );
}
