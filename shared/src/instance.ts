/** Differs per loaded copy of @shop/shared; the end-to-end tests compare it between shell and remotes. */
export const SHARED_INSTANCE_ID: string = Math.random().toString(36).slice(2, 10);
