import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountStatus } from '#common/contracts/user';
import { Button } from '#client/components/ui/button';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog';
import { Skeleton } from '#client/components/ui/skeleton';
import { apiErrorMessage } from '#client/lib/api-error-message';
import { toast } from '#client/lib/toast';
import { useAdminUsers, useUpdateAdminUser } from '../api';
import { ErrorBanner } from '../error-banner';
import { useDismissibleError } from '../use-dismissible-error';
import { useDebouncedValue } from '#client/hooks/use-debounced-value';
import {
  confirmTextsFor,
  userChangeFailure,
  userChangeSaved,
  type UserChangeRequest,
} from './user-change';
import { UserCards, UsersTable } from './user-rows';
import { UsersFilters } from './users-filters';

/** Search, filter and page through the members; change their status and role. */
export function UsersTab({ currentUserId }: { currentUserId: string }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<AccountStatus | ''>('');
  const debouncedSearch = useDebouncedValue(search);
  const users = useAdminUsers({ search: debouncedSearch, status: status || undefined });
  const update = useUpdateAdminUser();
  const [confirming, setConfirming] = useState<UserChangeRequest | null>(null);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const loadBanner = useDismissibleError(users.isFetching ? null : users.error);

  // Settles either way: a failure shows in the banner above the list, not in the dialog.
  const apply = (request: UserChangeRequest) => {
    setFailure(null);
    return update
      .mutateAsync({ id: request.user.id, ...request.change })
      .then(
        ({ user }) => toast.success(userChangeSaved(user, request.change, t)),
        (error: unknown) => setFailure({ error }),
      )
      .finally(() => setConfirming(null));
  };
  const requestChange = (user: UserChangeRequest['user'], change: UserChangeRequest['change']) => {
    const request = { user, change };
    if (confirmTextsFor(request, t)) setConfirming(request);
    else void apply(request);
  };
  const confirmTexts = confirming ? confirmTextsFor(confirming, t) : null;

  const list = users.data?.pages.flatMap((page) => page.users) ?? [];
  const view = {
    users: list,
    currentUserId,
    busy: update.isPending,
    onChange: requestChange,
  };

  return (
    <section aria-labelledby="admin-users-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="admin-users-heading" className="font-display text-2xl font-semibold">
          {t('admin.users.heading')}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{t('admin.users.description')}</p>
      </div>
      <UsersFilters
        search={search}
        onSearchChange={setSearch}
        status={status}
        onStatusChange={setStatus}
      />
      {failure ? (
        <ErrorBanner
          title={t('admin.users.updateFailed')}
          detail={userChangeFailure(failure.error, t)}
          onDismiss={() => setFailure(null)}
        />
      ) : null}
      {loadBanner.error ? (
        <ErrorBanner
          title={t('admin.banner.loadFailed')}
          detail={apiErrorMessage(loadBanner.error, t)}
          onRetry={() => void users.refetch()}
          onDismiss={loadBanner.dismiss}
        />
      ) : null}

      {users.isPending && users.isFetching ? (
        <div role="status" className="grid gap-2">
          <span className="sr-only">{t('admin.users.loading')}</span>
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-14 rounded-xl" />
          ))}
        </div>
      ) : users.isSuccess && list.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line px-4 py-10 text-center text-ink-muted">
          {t('admin.users.empty')}
        </p>
      ) : list.length > 0 ? (
        <>
          <UsersTable {...view} />
          <UserCards {...view} />
        </>
      ) : null}

      <div className="flex flex-col items-center gap-3">
        <p aria-live="polite" className="text-sm text-ink-subtle">
          {users.isSuccess && list.length > 0
            ? t('admin.users.shown', { count: list.length })
            : null}
        </p>
        {users.hasNextPage ? (
          <Button
            variant="secondary"
            onClick={() => void users.fetchNextPage()}
            disabled={users.isFetchingNextPage}
            aria-busy={users.isFetchingNextPage}
          >
            {users.isFetchingNextPage ? t('admin.users.loadingMore') : t('admin.users.loadMore')}
          </Button>
        ) : null}
      </div>

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={confirmTexts?.title ?? ''}
        description={confirmTexts?.description ?? ''}
        confirmLabel={confirmTexts?.confirm ?? ''}
        cancelLabel={t('admin.users.confirm.cancel')}
        onConfirm={async () => {
          if (confirming) await apply(confirming);
        }}
      />
    </section>
  );
}
