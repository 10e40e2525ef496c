import { setNonce } from 'get-nonce';
import { CSP_NONCE_PROPERTY } from '#contract/csp-nonce';

/**
 * Gives the dialogs' scroll lock (react-remove-scroll, through get-nonce) the page's CSP style
 * nonce, so the `<style>` elements it adds at run time are allowed. Called when the dialog's
 * chunk loads, not by the entry: the first view has no dialog. A page from `npm run dev` has
 * none and no policy that would need it; the server rendering has no document.
 */
export function takeStyleNonce(doc: Document | undefined = globalThis.document): void {
  if (!doc) return;
  const meta = doc.querySelector<HTMLMetaElement>(`meta[property="${CSP_NONCE_PROPERTY}"]`);
  if (meta?.nonce) setNonce(meta.nonce);
}
