/**
 * Whether an OpenTelemetry SDK is running in this process. Its own module, so that the SDK's module
 * (tracing-sdk.ts, loaded only when tracing is switched on) and tracing.ts, which every request path
 * imports, both read and set it without importing each other.
 */
let active = false;

/** Whether an SDK is running: the wrappers that make spans are installed only then. */
export function tracingActive(): boolean {
  return active;
}

/** Set by the SDK as it starts and shuts down (tracing-sdk.ts), nowhere else. */
export function setTracingActive(on: boolean): void {
  active = on;
}
