import { useTranslation } from 'react-i18next';
import { NavLink, Navigate, Route, Routes } from 'react-router';
import { PageContainer } from '@autoberza/ui/PageContainer';
import { paths } from '../../paths';
import { ListingsPanel } from './ListingsPanel';
import { MessagesPanel } from './MessagesPanel';
import { SubscriptionsPanel } from './SubscriptionsPanel';
import { UsersPanel } from './UsersPanel';

/** The listings tab lives inside the console's own routes (paths.ts is shared wiring). */
const adminListings = `${paths.admin}/listings`;

/** D13: the admin console (the route exists only for admins). */
export default function AdminPage() {
  const { t } = useTranslation();
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
          <NavLink
            key={link.to}
            to={link.to}
            className={({ isActive }) =>
              `-mb-0.5 border-b-3 px-4 py-2 font-medium ${isActive ? 'border-primary-700 text-primary-700' : 'border-transparent text-muted'}`
            }
          >
            {link.label}
          </NavLink>
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
