import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { APP_ROUTE_PATTERNS, type AppRoutePattern } from '#client/lib/language-path';
import { AppLayout } from '../layout/app-layout';
import {
  AdminCompanionsRoute,
  AdminRoute,
  CallRoute,
  ChatRoute,
  ChatsRoute,
  CheckoutRoute,
  ForgotPasswordRoute,
  PlansRoute,
  PrivacyRoute,
  ResetPasswordRoute,
  UndoEmailChangeRoute,
  VerifyEmailRoute,
  SandboxCheckoutRoute,
  SupportRoute,
  WelcomePremiumRoute,
  ComingSoonRoute,
  DashboardRoute,
  FavoritesRoute,
  HomeRoute,
  LoginRoute,
  CompanionProfileRoute,
  CompanionsRoute,
  NotFoundRoute,
  ProfileRoute,
  RegisterRoute,
  SettingsRoute,
  TermsRoute,
  UnavailableRoute,
  WhoWeAreRoute,
} from './lazy-pages';

/**
 * The page of each route pattern (client/lib/language-path.ts). A pattern added there without a
 * page here shows the "opening soon" page rather than a 404.
 */
export const PAGES: Partial<Record<AppRoutePattern, ComponentType>> = {
  '': HomeRoute,
  models: CompanionsRoute,
  'model/:id': CompanionProfileRoute,
  'who-we-are': WhoWeAreRoute,
  'coming-soon': ComingSoonRoute,
  login: LoginRoute,
  register: RegisterRoute,
  dashboard: DashboardRoute,
  favorites: FavoritesRoute,
  chats: ChatsRoute,
  profile: ProfileRoute,
  settings: SettingsRoute,
  'chat/:id': ChatRoute,
  'call/:id': CallRoute,
  plans: PlansRoute,
  checkout: CheckoutRoute,
  'welcome-premium': WelcomePremiumRoute,
  'sandbox-checkout/:id': SandboxCheckoutRoute,
  support: SupportRoute,
  admin: AdminRoute,
  'admin/models': AdminCompanionsRoute,
  'forgot-password': ForgotPasswordRoute,
  'reset-password': ResetPasswordRoute,
  'undo-email-change': UndoEmailChangeRoute,
  'verify-email': VerifyEmailRoute,
  privacy: PrivacyRoute,
  terms: TermsRoute,
};

/** The pages below the language prefix (the prefix itself is settled by LanguageRouter). */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/:lang" element={<AppLayout />}>
        {APP_ROUTE_PATTERNS.map((pattern) => {
          const Page = PAGES[pattern] ?? UnavailableRoute;
          return pattern === '' ? (
            <Route key="index" index element={<Page />} />
          ) : (
            <Route key={pattern} path={pattern} element={<Page />} />
          );
        })}
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}
