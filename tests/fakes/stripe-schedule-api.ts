import {
  asArray,
  asNumber,
  asObject,
  asString,
  mergeMetadata,
  type FormObject,
} from './stripe-form';
import {
  addInterval,
  invalid,
  newId,
  type FakeInvoice,
  type FakeSchedulePhase,
  type FakeSubscription,
  type FakeSubscriptionSchedule,
} from './stripe-objects';
import { priceFromData } from './stripe-checkout-api';
import type { FakeStripeStore, Route, RouteContext } from './stripe-store';
import { invoiceFor } from './stripe-test-clock';

/**
 * The fake's subscription schedules (`/v1/subscription_schedules`): made from a subscription,
 * their phases replaced, released; and, on Stripe's side, a subscription moving into its next
 * phase when the current one ends. With Stripe's checks on the parameters we send.
 */

const param = (context: RouteContext) => context.params[0] ?? '';

const OPEN_STATUSES: FakeSubscriptionSchedule['status'][] = ['not_started', 'active'];

function createSchedule(context: RouteContext): FakeSubscriptionSchedule {
  const { store, body } = context;
  const from = asString(body.from_subscription);
  if (!from) {
    throw invalid('The fake makes schedules from a subscription only.', 'from_subscription');
  }
  if (body.phases !== undefined) {
    throw invalid('You cannot set `phases` if `from_subscription` is set.', 'phases');
  }
  const subscription = store.subscription(from);
  if (subscription.schedule) {
    throw invalid(
      `You cannot migrate a subscription that is already attached to a schedule: \`${subscription.schedule}\`.`,
      'from_subscription',
    );
  }
  if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
    throw invalid('You cannot migrate a canceled subscription to a schedule.', 'from_subscription');
  }
  const item = subscription.items.data[0];
  if (!item) throw invalid(`Subscription ${from} has no items.`, 'from_subscription');
  const schedule: FakeSubscriptionSchedule = {
    id: newId('sub_sched'),
    object: 'subscription_schedule',
    status: 'active',
    customer: subscription.customer,
    subscription: subscription.id,
    released_subscription: null,
    released_at: null,
    completed_at: null,
    canceled_at: null,
    created: store.now(),
    end_behavior: 'release',
    current_phase: { start_date: item.current_period_start, end_date: item.current_period_end },
    phases: [
      {
        start_date: item.current_period_start,
        end_date: item.current_period_end,
        items: subscription.items.data.map((entry) => ({
          price: entry.price.id,
          quantity: entry.quantity,
          metadata: {},
        })),
        metadata: {},
        proration_behavior: 'create_prorations',
      },
    ],
    metadata: {},
    livemode: false,
  };
  store.schedules.set(schedule.id, schedule);
  subscription.schedule = schedule.id;
  return schedule;
}

function openSchedule(store: FakeStripeStore, id: string, action: string) {
  const schedule = store.schedule(id);
  if (!OPEN_STATUSES.includes(schedule.status)) {
    throw invalid(
      `You cannot ${action} a subscription schedule that is currently in the \`${schedule.status}\` status. It must be in one of the following statuses: \`not_started\`, \`active\`.`,
    );
  }
  return schedule;
}

/** A phase of an update, with Stripe's rules for its dates: sequential, end_date or duration. */
function readPhase(
  store: FakeStripeStore,
  raw: FormObject,
  index: number,
  previousEnd: number | null,
  last: boolean,
): FakeSchedulePhase {
  const field = `phases[${index}]`;
  const items = asArray(raw.items).map(asObject);
  if (items.length === 0) throw invalid('Missing required param: items.', `${field}[items]`);
  const prices = items.map((item, itemIndex) => {
    const itemField = `${field}[items][${itemIndex}]`;
    const priceId = asString(item.price);
    if (priceId) return store.price(priceId, `${itemField}[price]`);
    if (item.price_data) {
      return priceFromData(store, asObject(item.price_data), `${itemField}[price_data]`);
    }
    throw invalid('Missing required param: price.', `${itemField}[price]`);
  });
  const start = asNumber(raw.start_date) ?? previousEnd;
  if (start === null) throw invalid('Missing required param: start_date.', `${field}[start_date]`);
  if (previousEnd !== null && start !== previousEnd) {
    throw invalid('Phases must be sequential: each starts when the one before ends.', field);
  }
  const duration = asObject(raw.duration);
  const explicitEnd = asNumber(raw.end_date);
  if (explicitEnd !== undefined && raw.duration !== undefined) {
    throw invalid('You may only set one of `end_date` and `duration`.', `${field}[duration]`);
  }
  let end = explicitEnd;
  if (end === undefined) {
    const interval = asString(duration.interval) ?? (last ? prices[0]!.recurring.interval : null);
    if (interval !== 'month' && interval !== 'year') {
      throw invalid('Each phase but the last needs an end_date or a duration.', field);
    }
    end = start;
    const count = asNumber(duration.interval_count) ?? 1;
    for (let step = 0; step < count; step += 1) end = addInterval(end, interval);
  }
  if (end <= start) throw invalid('A phase must end after it starts.', `${field}[end_date]`);
  const behaviour = asString(raw.proration_behavior);
  return {
    start_date: start,
    end_date: end,
    items: items.map((item, itemIndex) => ({
      price: prices[itemIndex]!.id,
      quantity: asNumber(item.quantity) ?? 1,
      metadata: mergeMetadata({}, item.metadata),
    })),
    metadata: mergeMetadata({}, raw.metadata),
    proration_behavior:
      behaviour === 'none' || behaviour === 'always_invoice' ? behaviour : 'create_prorations',
  };
}

