import { useState } from 'react';

/**
 * The error a banner shows until it is dismissed; a new failure (a different error object)
 * shows again.
 */
export function useDismissibleError(error: unknown) {
  const [dismissed, setDismissed] = useState<unknown>(null);
  const visible = error !== null && error !== undefined && error !== dismissed ? error : null;
  return { error: visible, dismiss: () => setDismissed(error) };
}
