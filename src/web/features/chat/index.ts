import { lazy } from 'react';

// What other features may use of this one; anything else in it is its own.
export type { ChatPartner } from './chat-partner';
export { ChatWith } from './components/chat-with';

/** A group's chat (an open match's players), loaded when it is opened. */
export const LazyGroupChat = /* @__PURE__ */ lazy(() => import('./components/group-chat'));
