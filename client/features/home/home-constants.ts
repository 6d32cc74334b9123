/**
 * docs/product-rules.md, "Companions": the home page's samples and featured companions, by slug.
 */
export const SAMPLE_SLUGS = ['sophia', 'emma', 'maya', 'giulia'] as const;
export const FEATURED_SLUGS = ['isabelle', 'sophia', 'lucia'] as const;
