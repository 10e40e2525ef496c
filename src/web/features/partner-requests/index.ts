// What other features may use of this one; anything else in it is its own.
export { default as PartnerBoard } from './components/partner-board';
export { LazyPostRequestDialog } from './lazy-post-request-dialog';
