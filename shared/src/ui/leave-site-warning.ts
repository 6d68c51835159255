/**
 * The leave-site warning of the redeem flow (spec §4): while attached, closing or reloading the tab
 * asks "Leave site? Changes you made may not be saved." Browsers show their own wording; the message
 * is kept for the in-app confirmation of route changes.
 */
export const DEFAULT_LEAVE_SITE_MESSAGE = 'Leave site? Changes you made may not be saved.';

let message = DEFAULT_LEAVE_SITE_MESSAGE;
let attached = false;

function onBeforeUnload(event: BeforeUnloadEvent): string {
  event.preventDefault();
  // Older browsers read the return value.
  event.returnValue = message;
  return message;
}

export const leaveSiteWarning = {
  attach(text?: string): void {
    if (text) message = text;
    if (attached) return;
    window.addEventListener('beforeunload', onBeforeUnload);
    attached = true;
  },
  detach(): void {
    if (!attached) return;
    window.removeEventListener('beforeunload', onBeforeUnload);
    attached = false;
  },
  setMessage(text: string): void {
    message = text;
  },
  get message(): string {
    return message;
  },
  get isAttached(): boolean {
    return attached;
  },
};
