import { UnavailablePage } from '../../features/pending/unavailable-page';

/** Routes of the documents whose screens come with later work (accounts, chat, plans…). */
export default function UnavailableRoute() {
  return <UnavailablePage />;
}
