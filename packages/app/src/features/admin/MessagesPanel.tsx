import { useTranslation } from 'react-i18next';
import { useAdminListContactMessagesQuery } from '@autoberza/api-client';
import { Spinner } from '@autoberza/ui/Spinner';
import { formatDate } from '../../i18n/format';

export function MessagesPanel() {
  const { t } = useTranslation();
  const { data, isLoading, error } = useAdminListContactMessagesQuery({ limit: 100 });
  const messages = data?.data ?? [];
  if (isLoading) return <Spinner label={t('common:loading')} />;
  if (error) return <p role="alert">{t('common:errors.loadFailed')}</p>;
  if (messages.length === 0) return <p>{t('admin:messages.empty')}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {messages.map((m) => (
        <li key={m._id} className="rounded-card border border-line bg-surface p-4">
          <p className="font-semibold">
            {m.name} ·{' '}
            <a href={`mailto:${m.email}`} className="text-primary-700 underline">
              {m.email}
            </a>
          </p>
          <p className="text-sm text-muted">{formatDate(m.createdAt)}</p>
          <p className="mt-2 whitespace-pre-line">{m.message}</p>
        </li>
      ))}
    </ul>
  );
}
