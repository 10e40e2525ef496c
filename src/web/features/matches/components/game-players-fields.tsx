import { FormField } from '#web/components/form-field';
import { Input } from '#web/components/ui/input';
import { NativeSelect } from '#web/components/ui/native-select';
import { useTranslation } from '#web/lib/i18n/use-translation';

/** The game a result is recorded from: its date, and its players other than the recorder. */
export interface ResultGame {
  id: string;
  date: string;
  doubles: boolean;
  others: { id: string; name: string }[];
}

/** Who played whom, from the game's players: the recorder's partner, and the opponents left. */
export function gameTeams(game: ResultGame, partnerId: string) {
  if (!game.doubles) return { opponents: game.others, partner: undefined };
  const partner = game.others.find((player) => player.id === partnerId);
  return {
    partner,
    opponents: partner ? game.others.filter((player) => player.id !== partnerId) : [],
  };
}

/**
 * The players of a game's result, filled in from the game: the opponent fixed in singles; in
 * doubles the recorder picks their partner among the other three and the two left are the
 * opponents. Doubles results count in the records but move no rating, which it says.
 */
export function GamePlayersFields(props: {
  game: ResultGame;
  partnerId: string;
  error: string | undefined;
  onPartnerChange: (id: string) => void;
}) {
  const { t } = useTranslation();
  const { game } = props;
  const { opponents } = gameTeams(game, props.partnerId);
  const opponentNames = opponents.map((player) => player.name);
  const opponentsText =
    opponentNames.length === 2
      ? t('match_team', { first: opponentNames[0], second: opponentNames[1] })
      : (opponentNames[0] ?? '');
  if (!game.doubles) {
    return (
      <FormField label={t('match_opponent')} error={props.error}>
        <Input readOnly value={opponentsText} />
      </FormField>
    );
  }
  return (
    <div className="space-y-4">
      <FormField label={t('match_partner')} error={props.error}>
        <NativeSelect
          value={props.partnerId}
          onChange={(event) => props.onPartnerChange(event.target.value)}
        >
          <option value="">{t('match_opponent_choose')}</option>
          {game.others.map((player) => (
            <option key={player.id} value={player.id}>
              {player.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {opponents.length > 0 && (
        <FormField label={t('match_opponents')}>
          <Input readOnly value={opponentsText} />
        </FormField>
      )}
      <p className="text-sm text-muted-foreground">{t('match_doubles_no_rating')}</p>
    </div>
  );
}
