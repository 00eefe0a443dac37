import crypto from 'node:crypto';

/** A user token of the Auth API: what the editor and the private gallery accept for a user. */
export interface UserToken {
  tokenId: string;
  userId: string;
  expireTime: string;
  originalSeconds: number;
  updateOnCall: boolean;
  userData: null;
}

interface Held {
  tokenId: string;
  userId: string;
  expiresAt: number;
  seconds: number;
  updateOnCall: boolean;
}

/** Kept in memory: tokens live an hour by default, so a restart forgetting them is what a client must survive anyway. */
export class DesignerTokens {
  private readonly tokens = new Map<string, Held>();

  constructor(private readonly now: () => number = Date.now) {}

  create(userId: string, seconds: number, updateOnCall: boolean): UserToken {
    const held: Held = { tokenId: crypto.randomUUID(), userId, expiresAt: this.now() + seconds * 1000, seconds, updateOnCall };
    this.tokens.set(held.tokenId, held);
    return this.view(held);
  }

  list(userId: string): UserToken[] {
    return [...this.tokens.values()].filter((t) => t.userId === userId && this.alive(t)).map((t) => this.view(t));
  }

  /** PUT: extends a live token by its original lifetime. */
  extend(tokenId: string): UserToken | null {
    const t = this.tokens.get(tokenId);
    if (!t || !this.alive(t)) return null;
    t.expiresAt = this.now() + t.seconds * 1000;
    return this.view(t);
  }

  remove(tokenId: string): boolean {
    return this.tokens.delete(tokenId);
  }

  /** Every token id, for the delete-all route. */
  all(): string[] {
    return [...this.tokens.keys()];
  }

  removeUser(userId: string): number {
    let n = 0;
    for (const [id, t] of this.tokens) if (t.userId === userId && this.tokens.delete(id)) n++;
    return n;
  }

  /** True when the token is live and belongs to the user; a token made with UpdateOnCall lives on from this use. */
  verify(tokenId: string | undefined, userId: string): boolean {
    const t = tokenId ? this.tokens.get(tokenId) : undefined;
    if (!t || !this.alive(t) || t.userId !== userId) return false;
    if (t.updateOnCall) t.expiresAt = this.now() + t.seconds * 1000;
    return true;
  }

  private alive(t: Held): boolean {
    if (t.expiresAt > this.now()) return true;
    this.tokens.delete(t.tokenId);
    return false;
  }

  private view(t: Held): UserToken {
    return { tokenId: t.tokenId, userId: t.userId, expireTime: new Date(t.expiresAt).toISOString(), originalSeconds: t.seconds, updateOnCall: t.updateOnCall, userData: null };
  }
}
