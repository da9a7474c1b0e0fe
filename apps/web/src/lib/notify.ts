/**
 * A toast from code that must stay light (the prerendered landing page): Sonner is imported on first
 * use rather than with the page. Sonner replays a toast created before its <Toaster /> subscribed, so a
 * toast is never lost while the toaster's own chunk is still loading.
 */
export function notify(kind: "success" | "error", message: string): void {
  requestToaster();
  void import("sonner").then(({ toast }) => toast[kind](message));
}

/** Asks the prerendered landing page to mount its toaster (the signed-in app always has one). */
export const TOASTER_NEEDED_EVENT = "ecos:toaster-needed";

export function requestToaster(): void {
  window.dispatchEvent(new Event(TOASTER_NEEDED_EVENT));
}