function updateSchedule(context: RouteContext): FakeSubscriptionSchedule {
  const { store, body } = context;
  const schedule = openSchedule(store, param(context), 'update');
  const endBehavior = asString(body.end_behavior);
  if (endBehavior !== undefined) {
    if (endBehavior !== 'release' && endBehavior !== 'cancel') {
      throw invalid('Invalid end_behavior.', 'end_behavior');
    }
    schedule.end_behavior = endBehavior;
  }
  if (body.phases !== undefined) {
    const raw = asArray(body.phases).map(asObject);
    if (raw.length === 0) throw invalid('Missing required param: phases.', 'phases');
    const phases: FakeSchedulePhase[] = [];
    for (const [index, phase] of raw.entries()) {
      const previousEnd = phases.at(-1)?.end_date ?? null;
      phases.push(readPhase(store, phase, index, previousEnd, index === raw.length - 1));
    }
    const current = schedule.current_phase;
    if (current && phases[0]!.start_date !== current.start_date) {
      throw invalid('You can not modify the start date of the current phase.', 'phases[0]');
    }
    schedule.phases = phases;
    if (current) {
      schedule.current_phase = { start_date: current.start_date, end_date: phases[0]!.end_date };
      // The current phase's items are the subscription's now.
      const subscription = store.subscription(schedule.subscription ?? '');
      const item = subscription.items.data[0];
      if (item) item.price = store.price(phases[0]!.items[0]!.price);
    }
  }
  schedule.metadata = mergeMetadata(schedule.metadata, body.metadata);
  return schedule;
}

/** The subscription goes on as it is, without the schedule. */
function releaseSchedule(context: RouteContext): FakeSubscriptionSchedule {
  const { store } = context;
  const schedule = openSchedule(store, param(context), 'release');
  const subscription = schedule.subscription
    ? store.subscriptions.get(schedule.subscription)
    : null;
  if (subscription) subscription.schedule = null;
  Object.assign(schedule, {
    status: 'released' as const,
    released_at: store.now(),
    released_subscription: schedule.subscription,
    subscription: null,
    current_phase: null,
  });
  return schedule;
}

export const scheduleRoutes: Route[] = [
  { method: 'POST', pattern: /^\/v1\/subscription_schedules$/, handle: createSchedule },
  {
    method: 'GET',
    pattern: /^\/v1\/subscription_schedules\/([^/]+)$/,
    handle: (context) => context.store.schedule(param(context)),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/subscription_schedules\/([^/]+)$/,
    handle: updateSchedule,
  },
  {
    method: 'POST',
    pattern: /^\/v1\/subscription_schedules\/([^/]+)\/release$/,
    handle: releaseSchedule,
  },
];

/**
 * The current phase ends (Stripe's side, at the period end): the subscription takes the next
 * phase's price and metadata, starts a new period on that price's interval and its invoice is
 * paid. The last phase over, the schedule releases (or cancels) the subscription.
 */
export function advanceSchedule(
  store: FakeStripeStore,
  subscriptionId: string,
): { subscription: FakeSubscription; invoice: FakeInvoice } {
  const subscription = store.subscription(subscriptionId);
  if (!subscription.schedule) throw invalid(`Subscription ${subscriptionId} has no schedule.`);
  const schedule = store.schedule(subscription.schedule);
  const index = schedule.phases.findIndex(
    (phase) => phase.start_date === schedule.current_phase?.end_date,
  );
  const next = schedule.phases[index];
  const item = subscription.items.data[0];
  if (!next || !item) throw invalid(`Schedule ${schedule.id} has no next phase.`);
  const price = store.price(next.items[0]!.price);
  item.price = price;
  item.current_period_start = next.start_date;
  item.current_period_end = addInterval(next.start_date, price.recurring.interval);
  subscription.metadata = mergeMetadata(subscription.metadata, next.metadata);
  subscription.status = 'active';
  schedule.current_phase = { start_date: next.start_date, end_date: next.end_date };
  const invoice = invoiceFor(store, subscription, true, 'subscription_cycle', price.unit_amount);
  return { subscription, invoice };
}
