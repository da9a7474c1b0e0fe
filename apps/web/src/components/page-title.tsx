export const PRODUCT_NAME = "ECOS Academy";

/**
 * The browser tab's title: « {page} – ECOS Academy » (React 19 hoists <title> into <head>). Render
 * one per page, at the page's root, so that every state of the page (loading, error) keeps it.
 */
export function PageTitle({ children }: { children: string }) {
  return <title>{`${children} – ${PRODUCT_NAME}`}</title>;
}
