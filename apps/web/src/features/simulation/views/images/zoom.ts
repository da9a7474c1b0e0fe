import { ZOOM_MAX, ZOOM_MIN, ZOOM_STEP } from "@ecos/contracts/constants";

/** Zoom in whole percents (50 to 200, steps of 10) so repeated steps never drift. */
export const ZOOM_MIN_PERCENT = Math.round(ZOOM_MIN * 100);
export const ZOOM_MAX_PERCENT = Math.round(ZOOM_MAX * 100);
export const ZOOM_STEP_PERCENT = Math.round(ZOOM_STEP * 100);

export const clampZoom = (percent: number) => Math.min(ZOOM_MAX_PERCENT, Math.max(ZOOM_MIN_PERCENT, percent));
