import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { OwnCompanion } from '#common/contracts/own-companions';
import { ErrorState } from '#client/components/error-state';
import { NotFoundView } from '#client/components/not-found-view';
import { ButtonLink } from '#client/components/ui/button-link';
import { Container } from '#client/components/ui/container';
import { PageTitle } from '#client/components/ui/page-title';
import { Skeleton } from '#client/components/ui/skeleton';
import { isApiError } from '#client/lib/api-client';
import { apiErrorMessage } from '#client/lib/api-error-message';
import { useLanguage, useLocalizedPath } from '#client/lib/language-context';
import { toast } from '#client/lib/toast';
import { chatPath, companionPath } from '../localize-companion';
import {
  AvatarFailedError,
  useDeleteOwnCompanion,
  useOwnCompanion,
  useUpdateOwnCompanion,
} from './api';
import { CardExportButtons } from './card-export-buttons';
import { nameOf } from './create-own-page';
import { DeleteOwnDialog } from './delete-own-dialog';
import { OwnCompanionForm } from './own-companion-form';
import { useOwnReason, useOwnSaveFailure } from './own-failure';
import { ownFormOf, patchOf } from './own-form-values';
import { OwnPageHeader } from './own-page-header';

/** model/{id}/edit: her form prefilled, her card export, and Delete. Hers only (else 404). */
export function EditOwnCompanionPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = useOwnCompanion(id);

  if (query.isError && isApiError(query.error) && [400, 404].includes(query.error.status)) {
    return <NotFoundView message={t('ownCompanions.notFound')} />;
  }
  return (
    <Container className="py-8 sm:py-12">
      {query.isPending ? (
        <>
          <PageTitle title={t('titles.loading')} />
          <p role="status" className="sr-only">
            {t('ownCompanions.loading')}
          </p>
          <div aria-hidden="true" className="flex flex-col gap-4">
            <Skeleton className="h-10 w-2/3" />
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-64 w-full" />
          </div>
        </>
      ) : query.isError ? (
        <>
          <PageTitle title={t('titles.error')} />
          <ErrorState
            title={t('ownCompanions.loadError')}
            message={apiErrorMessage(query.error, t)}
            onRetry={() => void query.refetch()}
          />
        </>
      ) : (
        // Not keyed by her update time: a save refetches her, and a remount would drop the save's
        // own callbacks (the way back to her profile).
        <EditOwnContent companion={query.data} />
      )}
    </Container>
  );
}

function EditOwnContent({ companion }: { companion: OwnCompanion }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const update = useUpdateOwnCompanion(companion.id);
  const remove = useDeleteOwnCompanion();
  const saveFailure = useOwnSaveFailure();
  const reason = useOwnReason();
  const [initial] = useState(() => ownFormOf(companion));
  const name = nameOf(companion, language);
  const address = { ...companion, owned: true as const };

  return (
    <>
      <PageTitle title={t('ownCompanions.editTitle', { name })} />
      <OwnPageHeader
        title={t('ownCompanions.editTitle', { name })}
        text={t('ownCompanions.editText')}
        backTo={companionPath(address)}
        backLabel={t('ownCompanions.actions.profile')}
      >
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={to(chatPath(address))} size="sm">
            <MessageCircle aria-hidden="true" className="h-4 w-4" />
            {t('ownCompanions.actions.chat')}
          </ButtonLink>
        </div>
      </OwnPageHeader>
      <OwnCompanionForm
        initial={initial}
        companion={companion}
        submitLabel={t('ownCompanions.actions.save')}
        pendingLabel={t('ownCompanions.actions.saving')}
        pending={update.isPending}
        serverError={update.error}
        failure={
          update.error instanceof AvatarFailedError
            ? t('ownCompanions.avatar.failed', { reason: reason(update.error.cause) })
            : saveFailure(update.error, 'save')
        }
        cancelTo={companionPath(address)}
        onSubmit={({ values, avatar }) =>
          update.mutate(
            { patch: patchOf(values, companion.persona), avatar },
            {
              onSuccess: (saved) => {
                toast.success(t('ownCompanions.actions.saved', { name: nameOf(saved, language) }));
                void navigate(to(companionPath(address)));
              },
              onError: (error) => {
                // Her texts were saved (the page reloads them); only the picture was refused.
                if (error instanceof AvatarFailedError) {
                  toast.error(t('ownCompanions.avatar.failed', { reason: reason(error.cause) }));
                }
              },
            },
          )
        }
      />
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <CardExportButtons companion={companion} />
        <div className="flex flex-col items-start gap-3 rounded-2xl border border-rose-500/30 bg-rose-950/10 p-5">
          <h2 className="font-display text-lg font-semibold">
            {t('ownCompanions.delete.title', { name })}
          </h2>
          <p className="text-sm text-ink-muted">{t('ownCompanions.delete.text')}</p>
          <DeleteOwnDialog
            companion={companion}
            name={name}
            error={remove.error}
            onOpenChange={(open) => (open ? remove.reset() : undefined)}
            onConfirm={() =>
              remove.mutateAsync(companion.id).then(() => {
                toast.success(t('ownCompanions.delete.done', { name }));
                void navigate(to('/models'));
              })
            }
          />
        </div>
      </div>
    </>
  );
}
