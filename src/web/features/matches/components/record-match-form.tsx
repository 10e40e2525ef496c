import { type FormEvent, useState } from 'react';
import { playedOnProblem } from '#contract/matches';
import { sofiaDate } from '#contract/sofia-time';
import { FormField } from '#web/components/form-field';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { showApiErrorToast } from '#web/lib/api-error-toast';
import { fieldErrorText, fieldReasons } from '#web/lib/field-errors';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { notify } from '#web/lib/toast';
import { parseSets, recordMatch } from '../api/matches-api';
import { GamePlayersFields, gameTeams, type ResultGame } from './game-players-fields';
import { OpponentPicker } from './opponent-picker';

const FIELDS = ['opponentId', 'partnerId', 'playedOn', 'sets'] as const;
type Field = (typeof FIELDS)[number];
type Errors = Partial<Record<Field, string>>;
const isField = (name: string | undefined): name is Field => FIELDS.includes(name as Field);

/**
 * Record a result against another player: opponent, day, and the sets from your side. From a
 * game's page (`game`), the players and the day are the game's.
 */
export function RecordMatchForm(props: {
  selfId: string;
  game?: ResultGame;
  onRecorded: () => void;
}) {
  const { t } = useTranslation();
  const { game } = props;
  const today = sofiaDate(new Date());
  const [pickedOpponentId, setOpponentId] = useState('');
  const [partnerId, setPartnerId] = useState('');
  const [playedOn, setPlayedOn] = useState(game?.date ?? today);
  const [sets, setSets] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [setNumber, setSetNumber] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);

  const teams = game && gameTeams(game, partnerId);
  const opponentId = teams ? (teams.opponents[0]?.id ?? '') : pickedOpponentId;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const local: Errors = {};
    if (game?.doubles && !partnerId) local.partnerId = 'required';
    else if (!opponentId) local.opponentId = 'required';
    if (!playedOn) local.playedOn = 'required';
    else if (playedOnProblem(playedOn, new Date())) local.playedOn = 'in_future';
    if (parseSets(sets).length === 0) local.sets = 'required';
    setErrors(local);
    setSetNumber(null);
    if (Object.keys(local).length > 0) return;
    setSaving(true);
    try {
      const doubles = teams?.partner && teams.opponents[1];
      await recordMatch({
        opponentId,
        playedOn,
        sets: parseSets(sets),
        ...(game && { openMatchId: game.id }),
        ...(doubles && { partnerId, opponentPartnerId: teams.opponents[1]?.id }),
      });
      void notify(t('match_recorded'), {
        kind: 'success',
        description: t('match_recorded_description'),
      });
      props.onRecorded();
    } catch (error) {
      const fields = fieldReasons(error);
      if (fields) {
        const next: Errors = {};
        for (const [path, reason] of Object.entries(fields)) {
          const [field, index] = path.split('.');
          if (field === 'sets' && index !== undefined) setSetNumber(Number(index) + 1);
          if (isField(field)) next[field] = reason;
        }
        setErrors(next);
      } else {
        showApiErrorToast(t, error);
      }
    } finally {
      setSaving(false);
    }
  }

  const setsError = fieldErrorText(t, errors.sets);
  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-labelledby="record-match-heading">
      <h2 id="record-match-heading" className="text-xl font-semibold">
        {t('match_record_title')}
      </h2>
      {game ? (
        <GamePlayersFields
          game={game}
          partnerId={partnerId}
          error={fieldErrorText(t, errors.partnerId ?? errors.opponentId)}
          onPartnerChange={setPartnerId}
        />
      ) : (
        <OpponentPicker
          selfId={props.selfId}
          value={pickedOpponentId}
          error={fieldErrorText(t, errors.opponentId)}
          onChange={setOpponentId}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('match_played_on')} error={fieldErrorText(t, errors.playedOn)}>
          <Input
            type="date"
            max={today}
            readOnly={game !== undefined}
            value={playedOn}
            onChange={(event) => setPlayedOn(event.target.value)}
          />
        </FormField>
        <FormField
          label={t('match_sets')}
          hint={t('match_sets_hint')}
          error={
            setsError && setNumber
              ? t('match_set_problem', { number: setNumber, problem: setsError })
              : setsError
          }
        >
          <Input
            value={sets}
            placeholder="6-4 3-6 10-8"
            autoComplete="off"
            onChange={(event) => setSets(event.target.value)}
          />
        </FormField>
      </div>
      <Button type="submit" disabled={saving}>
        {saving ? t('saving') : t('match_record_submit')}
      </Button>
    </form>
  );
}
