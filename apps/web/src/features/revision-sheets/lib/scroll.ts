/** Scrolls the page to its top at once (an optional call: jsdom has no Element.scrollTo). */
export function scrollPageToTop(): void {
  (document.scrollingElement ?? document.documentElement).scrollTo?.({ top: 0, behavior: "instant" });
}
