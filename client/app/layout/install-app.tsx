import { Download, Share } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogRoot,
  DialogTitle,
} from '#client/components/ui/dialog';
import { type InstallOffer, promptInstall } from '../pwa';

/**
 * "Install Amora": the browser's own install prompt where it offers one; on iOS, which has none,
 * the three steps of the Share menu. Loaded only when there is an offer (footer.tsx).
 */
export default function InstallApp({ offer }: { offer: Exclude<InstallOffer, 'none'> }) {
  const { t } = useTranslation();
  const [showSteps, setShowSteps] = useState(false);

  const onClick = () => {
    if (offer === 'ios') setShowSteps(true);
    // The store hides the button once the prompt is used; a dismissed prompt is not reported.
    else void promptInstall().catch(() => undefined);
  };

  return (
    <>
      <Button variant="secondary" size="sm" className="mt-4" onClick={onClick}>
        <Download aria-hidden="true" className="h-4 w-4" />
        {t('pwa.install.button')}
      </Button>
      <DialogRoot open={showSteps} onOpenChange={setShowSteps}>
        {showSteps ? (
          <DialogContent>
            <DialogTitle className="font-display text-xl font-semibold">
              {t('pwa.install.iosTitle')}
            </DialogTitle>
            <DialogDescription asChild>
              <ol className="mt-4 list-decimal space-y-2 pl-5 text-sm text-ink-muted">
                <li>
                  {t('pwa.install.iosStep1')}{' '}
                  <Share aria-hidden="true" className="inline h-4 w-4 align-text-bottom" />
                </li>
                <li>{t('pwa.install.iosStep2')}</li>
                <li>{t('pwa.install.iosStep3')}</li>
              </ol>
            </DialogDescription>
            <DialogClose asChild>
              <Button className="mt-6 w-full">{t('pwa.install.close')}</Button>
            </DialogClose>
          </DialogContent>
        ) : null}
      </DialogRoot>
    </>
  );
}
