import { useTranslation } from 'react-i18next';

/** Shown in the main area while a page's code loads. Appears only after a short delay. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center">
      <span
        aria-hidden="true"
        className="h-10 w-10 animate-spin rounded-full border-2 border-line border-t-accent opacity-0 [animation:spin_1s_linear_infinite,fade-in_.3s_.3s_ease-out_forwards] motion-reduce:animate-none motion-reduce:opacity-100"
      />
      <span className="sr-only">{t('app.loading')}</span>
    </div>
  );
}
