/**
 * How every uploaded file goes out, whichever host serves it (the app's `/files/…`, the sites' assets host,
 * a store's `/media/…`): uploads are untrusted, so the browser takes them as exactly the sniffed type, and
 * a file opened on its own is a sandboxed document (an opaque origin, no script, no plugins, no forms)
 * whatever it holds. `style-src 'unsafe-inline'` lets an SVG draw with its own style attributes; it can
 * load nothing (docs/architecture.md § Uploads and user content, docs/security.md "What each host may do").
 */
const UPLOAD_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

export const UPLOAD_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': UPLOAD_CSP,
} as const;
