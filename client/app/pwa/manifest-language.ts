/**
 * The manifest link follows the language shown (`<html lang>`, which the app keeps current):
 * installing from a Bulgarian page installs an app that starts in Bulgarian.
 */
export function followLanguageInManifest(doc: Document = document): void {
  const apply = () => {
    const link = doc.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    const language = doc.documentElement.lang === 'bg' ? 'bg' : 'en';
    const href = `/manifest.${language}.webmanifest`;
    if (link && link.getAttribute('href') !== href) link.setAttribute('href', href);
  };
  apply();
  new MutationObserver(apply).observe(doc.documentElement, { attributeFilter: ['lang'] });
}
