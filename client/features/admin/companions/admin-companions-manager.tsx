import { Download, FileUp, Plus, Upload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCompanion } from '#common/contracts/admin-companions';
import type { CompanionCategory, CompanionStatusFilter } from '#common/contracts/companion-rules';
import { Button } from '#client/components/ui/button';
import { apiErrorMessage } from '#client/lib/api-error-message';
import { toast } from '#client/lib/toast';
import { ErrorBanner } from '../error-banner';
import { downloadExport, useAdminCompanions, useDeleteCompanion } from './api';
import { AdminCompanionsFilters } from './admin-companions-filters';
import { DeleteCompanionDialog } from './delete-companion-dialog';
import { CardImportDialog } from './card-import-dialog';
import { ImportDialog } from './import-dialog';
import { CompanionFormDialog } from './companion-form-dialog';
import { CompanionViewDialog } from './companion-view-dialog';
import { CompanionsGrid } from './companions-grid';
import { CompanionsStatsBar } from './companions-stats-bar';
import { useDebouncedValue } from '#client/hooks/use-debounced-value';
import { usePhotoLimits } from './use-photo-limits';

type Editing = { companion: AdminCompanion | null } | null;
type Failure = { kind: 'delete' | 'export'; detail: string } | null;

/**
 * Companion management: search and filters, the card
 * grid, view, create, edit and delete, Export and Import. Used by the admin panel's AI Models
 * tab and by {lang}/admin/models; `titleLevel` fits the heading into the page around it.
 */
export function AdminCompanionsManager({ titleLevel = 2 }: { titleLevel?: 1 | 2 }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<CompanionCategory | 'all'>('all');
  const [status, setStatus] = useState<CompanionStatusFilter>('all');
  const debouncedSearch = useDebouncedValue(search);
  const filter = { search: debouncedSearch.trim(), category, status };
  const query = useAdminCompanions(filter);
  // A dismissed load failure stays hidden until the next one.
  const [dismissedErrorAt, setDismissedErrorAt] = useState(0);
  const [viewing, setViewing] = useState<AdminCompanion | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminCompanion | null>(null);
  const [importing, setImporting] = useState(false);
  const [importingCard, setImportingCard] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [failure, setFailure] = useState<Failure>(null);
  const remove = useDeleteCompanion();
  const limits = usePhotoLimits();
  const Heading = titleLevel === 1 ? 'h1' : 'h2';

  const companions = query.data?.pages.flatMap((page) => page.models) ?? [];
  const filtered = filter.search !== '' || category !== 'all' || status !== 'all';

  const exportCompanions = async () => {
    setExporting(true);
    try {
      await downloadExport();
    } catch (error) {
      setFailure({ kind: 'export', detail: apiErrorMessage(error, t) });
    } finally {
      setExporting(false);
    }
  };
  // Settles either way: a failure shows in the banner above the grid, not in the dialog.
  const confirmDelete = (companion: AdminCompanion) =>
    remove
      .mutateAsync(companion.id)
      .then(
        () => toast.success(t('adminModels.delete.done', { name: companion.name })),
        (error: unknown) => setFailure({ kind: 'delete', detail: apiErrorMessage(error, t) }),
      )
      .finally(() => setDeleting(null));

  return (
    <section aria-labelledby="admin-models-title" className="flex flex-col gap-5">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <Heading
            id="admin-models-title"
            className={
              titleLevel === 1
                ? 'font-display text-3xl font-semibold sm:text-4xl'
                : 'font-display text-2xl font-semibold'
            }
          >
            {t('adminModels.title')}
          </Heading>
          <p className="mt-1 text-sm text-ink-muted">{t('adminModels.subtitle')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={exporting}
            onClick={() => void exportCompanions()}
          >
            <Download aria-hidden="true" className="h-4 w-4" />
            {exporting ? t('adminModels.exporting') : t('adminModels.export')}
          </Button>
          <Button variant="outline" size="sm" onClick={() => setImporting(true)}>
            <Upload aria-hidden="true" className="h-4 w-4" />
            {t('adminModels.import.button')}
          </Button>
          <Button variant="outline" size="sm" onClick={() => setImportingCard(true)}>
            <FileUp aria-hidden="true" className="h-4 w-4" />
            {t('adminModels.cardFile.button')}
          </Button>
          <Button size="sm" onClick={() => setEditing({ companion: null })}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            {t('adminModels.add')}
          </Button>
        </div>
      </div>

      <CompanionsStatsBar />

      {query.isError && query.errorUpdatedAt !== dismissedErrorAt ? (
        <ErrorBanner
          title={t('adminModels.errors.loadFailed')}
          detail={apiErrorMessage(query.error, t)}
          onRetry={() => void query.refetch()}
          onDismiss={() => setDismissedErrorAt(query.errorUpdatedAt)}
        />
      ) : null}
      {failure ? (
        <ErrorBanner
          title={
            failure.kind === 'delete'
              ? t('adminModels.errors.deleteFailed')
              : t('adminModels.errors.exportFailed')
          }
          detail={failure.detail}
          onDismiss={() => setFailure(null)}
        />
      ) : null}

      <AdminCompanionsFilters
        search={search}
        onSearchChange={setSearch}
        category={category}
        onCategoryChange={setCategory}
        status={status}
        onStatusChange={setStatus}
      />

      <CompanionsGrid
        companions={companions}
        isPending={query.isPending}
        isError={query.isError}
        filtered={filtered}
        hasMore={query.hasNextPage}
        loadingMore={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
        onView={setViewing}
        onEdit={(companion) => setEditing({ companion })}
        onDelete={(companion) => {
          remove.reset();
          setDeleting(companion);
        }}
      />

      <CompanionViewDialog
        companion={viewing}
        onClose={() => setViewing(null)}
        onEdit={(companion) => {
          setViewing(null);
          setEditing({ companion });
        }}
      />
      <CompanionFormDialog
        open={editing !== null}
        companion={editing?.companion ?? null}
        limits={limits}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
      />
      <DeleteCompanionDialog
        companion={deleting}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
      <ImportDialog open={importing} onOpenChange={setImporting} />
      <CardImportDialog open={importingCard} onOpenChange={setImportingCard} />
    </section>
  );
}
