import { useEffect, useEffectEvent, useRef, useState } from "react";

/**
 * Seconds left before the next station, counted while `running` and frozen otherwise (a dialog open),
 * from the wall clock so that a busy tab does not slow it down; `onZero` is called once, at 0.
 */
export function useTransitionCountdown(seconds: number, running: boolean, onZero: () => void): number {
  const [left, setLeft] = useState(seconds);
  const leftRef = useRef(seconds);
  const fire = useEffectEvent(onZero);
  useEffect(() => {
    if (!running || leftRef.current === 0) return;
    const end = Date.now() + leftRef.current * 1000;
    const id = setInterval(() => {
      const remaining = Math.max(0, Math.ceil((end - Date.now()) / 1000));
      leftRef.current = remaining;
      setLeft(remaining);
      if (remaining === 0) {
        clearInterval(id);
        fire();
      }
    }, 250);
    return () => clearInterval(id);
  }, [running]);
  return left;
}
