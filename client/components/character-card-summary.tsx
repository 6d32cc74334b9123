import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  CARD_FAILURE_REASONS,
  type CardFailureReason,
  type UnmappedCardField,
} from '#common/contracts/character-cards';
import { isApiError } from '#client/lib/api-client';

/**
 * What an imported Character Card gave and what it did not (the user's import page and the admin
 * panel's card import): the fields that could not be taken over, each with why, and the card
 * creator's notes (shown once, never stored). Its texts are the `character-cards` page group.
 */
export function CharacterCardSummary({
  unmapped,
  creatorNotes,
  headingLevel = 3,
}: {
  unmapped: readonly UnmappedCardField[];
  creatorNotes: string;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby="card-unmapped-title" className="flex flex-col gap-2">
        <Heading id="card-unmapped-title" className="font-semibold text-ink">
          {t('characterCards.unmapped.title')}
        </Heading>
        {unmapped.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('characterCards.unmapped.none')}</p>
        ) : (
          <ul className="flex flex-col gap-1.5 text-sm" data-testid="card-unmapped">
            {unmapped.map((item) => (
              <li
                key={`${item.field}-${item.reason}`}
                className="flex flex-col gap-0.5 rounded-xl border border-line bg-surface-raised px-3 py-2 sm:flex-row sm:items-baseline sm:gap-3"
              >
                <code className="font-mono text-xs break-all text-accent-soft">{item.field}</code>
                <span className="text-ink-muted">
                  {t(`characterCards.unmapped.${item.reason}`)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {creatorNotes.trim() ? (
        <section aria-labelledby="card-notes-title" className="flex flex-col gap-2">
          <Heading id="card-notes-title" className="font-semibold text-ink">
            {t('characterCards.creatorNotes')}
          </Heading>
          <p className="rounded-xl border border-line bg-surface-raised px-3 py-2 text-sm break-words whitespace-pre-wrap text-ink-muted">
            {creatorNotes}
          </p>
        </section>
      ) : null}
    </div>
  );
}

const isReason = (value: unknown): value is CardFailureReason =>
  typeof value === 'string' && (CARD_FAILURE_REASONS as readonly string[]).includes(value);

/**
 * A refused card (400 `CARD_INVALID`, or `UNDER_18` for what the form rules refuse) in words:
 * the reason and the card's field it is about. Null for any other failure.
 */
export function cardRefusalOf(
  error: unknown,
  t: TFunction,
): { reason: string; field: string | null } | null {
  if (!isApiError(error) || error.status !== 400) return null;
  const field = typeof error.body?.field === 'string' ? error.body.field : null;
  if (error.code === 'UNDER_18') {
    return {
      reason: t('characterCards.refused', { reason: t('characterCards.reasons.under_18') }),
      field,
    };
  }
  if (error.code !== 'CARD_INVALID' || !isReason(error.body?.reason)) return null;
  return {
    reason: t('characterCards.refused', {
      reason: t(`characterCards.reasons.${error.body.reason}`),
    }),
    field,
  };
}

/** The refusal as an alert's content: the reason, then the field it names. */
export function CardRefusal({ refusal }: { refusal: { reason: string; field: string | null } }) {
  const { t } = useTranslation();
  return (
    <>
      <p>{refusal.reason}</p>
      {refusal.field ? (
        <p className="mt-1 text-xs">{t('characterCards.field', { field: refusal.field })}</p>
      ) : null}
    </>
  );
}
