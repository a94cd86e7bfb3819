import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useMatch, useRoutes } from 'react-router';
import { useAdminListContactMessagesQuery, useAdminListReportsQuery } from '@autoberza/api-client';
import { CountBadge } from '@autoberza/ui/CountBadge';
import { Link } from '@autoberza/ui/Link';
import { PageContainer } from '@autoberza/ui/PageContainer';
import { paths } from '../../paths';
import { AuditPanel } from './AuditPanel';
import { ListingsPanel } from './ListingsPanel';
import { MessagesPanel } from './MessagesPanel';
import { ReportsPanel } from './ReportsPanel';
import { StatementsPanel } from './StatementsPanel';
import { SubscriptionsPanel } from './SubscriptionsPanel';
import { UsersPanel } from './UsersPanel';
import { usePageTitle } from '../../components/usePageTitle';

/** The listings and audit tabs live inside the console's own routes (paths.ts is shared wiring). */
const adminListings = `${paths.admin}/listings`;
const adminAudit = `${paths.admin}/audit`;
const adminStatements = `${paths.admin}/statements`;

/**
 * A tab of the console: a link marked as the current page while its panel shows. (Not
 * react-router's NavLink: its module would put the router's Link, Form and SSR parts into the
 * sign-in screen's bundle: the first-screen budget.)
 */
function AdminTab({ to, children }: { to: string; children: ReactNode }) {
  const current = useMatch({ path: to, end: false }) !== null;
  return (
    <Link href={to} variant="tab" aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}

/** How many contact messages wait for an admin (the messages tab shows it). */
function useUnhandledMessages(): number | undefined {
  const { data } = useAdminListContactMessagesQuery({ state: 'unhandled', limit: 1 });
  return data?.unhandled;
}

/** How many reported adverts wait for a decision (the reports tab shows it). */
function useOpenReports(): number | undefined {
  const { data } = useAdminListReportsQuery({ limit: 1 });
  return data?.open;
}

/** docs/product.md, “Admin console”: the admin console (the route exists only for admins). */
export default function AdminPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const unhandled = useUnhandledMessages();
  const openReports = useOpenReports();
  // The tabs' routes as objects, as the app's own (app/routes.tsx): the first bundle then has no
  // <Routes>/<Route> code for this screen alone.
  const panel = useRoutes([
    { index: true, element: <Navigate to={paths.adminPending} replace /> },
    { path: 'pending', element: <UsersPanel status="pending" /> },
    { path: 'users', element: <UsersPanel /> },
    { path: 'subscriptions', element: <SubscriptionsPanel /> },
    { path: 'statements', element: <StatementsPanel /> },
    { path: 'messages', element: <MessagesPanel /> },
    { path: 'reports', element: <ReportsPanel /> },
    { path: 'listings', element: <ListingsPanel /> },
    { path: 'audit', element: <AuditPanel /> },
    { path: '*', element: <Navigate to={paths.adminPending} replace /> },
  ]);
  const links = [
    { to: paths.adminPending, label: t('admin:nav.pending') },
    { to: paths.adminUsers, label: t('admin:nav.users') },
    { to: paths.adminSubscriptions, label: t('admin:nav.subscriptions') },
    { to: adminStatements, label: t('admin:nav.statements') },
    {
      to: paths.adminMessages,
      label: t('admin:nav.messages'),
      count: unhandled,
      countLabel: (count: number) => t('admin:nav.unhandled', { count }),
    },
    {
      to: paths.adminReports,
      label: t('admin:nav.reports'),
      count: openReports,
      countLabel: (count: number) => t('admin:nav.open', { count }),
    },
    { to: adminListings, label: t('admin:nav.listings') },
    { to: adminAudit, label: t('admin:nav.audit') },
  ];
  // Each tab is its own page: its own title, so history and bookmarks tell them apart.
  const current = links.find((l) => pathname === l.to || pathname.startsWith(`${l.to}/`));
  usePageTitle(current ? t('admin:tabTitle', { tab: current.label }) : t('admin:title'));
  return (
    <PageContainer>
      <h1 className="mb-4 text-2xl font-bold">{t('admin:title')}</h1>
      <nav
        aria-label={t('admin:title')}
        className="mb-6 flex flex-wrap gap-2 border-b-2 border-line"
      >
        {links.map((link) => (
          <AdminTab key={link.to} to={link.to}>
            {link.label}
            {link.count && link.countLabel ? (
              <>
                {' '}
                <CountBadge
                  className="ms-2"
                  count={link.count}
                  label={link.countLabel(link.count)}
                />
              </>
            ) : null}
          </AdminTab>
        ))}
      </nav>
      {panel}
    </PageContainer>
  );
}
