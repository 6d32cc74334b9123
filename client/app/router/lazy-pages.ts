import { lazy } from 'react';

// Every page is its own chunk: the first load carries only the shell and the page it shows.
export const HomeRoute = lazy(() => import('../routes/home'));
export const ModelsRoute = lazy(() => import('../routes/models'));
export const ModelProfileRoute = lazy(() => import('../routes/model-profile'));
export const WhoWeAreRoute = lazy(() => import('../routes/who-we-are'));
export const ComingSoonRoute = lazy(() => import('../routes/coming-soon'));
export const NotFoundRoute = lazy(() => import('../routes/not-found'));
export const UnavailableRoute = lazy(() => import('../routes/unavailable'));
