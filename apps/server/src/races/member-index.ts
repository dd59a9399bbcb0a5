import type { Race } from './race.ts';

/** The people of a race, by id (ghosts are no players): what the index of members lists. */
export const memberIds = (race: Race): string[] => race.members.filter((member) => member.ghost === undefined).map((member) => member.id);

/**
 * The codes of the races each player is a member of, kept in step with the races a store holds
 * in this process, so "which rooms does this player sit in" never scans every race.
 */
export class MemberIndex {
  private readonly roomsOfPlayer = new Map<string, Set<string>>();

  /** The race `code` had the members of `before` and now has those of `after` (null: none, created or deleted). */
  changed(code: string, before: Race | null, after: Race | null): void {
    const was = before ? memberIds(before) : [];
    const is = after ? memberIds(after) : [];
    if (was.length === is.length && was.every((id, i) => is[i] === id)) return;
    for (const id of was) {
      if (is.includes(id)) continue;
      const rooms = this.roomsOfPlayer.get(id);
      rooms?.delete(code);
      if (rooms?.size === 0) this.roomsOfPlayer.delete(id);
    }
    for (const id of is) {
      if (was.includes(id)) continue;
      const rooms = this.roomsOfPlayer.get(id) ?? new Set<string>();
      rooms.add(code);
      this.roomsOfPlayer.set(id, rooms);
    }
  }

  /** The codes of the player's races. */
  codesOf(playerId: string): string[] {
    return [...(this.roomsOfPlayer.get(playerId) ?? [])];
  }
}
