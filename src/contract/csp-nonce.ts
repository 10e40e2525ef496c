/**
 * The `<meta property>` a page's CSP style nonce comes in: the server writes it, the app reads
 * it (the nonce is hidden from the page's markup and CSS, not from its scripts).
 */
export const CSP_NONCE_PROPERTY = 'csp-nonce';
