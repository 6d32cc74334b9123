import { UnavailablePage } from '#client/features/pending';

/** Routes of the documents whose screens come with later work (chat, plans, support…). */
export default function UnavailableRoute() {
  return <UnavailablePage />;
}
