/**
 * Where the server reads the time for expiry and throttling windows. Tests pass their own to
 * move time forward instead of sleeping; everything else uses the system clock.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export function addMilliseconds(date: Date, ms: number): Date {
  return new Date(date.getTime() + ms);
}
