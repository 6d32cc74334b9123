import { describe, expect, it } from 'vitest';
import type { Model } from '../../../common/contracts/models';
import { pickRecommended } from './recommended-list';

const model = (id: string, premium = false, active = true) =>
  ({ id, is_premium: premium, is_active: active }) as Model;

describe('pickRecommended', () => {
  it('picks three companions without a conversation, free ones first', () => {
    const models = [model('a'), model('b', true), model('c'), model('d'), model('e', false, false)];
    expect(pickRecommended(models, new Set(['a'])).map((m) => m.id)).toEqual(['c', 'd', 'b']);
  });
});
