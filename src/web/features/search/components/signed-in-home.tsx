import type { HomeView } from '../hooks/use-home-view';
import { PlayersForYou } from './players-for-you';
import { PlayersSort } from './players-sort';

export type SignedInHomeProps =
  | { part: 'for-you'; userId: string }
  | { part: 'sort'; value: HomeView['sort']; onChange: (sort: HomeView['sort']) => void };

/**
 * The home page's parts for a signed-in player ('Players for you', the sort by level): one
 * chunk, loaded only once a player is signed in, so a visitor's first view does without them.
 */
export default function SignedInHome(props: SignedInHomeProps) {
  return props.part === 'sort' ? (
    <PlayersSort value={props.value} onChange={props.onChange} />
  ) : (
    <PlayersForYou userId={props.userId} />
  );
}
