import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormField } from '#web/components/form-field';
import { Input } from '#web/components/ui/input';
import { NativeSelect } from '#web/components/ui/native-select';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { searchPlayers } from '../api/matches-api';

/** Find a player by name, then choose them: a search box and a list of the matches. */
export function OpponentPicker(props: {
  selfId: string;
  value: string;
  error: string | undefined;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(text), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const players = useQuery({
    queryKey: ['player-search', q],
    queryFn: ({ signal }) => searchPlayers(q, signal),
    staleTime: 30_000,
  });
  const options = (players.data?.items ?? []).filter((player) => player.id !== props.selfId);
  const { onChange, value } = props;
  // Pick the only candidate, and drop a choice that the search no longer lists.
  useEffect(() => {
    if (!players.data) return;
    const ids = options.map((player) => player.id);
    if (ids.length === 1 && ids[0] !== value) onChange(ids[0] ?? '');
    else if (value && !ids.includes(value)) onChange('');
  });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={t('match_find_player')}>
        <Input
          type="search"
          value={text}
          placeholder={t('search_players_placeholder')}
          onChange={(event) => setText(event.target.value)}
        />
      </FormField>
      <FormField
        label={t('match_opponent')}
        error={props.error}
        hint={players.isFetching ? t('loading') : undefined}
      >
        <NativeSelect value={props.value} onChange={(event) => props.onChange(event.target.value)}>
          <option value="">
            {options.length ? t('match_opponent_choose') : t('match_opponent_none')}
          </option>
          {options.map((player) => (
            <option key={player.id} value={player.id}>
              {player.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </div>
  );
}
