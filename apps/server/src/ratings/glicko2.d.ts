// The `glicko2` package ships no types: the part of its API the ratings use.
declare module 'glicko2' {
  export interface Player {
    getRating(): number;
    getRd(): number;
    getVol(): number;
  }
  export interface Race {
    getMatches(): [Player, Player, number][];
  }
  export interface Settings {
    tau?: number;
    rating?: number;
    rd?: number;
    vol?: number;
  }
  export class Glicko2 {
    constructor(settings?: Settings);
    makePlayer(rating?: number, rd?: number, vol?: number): Player;
    /** Places best first; the players of one place tied. */
    makeRace(places: Player[][]): Race;
    updateRatings(matches: Race | [Player, Player, number][]): void;
  }
}
