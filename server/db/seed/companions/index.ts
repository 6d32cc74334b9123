import type { CompanionSeed } from '#server/features/companions';
import { emma } from './emma';
import { giulia } from './giulia';
import { isabelle } from './isabelle';
import { lucia } from './lucia';
import { maya } from './maya';
import { sophia } from './sophia';

export { emma, giulia, isabelle, lucia, maya, sophia };

/** The six built-in companions (docs/product-rules.md, "Companions"), ordered by legacy id 1-6. */
export const COMPANIONS: readonly CompanionSeed[] = Object.freeze([
  sophia,
  emma,
  isabelle,
  maya,
  lucia,
  giulia,
]);
