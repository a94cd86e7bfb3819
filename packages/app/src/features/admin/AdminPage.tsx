import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useMatch } from 'react-router';
import { Link } from '@autoberza/ui/Link';
import { PageContainer } from '@autoberza/ui/PageContainer';
import { paths } from '../../paths';
import { ListingsPanel } from './ListingsPanel';
import { MessagesPanel } from './MessagesPanel';
import { SubscriptionsPanel } from './SubscriptionsPanel';
import { UsersPanel } from './UsersPanel';
import { usePageTitle } from '../../components/usePageTitle';

/** The listings tab lives inside the console's own routes (paths.ts is shared wiring). */
const adminListings = `${paths.admin}/listings`;

/**
 * A tab of the console: a link marked as the current page while its panel shows. (Not
 * react-router's NavLink: its module would put the router's Link, Form and SSR parts into the
 * sign-in screen's bundle: the first-screen budget.)
 */
function AdminTab({ to, children }: { to: string; children: string }) {
  const current = useMatch({ path: to, end: false }) !== null;
  return (
    <Link href={to} variant="tab" aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}

/** docs/product.md, “Admin console”: the admin console (the route exists only for admins). */
export default function AdminPage() {
  const { t } = useTranslation();
  usePageTitle(t('admin:title'));
  const links = [
    { to: paths.adminPending, label: t('admin:nav.pending') },
    { to: paths.adminUsers, label: t('admin:nav.users') },
    { to: paths.adminSubscriptions, label: t('admin:nav.subscriptions') },
    { to: paths.adminMessages, label: t('admin:nav.messages') },
    { to: adminListings, label: t('admin:nav.listings') },
  ];
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
          </AdminTab>
        ))}
      </nav>
      <Routes>
        <Route index element={<Navigate to={paths.adminPending} replace />} />
        <Route path="pending" element={<UsersPanel status="pending" />} />
        <Route path="users" element={<UsersPanel />} />
        <Route path="subscriptions" element={<SubscriptionsPanel />} />
        <Route path="messages" element={<MessagesPanel />} />
        <Route path="listings" element={<ListingsPanel />} />
        <Route path="*" element={<Navigate to={paths.adminPending} replace />} />
      </Routes>
    </PageContainer>
  );
}
