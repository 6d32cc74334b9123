import { asBoolean, asNumber, asObject, asString, mergeMetadata } from './stripe-form';
import { invalid, newId, StripeFakeError } from './stripe-objects';
import type { Route, RouteContext } from './stripe-store';

/** The fake's coupons, promotion codes and products (discount codes and plan changes). */

const param = (context: RouteContext) => context.params[0] ?? '';

export const catalogRoutes: Route[] = [
  {
    method: 'POST',
    pattern: /^\/v1\/coupons$/,
    handle: ({ store, body }) => {
      const percentOff = asNumber(body.percent_off);
      const amountOff = asNumber(body.amount_off);
      const currency = asString(body.currency);
      if ((percentOff === undefined) === (amountOff === undefined)) {
        throw invalid('You must pass exactly one of percent_off or amount_off.', 'percent_off');
      }
      if (percentOff !== undefined && (percentOff <= 0 || percentOff > 100)) {
        throw invalid('Invalid percent_off: must be greater than 0 and at most 100', 'percent_off');
      }
      if (amountOff !== undefined && !currency) {
        throw invalid('You must pass currency when passing amount_off.', 'currency');
      }
      const coupon = {
        id: asString(body.id) ?? newId('', 8),
        object: 'coupon' as const,
        name: asString(body.name) ?? null,
        percent_off: percentOff ?? null,
        amount_off: amountOff ?? null,
        currency: currency ?? null,
        duration: asString(body.duration) ?? 'once',
        metadata: mergeMetadata({}, body.metadata),
        times_redeemed: 0,
        valid: true,
        created: store.now(),
        livemode: false as const,
      };
      store.coupons.set(coupon.id, coupon);
      return coupon;
    },
  },
  {
    method: 'POST',
    pattern: /^\/v1\/promotion_codes$/,
    handle: ({ store, body }) => {
      const promotion = asObject(body.promotion);
      const couponId = asString(promotion.coupon);
      if (asString(promotion.type) !== 'coupon' || !couponId) {
        throw invalid('Missing required param: promotion[coupon].', 'promotion[coupon]');
      }
      if (!store.coupons.has(couponId)) {
        throw invalid(`No such coupon: '${couponId}'`, 'promotion[coupon]', 'resource_missing');
      }
      const code = asString(body.code) ?? newId('', 8).toUpperCase();
      const clash = [...store.promotionCodes.values()].some((p) => p.active && p.code === code);
      if (clash) throw invalid(`An active promotion code with \`code: ${code}\` already exists.`);
      const promotionCode = {
        id: newId('promo'),
        object: 'promotion_code' as const,
        code,
        active: asBoolean(body.active) ?? true,
        promotion: { type: 'coupon' as const, coupon: couponId },
        metadata: mergeMetadata({}, body.metadata),
        times_redeemed: 0,
        created: store.now(),
        livemode: false as const,
      };
      store.promotionCodes.set(promotionCode.id, promotionCode);
      return promotionCode;
    },
  },
  {
    method: 'POST',
    pattern: /^\/v1\/promotion_codes\/([^/]+)$/,
    handle: (context) => {
      const promotionCode = context.store.promotionCodes.get(param(context));
      if (!promotionCode) throw invalid(`No such promotion code: '${param(context)}'`);
      promotionCode.active = asBoolean(context.body.active) ?? promotionCode.active;
      promotionCode.metadata = mergeMetadata(promotionCode.metadata, context.body.metadata);
      return promotionCode;
    },
  },
  {
    method: 'POST',
    pattern: /^\/v1\/products$/,
    handle: ({ store, body }) => {
      const id = asString(body.id) ?? newId('prod', 14);
      if (store.products.has(id)) {
        throw new StripeFakeError(
          400,
          'invalid_request_error',
          `Product already exists.`,
          'resource_already_exists',
          'id',
        );
      }
      const name = asString(body.name);
      if (!name) throw invalid('Missing required param: name.', 'name');
      const product = {
        id,
        object: 'product' as const,
        name,
        active: true,
        metadata: mergeMetadata({}, body.metadata),
        created: store.now(),
        livemode: false as const,
      };
      store.products.set(id, product);
      return product;
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/products\/([^/]+)$/,
    handle: (context) => context.store.product(param(context), 'id'),
  },
];
