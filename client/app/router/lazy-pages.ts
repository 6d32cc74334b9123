import { lazy } from 'react';

// Every page is its own chunk: the first load carries only the shell and the page it shows.
export const HomeRoute = lazy(() => import('../routes/home'));
export const ModelsRoute = lazy(() => import('../routes/models'));
export const ModelProfileRoute = lazy(() => import('../routes/model-profile'));
export const WhoWeAreRoute = lazy(() => import('../routes/who-we-are'));
export const ComingSoonRoute = lazy(() => import('../routes/coming-soon'));
export const NotFoundRoute = lazy(() => import('../routes/not-found'));
export const UnavailableRoute = lazy(() => import('../routes/unavailable'));
export const LoginRoute = lazy(() => import('../routes/login'));
export const RegisterRoute = lazy(() => import('../routes/register'));
export const DashboardRoute = lazy(() => import('../routes/dashboard'));
export const FavoritesRoute = lazy(() => import('../routes/favorites'));
export const ProfileRoute = lazy(() => import('../routes/profile'));
export const SettingsRoute = lazy(() => import('../routes/settings'));
export const ChatRoute = lazy(() => import('../routes/chat'));
export const PlansRoute = lazy(() => import('../routes/plans'));
export const CheckoutRoute = lazy(() => import('../routes/checkout'));
export const WelcomePremiumRoute = lazy(() => import('../routes/welcome-premium'));
export const SupportRoute = lazy(() => import('../routes/support'));
export const ForgotPasswordRoute = lazy(() => import('../routes/forgot-password'));
export const ResetPasswordRoute = lazy(() => import('../routes/reset-password'));
export const SandboxCheckoutRoute = lazy(() => import('../routes/sandbox-checkout'));
export const AdminRoute = lazy(() => import('../routes/admin'));
export const AdminModelsRoute = lazy(() => import('../routes/admin-models'));
