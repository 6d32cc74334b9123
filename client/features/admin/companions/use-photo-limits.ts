import { useQuery } from '@tanstack/react-query';
import { siteSettingsQuery } from '../api';
import { DEFAULT_PHOTO_LIMITS, type PhotoLimits } from './photo-items';

/** The site's upload limits (admin settings), as hints for the photo picker. */
export function usePhotoLimits(): PhotoLimits {
  const { data } = useQuery({ ...siteSettingsQuery(), staleTime: 60_000 });
  if (!data) return DEFAULT_PHOTO_LIMITS;
  return { maxFileSizeMb: data.max_file_size, formats: data.supported_formats };
}
