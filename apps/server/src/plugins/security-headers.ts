import fastifyHelmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/**
 * The Content-Security-Policy of the SPA and the API. The built index.html loads one module script and
 * one stylesheet from /assets and has no inline script, so scripts come from this origin only. Inline
 * styles stay allowed: Radix (scroll lock) and Sonner (toasts) inject <style> elements at run time, and
 * a style cannot run code. Images are the app's own (favicon, case images, revision sheets).
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'"],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * Security headers on every answer (helmet): the CSP above, no framing, no MIME sniffing, the origin
 * only as referrer to other sites, and HSTS (with upgrade-insecure-requests) only when the site is
 * served over HTTPS, which `cookieSecure` states.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: options.https ? { ...CSP_DIRECTIVES, upgradeInsecureRequests: [] } : CSP_DIRECTIVES,
    },
    strictTransportSecurity: options.https ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
    xContentTypeOptions: true,
  });
}
