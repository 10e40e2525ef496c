// What other features may use of this one; anything else in it is its own.
export { BlockPlayerButton } from './components/block-player-button';
export { BlockedChatNote, blockedChatNoteButton } from './components/blocked-chat-note';
export { useChatBlockState } from './hooks/use-chat-block-state';
