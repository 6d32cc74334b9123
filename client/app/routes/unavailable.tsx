import { UnavailablePage } from '#client/features/pending';

/** A route pattern that has no page yet (see PAGES in client/app/router/app-routes.tsx). */
export default function UnavailableRoute() {
  return <UnavailablePage />;
}
