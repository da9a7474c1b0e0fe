import type { AppConfig } from "../config";

/** The SPA pages that e-mailed links open (apps/web/src/app/router.tsx). */
export const LINK_PAGES = {
  passwordReset: "/mot-de-passe/nouveau",
  emailChange: "/email/confirmer",
} as const;

/**
 * The address of a page with a link token. The token travels in the fragment (#), which browsers never
 * send to a server: it stays out of access logs, proxies and Referer headers. The origin comes from
 * PUBLIC_URL, never from the request's Host header (a forged Host would send the link elsewhere).
 */
export function linkTo(config: AppConfig, page: string, token: string): string {
  const origin = (config.publicUrl ?? `http://localhost:${config.port || 3000}`).replace(/\/+$/, "");
  return `${origin}${page}#token=${token}`;
}
