import { type ClientWindows, firstInWindow } from '../db/client-windows.ts';
import type { Db } from '../db/database.ts';
import { ClickCounter } from './click-counter.ts';
import { productExists } from './product.repository.ts';

// A visitor opened an offer or a product's details (spec section 7). Clicks feed the "popular"
// order, so one client counts once per product per hour; repeats change nothing, whichever web
// process they reach (db/client-windows.ts). A client is a network (IPv4 /24, IPv6 /48), like
// every other counter: anyone can rent many addresses of one network, and 200 of them once put a
// product at the top of the popular list.

export const CLICK_WINDOW_MS = 60 * 60_000;

export function createProductClickService(
  db: Db,
  clientWindows: ClientWindows,
  onError: (error: unknown) => void = () => {},
) {
  const clicks = new ClickCounter(db, onError);
  return {
    // true when counted, false for a repeat within the window (or when the shared windows could
    // not be read: a click is a hint, and a lost one is better than a counted repeat), null for no
    // such product.
    async record(publicId: string, client: string): Promise<boolean | null> {
      if (!(await productExists(db, publicId))) return null;
      let first: boolean;
      try {
        first = await firstInWindow(clientWindows, `click|${client}|${publicId}`, CLICK_WINDOW_MS);
      } catch (error) {
        onError(error);
        return false;
      }
      if (!first) return false;
      await clicks.add(publicId);
      return true;
    },
    // Writes what an import's lock kept waiting.
    close: () => clicks.close(),
  };
}

export type ProductClickService = ReturnType<typeof createProductClickService>;
