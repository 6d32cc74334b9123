import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { INTEREST_GROUPS } from './interest-catalogue';

/** Every catalogue item in the interface's language, group by group. */
export function useInterestCatalogue(): string[] {
  const { t } = useTranslation();
  // t changes with the language, so the list follows it.
  return useMemo(
    () =>
      INTEREST_GROUPS.flatMap((group) =>
        Object.values(
          t(`interestCatalogue.${group}`, { returnObjects: true }) as Record<string, string>,
        ),
      ),
    [t],
  );
}
