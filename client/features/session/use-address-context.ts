import { useSession } from './use-session';

/**
 * The i18next `context` for texts that address the user: 'female' or 'male' when they chose that
 * form in their profile (the `_female` / `_male` variants of a key, e.g. Bulgarian "Готова ли
 * си"), else undefined, and the neutral text shows. Visitors get the neutral text.
 */
export function useAddressContext(): 'female' | 'male' | undefined {
  const { user } = useSession();
  return user && user.addressAs !== 'neutral' ? user.addressAs : undefined;
}
