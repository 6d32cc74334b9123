import { lazy } from 'react';
import { lazyPage } from './lazy-page';

// Every page is its own chunk: the first load carries only the shell and the page it shows
// (preloaded at start by client/app/start-early.ts, see lazy-page.ts).
export const HomeRoute = lazyPage(() => import('../routes/home'));
export const CompanionsRoute = lazyPage(() => import('../routes/companions'));
export const CreateOwnCompanionRoute = lazyPage(() => import('../routes/create-own-companion'));
export const ImportCardRoute = lazyPage(() => import('../routes/import-card'));
export const EditOwnCompanionRoute = lazyPage(() => import('../routes/edit-own-companion'));
export const CompanionProfileRoute = lazyPage(() => import('../routes/companion-profile'));
export const WhoWeAreRoute = lazyPage(() => import('../routes/who-we-are'));
export const ComingSoonRoute = lazyPage(() => import('../routes/coming-soon'));
export const NotFoundRoute = lazyPage(() => import('../routes/not-found'));
export const UnavailableRoute = lazyPage(() => import('../routes/unavailable'));
export const LoginRoute = lazyPage(() => import('../routes/login'));
export const RegisterRoute = lazyPage(() => import('../routes/register'));
export const DashboardRoute = lazyPage(() => import('../routes/dashboard'));
export const FavoritesRoute = lazyPage(() => import('../routes/favorites'));
export const ChatsRoute = lazyPage(() => import('../routes/chats'));
export const ProfileRoute = lazyPage(() => import('../routes/profile'));
export const SettingsRoute = lazyPage(() => import('../routes/settings'));
export const ChatRoute = lazyPage(() => import('../routes/chat'));
export const CallRoute = lazy(() => import('../routes/call'));
export const PlansRoute = lazyPage(() => import('../routes/plans'));
export const CheckoutRoute = lazyPage(() => import('../routes/checkout'));
export const WelcomePremiumRoute = lazyPage(() => import('../routes/welcome-premium'));
export const SupportRoute = lazyPage(() => import('../routes/support'));
export const ForgotPasswordRoute = lazyPage(() => import('../routes/forgot-password'));
export const ResetPasswordRoute = lazyPage(() => import('../routes/reset-password'));
export const UndoEmailChangeRoute = lazyPage(() => import('../routes/undo-email-change'));
export const VerifyEmailRoute = lazyPage(() => import('../routes/verify-email'));
export const SandboxCheckoutRoute = lazyPage(() => import('../routes/sandbox-checkout'));
export const AdminRoute = lazyPage(() => import('../routes/admin'));
export const AdminCompanionsRoute = lazyPage(() => import('../routes/admin-companions'));
export const PrivacyRoute = lazyPage(() => import('../routes/privacy'));
export const TermsRoute = lazyPage(() => import('../routes/terms'));
