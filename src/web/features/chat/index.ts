// What other features may use of this one; anything else in it is its own.
export type { ChatPartner } from './chat-partner';
export { ChatWith } from './components/chat-with';
