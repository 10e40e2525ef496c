/** Whom a chat is with, and what opened it. */
export interface ChatPartner {
  id: string;
  name: string;
  /** The partner request this chat answers, when opened from its card on the board. */
  partnerRequestId?: string;
  /** Opened by 'Connect & Play': tell the player (in the app and by e-mail) on opening. */
  sendsPlayRequest?: boolean;
}
