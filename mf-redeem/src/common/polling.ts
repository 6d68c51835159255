/** Spec §4 processing: while a payment is being decided, ask every 2 s, for about 2 minutes. */
export const POLL_INTERVAL_MS = 2000;
export const MAX_POLLS = 60;
