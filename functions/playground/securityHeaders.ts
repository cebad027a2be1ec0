// The security headers the function sets on every answer itself: Netlify applies netlify.toml's [[headers]] to
// static files only, never to a function's responses. The values are netlify.toml's own for "/*" (the one
// description of the host; tests/server/netlifyToml.test.ts fails when the two differ), except the policy: an
// answer of JSON loads nothing and is never a page, so it allows nothing and may be framed by no one.

/** netlify.toml's values for every path, beside the Content-Security-Policy. */
export const SITE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Permissions-Policy':
    'accelerometer=("https://www.youtube-nocookie.com"), autoplay=(self "https://www.youtube-nocookie.com"), camera=(), display-capture=(), encrypted-media=(self "https://www.youtube-nocookie.com"), fullscreen=(self "https://www.youtube-nocookie.com"), geolocation=(), gyroscope=("https://www.youtube-nocookie.com"), hid=(), idle-detection=(), magnetometer=(), microphone=(), midi=(), payment=(), picture-in-picture=(self "https://www.youtube-nocookie.com"), publickey-credentials-get=(), screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=(), browsing-topics=()',
};

/** The policy of a JSON answer (MDN's advice for APIs): nothing may load, nothing may frame it. */
export const FUNCTION_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Every security header of a function's answer. */
export const FUNCTION_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': FUNCTION_CONTENT_SECURITY_POLICY,
  ...SITE_SECURITY_HEADERS,
};
