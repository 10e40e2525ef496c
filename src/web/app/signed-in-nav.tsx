import AvatarMenu from './avatar-menu';
import MessagesLink from './messages-link';

/** The signed-in end of the top bar, loaded as one chunk once a user is known. */
export default function SignedInNav({ email }: { email?: string }) {
  return (
    <>
      <MessagesLink />
      <AvatarMenu email={email} />
    </>
  );
}
