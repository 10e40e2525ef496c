import { Send } from 'lucide-react';
import type { KeyboardEvent, Ref } from 'react';
import { Button } from '#web/components/ui/button';
import { useTranslation } from '#web/lib/i18n/use-translation';

/** The composer's textarea: a chat's dialog finds it by this id to give it the focus. */
export const CHAT_COMPOSER_ID = 'chat-draft';

/** contract/chat MESSAGE_MAX_LENGTH (the contract's module would bring zod into the chat). */
const MESSAGE_MAX_LENGTH = 2000;

/**
 * Where a message is written, in a pair's chat and a group's alike: Enter sends, Shift+Enter
 * (or Enter while an input method is composing) makes a new line. The draft is the caller's, so
 * it can outlive the dialog; `send` says whether the message was taken, and only then is the
 * draft cleared.
 */
export function ChatComposer(props: {
  draft: string;
  setDraft: (text: string) => void;
  send: (content: string) => boolean;
  textareaRef?: Ref<HTMLTextAreaElement>;
}) {
  const { t } = useTranslation();
  const { draft, setDraft } = props;

  const submit = () => {
    const content = draft.trim();
    if (content && props.send(content)) setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form
      className="flex w-full items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label className="sr-only" htmlFor={CHAT_COMPOSER_ID}>
        {t('chat_message_label')}
      </label>
      <textarea
        id={CHAT_COMPOSER_ID}
        ref={props.textareaRef}
        rows={2}
        value={draft}
        maxLength={MESSAGE_MAX_LENGTH}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t('chat_placeholder')}
        className="min-h-11 flex-1 resize-none sm:min-h-10 rounded-md border border-border bg-background px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      />
      <Button type="submit" disabled={!draft.trim()} aria-label={t('chat_send')}>
        <Send aria-hidden />
      </Button>
    </form>
  );
}
