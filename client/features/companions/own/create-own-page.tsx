import { FileUp } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Container } from '#client/components/ui/container';
import { FormAlert } from '#client/components/ui/form-alert';
import { PageTitle } from '#client/components/ui/page-title';
import { useLanguage, useLocalizedPath } from '#client/lib/language-context';
import { toast } from '#client/lib/toast';
import { companionPath, editPath } from '../localize-companion';
import { AvatarFailedError, useCreateOwnCompanion, useOwnCompanions } from './api';
import { OwnCompanionForm } from './own-companion-form';
import { useOwnReason, useOwnSaveFailure, LimitReached } from './own-failure';
import { createDraftOf, emptyOwnForm } from './own-form-values';
import { OwnPageHeader } from './own-page-header';

/** models/new: "Create your companion", in the language the page is shown in. */
export function CreateOwnCompanionPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const own = useOwnCompanions();
  const create = useCreateOwnCompanion();
  const saveFailure = useOwnSaveFailure();
  const reason = useOwnReason();
  // The form keeps the language it was opened in, even if the interface switches meanwhile.
  const [initial] = useState(() => emptyOwnForm(language));
  const full = own.data && !own.data.canCreate && own.data.limit !== null;

  return (
    <Container className="py-8 sm:py-12">
      <PageTitle title={t('ownCompanions.createTitle')} />
      <OwnPageHeader title={t('ownCompanions.createTitle')} text={t('ownCompanions.createText')}>
        <Link
          to={to('/models/import')}
          className="inline-flex items-center gap-2 text-sm font-medium text-accent-soft underline-offset-2 hover:underline"
        >
          <FileUp aria-hidden="true" className="h-4 w-4" />
          {t('ownCompanions.createLinks.import')}
        </Link>
      </OwnPageHeader>
      {full && own.data ? (
        <FormAlert className="max-w-2xl">
          <LimitReached used={own.data.used} limit={own.data.limit ?? 0} />
        </FormAlert>
      ) : (
        <OwnCompanionForm
          initial={initial}
          companion={null}
          submitLabel={t('ownCompanions.actions.create')}
          pendingLabel={t('ownCompanions.actions.creating')}
          pending={create.isPending}
          serverError={create.error}
          failure={
            create.error instanceof AvatarFailedError ? null : saveFailure(create.error, 'create')
          }
          cancelTo="/models"
          onSubmit={({ values, avatar }) =>
            create.mutate(
              { draft: createDraftOf(values), avatar },
              {
                onSuccess: (companion) => {
                  toast.success(
                    t('ownCompanions.actions.created', { name: nameOf(companion, language) }),
                  );
                  void navigate(to(companionPath({ ...companion, owned: true })));
                },
                onError: (error) => {
                  // She exists; only her picture failed: say so and open her edit page.
                  if (error instanceof AvatarFailedError) {
                    toast.error(t('ownCompanions.avatar.failed', { reason: reason(error.cause) }));
                    void navigate(to(editPath(error.companion)));
                  }
                },
              },
            )
          }
        />
      )}
    </Container>
  );
}

/** Her name in the language shown, else in the one she was written in. */
export function nameOf(
  companion: { name: string; name_bg: string },
  language: 'en' | 'bg',
): string {
  return (
    (language === 'bg' ? companion.name_bg : companion.name) || companion.name || companion.name_bg
  );
}
