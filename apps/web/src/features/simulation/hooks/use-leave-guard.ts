import { useCallback, useEffect, useRef } from "react";
import { type BlockerFunction, useBlocker } from "react-router";

/**
 * While a station runs: the browser asks before closing or reloading the tab, and in-app navigation
 * is blocked so that the page can ask first (the quit dialog). `allowLeaving` lifts the guard for a
 * navigation the page decided itself (quit confirmed, grading failed).
 */
export function useLeaveGuard(active: boolean) {
  const leaving = useRef(false);

  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ""; // older browsers only show the prompt with a return value
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [active]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      active &&
      !leaving.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [active],
  );
  const blocker = useBlocker(shouldBlock);
  const allowLeaving = useCallback(() => {
    leaving.current = true;
  }, []);

  return { blocker, allowLeaving };
}
