import helmet, { type HelmetOptions } from 'helmet';

/** The pages the server sends: the web app (and the API), or the API's docs page. */
export type Surface = 'app' | 'docs';
export type Scheme = 'http' | 'https';

const SELF = "'self'";

/**
 * What each page loads. The web app: its scripts and styles, pictures and videos, and its
 * socket. The docs page (swagger-ui, in its BaseLayout: the standalone layout's top bar is an
 * SVG logo with an inline <style>, which no policy without 'unsafe-inline' lets in) loads
 * only its own files, data: icons from its stylesheet, and the OpenAPI document.
 */
const DIRECTIVES: Readonly<Record<Surface, Record<string, string[]>>> = {
  app: {
    defaultSrc: [SELF],
    scriptSrc: [SELF],
    styleSrc: [SELF, "'unsafe-inline'"],
    imgSrc: [SELF, 'data:'],
    connectSrc: [SELF, 'ws:', 'wss:'],
  },
  docs: {
    defaultSrc: [SELF],
    scriptSrc: [SELF],
    styleSrc: [SELF],
    imgSrc: [SELF, 'data:'],
    fontSrc: [SELF, 'data:'],
    connectSrc: [SELF],
  },
};

/**
 * Helmet's headers for one surface and scheme. Three of them only mean something on a page
 * served over https, and break or clutter one served over plain http from any address but
 * localhost (a phone on the LAN): `upgrade-insecure-requests` makes the browser fetch every
 * asset as https://, which a plain-http server does not answer (a blank page); HSTS is for
 * https only (RFC 6797 §7.2); and browsers honour Cross-Origin-Opener-Policy and
 * Origin-Agent-Cluster in secure contexts only (Chromium logs an error about the first and a
 * warning about the second on every plain-http page).
 */
export function headerOptions(surface: Surface, scheme: Scheme): HelmetOptions {
  const https = scheme === 'https';
  return {
    contentSecurityPolicy: { directives: { ...DIRECTIVES[surface], upgradeInsecureRequests: https ? [] : null } },
    strictTransportSecurity: https,
    crossOriginOpenerPolicy: https,
    originAgentCluster: https,
  };
}

type Middleware = ReturnType<typeof helmet>;

/** One helmet middleware per surface and scheme, made once (helmet builds its headers when made). */
export function securityHeaders(): (surface: Surface, scheme: Scheme) => Middleware {
  const made = new Map<string, Middleware>();
  for (const surface of ['app', 'docs'] as const) {
    for (const scheme of ['http', 'https'] as const) made.set(`${surface}/${scheme}`, helmet(headerOptions(surface, scheme)));
  }
  return (surface, scheme) => made.get(`${surface}/${scheme}`)!;
}
