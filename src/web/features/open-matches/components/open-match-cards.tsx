import type { OpenMatch } from '#contract/open-matches';
import { JoinButton } from './join-button';
import { OpenMatchCard } from './open-match-card';

/** Games as cards, two a row from a tablet up, each with its Join button. */
export default function OpenMatchCards({ games }: { games: OpenMatch[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {games.map((game) => (
        <li key={game.id}>
          <OpenMatchCard game={game} heading="h3" action={<JoinButton game={game} />} />
        </li>
      ))}
    </ul>
  );
}
