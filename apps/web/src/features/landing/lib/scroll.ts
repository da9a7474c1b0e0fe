function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Smooth-scrolls to a section (instantly when the user prefers reduced motion) and moves keyboard
 * focus to it (or to focusId inside it), so that the next Tab continues from there.
 */
export function scrollToSection(id: string, focusId: string = id): void {
  const target = document.getElementById(id);
  if (!target) return;
  if (typeof target.scrollIntoView === "function") {
    target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  }
  const focusTarget = document.getElementById(focusId) ?? target;
  if (!focusTarget.hasAttribute("tabindex")) focusTarget.setAttribute("tabindex", "-1");
  focusTarget.focus({ preventScroll: true });
}
