// Live sockets open per client address: one address cannot hold more than its share of the
// server's sockets, whatever it says in its hello (a spectator needs no token, so no token limits it).

/** Counts open sockets by address against a cap. */
export class AddressCounts {
  private readonly open = new Map<string, number>();

  constructor(private readonly cap: number) {}

  /** Counts one more socket for `address`; false (and nothing counted) when it holds the cap already. */
  take(address: string): boolean {
    const n = this.open.get(address) ?? 0;
    if (n >= this.cap) return false;
    this.open.set(address, n + 1);
    return true;
  }

  /** Forgets one socket of `address`. */
  release(address: string): void {
    const n = (this.open.get(address) ?? 1) - 1;
    if (n > 0) this.open.set(address, n);
    else this.open.delete(address);
  }
}
