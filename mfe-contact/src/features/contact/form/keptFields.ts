import type { ContactField } from './contactValues';

// What was typed in the form when it left the page by a link followed in place, kept for that
// history entry: Back draws the page afresh, and a visitor expects the form as they left it, as a
// browser restores a form on a page it loads again. Per tab (sessionStorage), taken once.

const PREFIX = 'contact-form:';

type Kept = Partial<Record<ContactField, string>>;

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Keeps `values` for the history entry `entry` (nothing when all are empty). */
export function keepFields(entry: string, values: Kept): void {
  const typed = Object.values(values).some((value) => value);
  try {
    if (typed) storage()?.setItem(`${PREFIX}${entry}`, JSON.stringify(values));
    else storage()?.removeItem(`${PREFIX}${entry}`);
  } catch {
    // Storage full or refused: the form comes back empty, as it did before.
  }
}

/** What was kept for `entry`, once: it is forgotten as it is taken. */
export function takeKeptFields(entry: string): Kept | undefined {
  try {
    const raw = storage()?.getItem(`${PREFIX}${entry}`);
    if (raw == null) return undefined;
    storage()?.removeItem(`${PREFIX}${entry}`);
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as Kept) : undefined;
  } catch {
    return undefined;
  }
}
