/** The part of glicko2 (mmai/glicko2js) the ratings use (the package ships no types). */
declare module 'glicko2' {
  export interface Glicko2Settings {
    tau?: number;
    rating?: number;
    rd?: number;
    vol?: number;
  }

  export interface Glicko2Player {
    getRating(): number;
    getRd(): number;
    getVol(): number;
  }

  /** [player, opponent, outcome for player: 1 won, 0 lost, 0.5 drawn]. */
  export type Glicko2Match = [Glicko2Player, Glicko2Player, number];

  export class Glicko2 {
    constructor(settings?: Glicko2Settings);
    makePlayer(rating?: number, rd?: number, vol?: number): Glicko2Player;
    /** One rating period: every player of this instance is updated from these matches. */
    updateRatings(matches: Glicko2Match[]): void;
    /** player1's expected score against player2, both deviations combined. */
    predict(player1: Glicko2Player, player2: Glicko2Player): number;
  }

  const glicko2: { Glicko2: typeof Glicko2 };
  export default glicko2;
}
