import { toast } from "sonner";

export const COMING_SOON_MESSAGE = "Nous travaillons encore sur cette fonctionnalité";

/** The info toast of every feature that is not available yet. */
export function showComingSoon(): void {
  toast.info(COMING_SOON_MESSAGE);
}
