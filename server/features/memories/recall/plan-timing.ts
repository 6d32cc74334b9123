/**
 * When it is time to ask how a plan went: "an interview tomorrow" told last night is due the
 * next afternoon, "next week" a week later. Rough on purpose: asking a little late reads fine,
 * asking before it happened does not. A plan long past is not asked about any more.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** How long after the telling, in hours, for the time words in either language. */
const DUE_AFTER: Array<[RegExp, number]> = [
  [/day after tomorrow|вдругиден|другиден/iu, 40],
  [/today|tonight|later today|днес|довечера|тази вечер/iu, 3],
  [/tomorrow|утре/iu, 14],
  [/weekend|уикенд/iu, 48],
  [/next week|следващата седмица|другата седмица/iu, 7 * 24],
  [/this week|тази седмица/iu, 72],
  [/next month|следващия месец|другия месец/iu, 30 * 24],
  [/next year|догодина|следващата година/iu, 300 * 24],
  [/soon|скоро/iu, 72],
];

const IN_SOME =
  /(?:in|след)\s+(a|one|two|three|four|five|a few|няколко|два|две|три|четири|пет|\d+)\s+(day|дни|дена|week|седмиц|month|месец)/iu;
const COUNTS: Record<string, number> = {
  a: 1,
  one: 1,
  two: 2,
  два: 2,
  две: 2,
  three: 3,
  три: 3,
  four: 4,
  четири: 4,
  five: 5,
  пет: 5,
  'a few': 3,
  няколко: 3,
};

const WEEKDAYS: Array<[RegExp, number]> = [
  [/sunday|неделя/iu, 0],
  [/monday|понеделник/iu, 1],
  [/tuesday|вторник/iu, 2],
  [/wednesday|сряда/iu, 3],
  [/thursday|четвъртък/iu, 4],
  [/friday|петък/iu, 5],
  [/saturday|събота/iu, 6],
];

/** Hours after the telling when a plan with these time words has happened. */
export function hoursUntilDue(when: string | null, toldAt: Date): number {
  if (!when) return 20;
  const some = IN_SOME.exec(when);
  if (some) {
    const count = COUNTS[some[1]!.toLowerCase()] ?? Number(some[1]);
    const unit = /week|седмиц/iu.test(some[2]!)
      ? 7 * 24
      : /month|месец/iu.test(some[2]!)
        ? 30 * 24
        : 24;
    return count * unit;
  }
  for (const [pattern, weekday] of WEEKDAYS) {
    if (!pattern.test(when)) continue;
    const ahead = (weekday - toldAt.getUTCDay() + 7) % 7 || 7;
    const extraWeek = /next|следващ|друг/iu.test(when) && ahead < 7 ? 7 : 0;
    return (ahead + extraWeek) * 24 - 8;
  }
  return DUE_AFTER.find(([pattern]) => pattern.test(when))?.[1] ?? 20;
}

/** After this long past its time a plan is old news. */
const STALE_AFTER_MS = 10 * DAY;

export function planIsDue(when: string | null, toldAt: Date, now: Date): boolean {
  const dueAt = toldAt.getTime() + hoursUntilDue(when, toldAt) * HOUR;
  return now.getTime() >= dueAt && now.getTime() < dueAt + STALE_AFTER_MS;
}
