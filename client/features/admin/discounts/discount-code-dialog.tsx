import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiscountCode } from '#common/contracts/admin';
import { CheckboxField } from '#client/components/ui/checkbox-field';
import { DialogContent, DialogRoot } from '#client/components/ui/dialog';
import { DialogActions, DialogHeader } from '#client/components/ui/dialog-layout';
import { inputClasses } from '#client/components/ui/input-styles';
import { SelectField } from '#client/components/ui/select-field';
import { TextField } from '#client/components/ui/text-field';
import { toast } from '#client/lib/toast';
import { useCreateDiscountCode, useUpdateDiscountCode } from '../api';
import { ErrorBanner } from '../error-banner';
import {
  NEW_DISCOUNT,
  checkDiscountDraft,
  draftOfCode,
  normalizeCode,
  type DiscountDraft,
  type DiscountErrors,
} from './discount-draft';
import { discountFailure } from './discount-failure';

/**
 * Create or edit a discount code with every field and its defaults. The code is
 * upper-cased as it is typed; the server checks it again and keeps codes unique.
 */
export function DiscountCodeDialog({
  editing,
  open,
  onOpenChange,
}: {
  /** The code being edited; null creates a new one. */
  editing: DiscountCode | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateDiscountCode();
  const update = useUpdateDiscountCode();
  const saving = create.isPending || update.isPending;
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<DiscountDraft>(() =>
    editing ? draftOfCode(editing) : NEW_DISCOUNT,
  );
  const [errors, setErrors] = useState<DiscountErrors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const set = <K extends keyof DiscountDraft>(key: K, value: DiscountDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const errorText = (field: keyof DiscountErrors) => {
    const key = errors[field];
    return key ? t(`admin.discounts.errors.${key}`) : null;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkDiscountDraft(draft);
    setErrors(checked.errors);
    if (!checked.input) {
      requestAnimationFrame(() =>
        form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setFailure(null);
    const input = checked.input;
    const done = () => {
      toast.success(t(editing ? 'admin.discounts.saved' : 'admin.discounts.created', input));
      onOpenChange(false);
    };
    if (editing)
      update.mutate({ id: editing.id, ...input }, { onSuccess: done, onError: setFailure });
    else create.mutate(input, { onSuccess: done, onError: setFailure });
  };

  const percentage = draft.type === 'percentage';
  return (
    <DialogRoot open={open} onOpenChange={(next) => !saving && onOpenChange(next)}>
      <DialogContent className="max-h-[92dvh] max-w-xl overflow-y-auto">
        <DialogHeader
          title={
            editing
              ? t('admin.discounts.form.editTitle', { code: editing.code })
              : t('admin.discounts.form.createTitle')
          }
          description={t('admin.discounts.form.intro')}
        />
        <form ref={form} noValidate onSubmit={onSubmit} className="mt-5 grid gap-4 sm:grid-cols-2">
          {failure ? (
            <ErrorBanner
              className="sm:col-span-2"
              title={t(editing ? 'admin.discounts.updateFailed' : 'admin.discounts.createFailed')}
              detail={discountFailure(failure, t)}
              onDismiss={() => setFailure(null)}
            />
          ) : null}
          <TextField
            label={t('admin.discounts.form.code')}
            hint={t('admin.discounts.form.codeHint')}
            value={draft.code}
            onChange={(event) => set('code', normalizeCode(event.target.value))}
            error={errorText('code')}
            maxLength={64}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            inputClassName="font-mono uppercase"
          />
          <TextField
            label={t('admin.discounts.form.name')}
            hint={t('admin.discounts.form.nameHint')}
            value={draft.name}
            onChange={(event) => set('name', event.target.value)}
            maxLength={200}
          />
          <div className="flex flex-col gap-1.5 sm:col-span-2">
            <label htmlFor="discount-description" className="text-sm font-medium">
              {t('admin.discounts.form.description')}
            </label>
            <textarea
              id="discount-description"
              value={draft.description}
              onChange={(event) => set('description', event.target.value)}
              maxLength={1000}
              rows={2}
              className={inputClasses('py-3')}
            />
          </div>
          <SelectField
            label={t('admin.discounts.form.type')}
            value={draft.type}
            onChange={(type) => set('type', type)}
            size="lg"
            options={[
              { value: 'percentage', label: t('admin.discounts.form.percentage') },
              { value: 'fixed', label: t('admin.discounts.form.fixed') },
            ]}
          />
          <TextField
            label={t('admin.discounts.form.value')}
            hint={t(
              percentage
                ? 'admin.discounts.form.valueHintPercentage'
                : 'admin.discounts.form.valueHintFixed',
            )}
            inputMode="decimal"
            value={draft.value}
            onChange={(event) => set('value', event.target.value)}
            error={errorText('value')}
            trailing={
              <span aria-hidden="true" className="px-3 text-ink-subtle">
                {percentage ? '%' : '$'}
              </span>
            }
          />
          <TextField
            label={t('admin.discounts.form.maxUses')}
            inputMode="numeric"
            value={draft.max_uses}
            onChange={(event) => set('max_uses', event.target.value)}
            error={errorText('max_uses')}
          />
          <TextField
            label={t('admin.discounts.form.minAmount')}
            inputMode="decimal"
            value={draft.min_amount}
            onChange={(event) => set('min_amount', event.target.value)}
            error={errorText('min_amount')}
          />
          <TextField
            label={t('admin.discounts.form.expiresAt')}
            hint={t('admin.discounts.form.expiresHint')}
            type="date"
            value={draft.expires_at}
            onChange={(event) => set('expires_at', event.target.value)}
            error={errorText('expires_at')}
            className="sm:col-span-2"
          />
          <div className="sm:col-span-2">
            <CheckboxField
              label={t('admin.discounts.form.active')}
              checked={draft.is_active}
              onChange={(event) => set('is_active', event.target.checked)}
            />
            <p className="mt-1 pl-8 text-sm text-ink-subtle">
              {t('admin.discounts.form.activeHint')}
            </p>
          </div>
          <DialogActions
            className="mt-2 sm:col-span-2"
            cancelLabel={t('admin.discounts.form.cancel')}
            confirmLabel={t(
              editing ? 'admin.discounts.form.update' : 'admin.discounts.form.create',
            )}
            pendingLabel={t('admin.discounts.form.saving')}
            pending={saving}
          />
        </form>
      </DialogContent>
    </DialogRoot>
  );
}
