import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { APP_ROUTE_PATTERNS, type AppRoutePattern } from '#client/lib/language-path';
import type { PageTextGroup } from '#client/lib/page-texts';
import { AppLayout } from '../layout/app-layout';
import type { LazyPage } from './lazy-page';
import { PageTextsGate } from './page-texts-gate';
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
  CreateOwnCompanionRoute,
  EditOwnCompanionRoute,
  ImportCardRoute,
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
  'models/new': CreateOwnCompanionRoute,
  'models/import': ImportCardRoute,
  'model/:id': CompanionProfileRoute,
  'model/:id/edit': EditOwnCompanionRoute,
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

/**
 * The text groups (client/lib/page-texts.ts) each page needs besides the main texts: the page
 * shows once they are in (decision 017). A page not listed here needs only the main texts.
 */
export const PAGE_TEXTS: Partial<Record<AppRoutePattern, readonly PageTextGroup[]>> = {
  '': ['home'],
  favorites: ['favorites'],
  'who-we-are': ['about'],
  'coming-soon': ['coming-soon'],
  'model/:id': ['companion-profile'],
  'models/new': ['own-companions'],
  'models/import': ['own-companions', 'character-cards'],
  'model/:id/edit': ['own-companions'],
  login: ['auth'],
  register: ['auth'],
  'forgot-password': ['auth'],
  'reset-password': ['auth'],
  'undo-email-change': ['auth'],
  'verify-email': ['auth'],
  dashboard: ['dashboard'],
  chats: ['chat'],
  profile: ['my-profile'],
  settings: ['settings', 'auth'],
  'chat/:id': ['chat'],
  'call/:id': ['chat', 'call'],
  plans: ['billing'],
  checkout: ['billing'],
  'welcome-premium': ['billing'],
  'sandbox-checkout/:id': ['billing'],
  support: ['support'],
  admin: ['admin', 'character-cards'],
  'admin/models': ['admin', 'character-cards'],
};

function pageElement(pattern: AppRoutePattern) {
  const Page: ComponentType | LazyPage = PAGES[pattern] ?? UnavailableRoute;
  const groups = PAGE_TEXTS[pattern];
  if (!groups) return <Page />;
  return (
    <PageTextsGate groups={groups} preload={'preload' in Page ? Page.preload : undefined}>
      <Page />
    </PageTextsGate>
  );
}

/** The pages below the language prefix (the prefix itself is settled by LanguageRouter). */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/:lang" element={<AppLayout />}>
        {APP_ROUTE_PATTERNS.map((pattern) =>
          pattern === '' ? (
            <Route key="index" index element={pageElement(pattern)} />
          ) : (
            <Route key={pattern} path={pattern} element={pageElement(pattern)} />
          ),
        )}
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}
