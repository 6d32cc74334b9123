import type { TFunction } from 'i18next';
import type { RelationshipStage } from '#common/chat/stage';

/**
 * The translation key of each relationship stage's label (docs/product-rules.md, "Relationship
 * stage").
 */
export const STAGE_LABEL_KEYS = {
  initial: 'chat.stage.initial',
  building: 'chat.stage.building',
  deepening: 'chat.stage.deepening',
  intimate: 'chat.stage.intimate',
} as const satisfies Record<RelationshipStage, string>;

export function stageLabel(stage: RelationshipStage, t: TFunction): string {
  return t(STAGE_LABEL_KEYS[stage] ?? STAGE_LABEL_KEYS.initial);
}
