import { useTranslation } from 'react-i18next';
import {
  useAdminApproveUserMutation,
  useAdminBlockUserMutation,
  useAdminListUsersQuery,
  useAdminRejectUserMutation,
  useAdminUnblockUserMutation,
} from '@autoberza/api-client';
import type { AdminUser } from '@autoberza/api-client';

type AccountStatus = AdminUser['status'];
import { Button } from '@autoberza/ui/Button';
import { Spinner } from '@autoberza/ui/Spinner';
import { useNotify } from '../../components/useNotify';
import { formatDate } from '../../i18n/format';
import { useReferenceName } from '../../i18n/referenceName';
import { ReasonConfirmButton } from './ReasonConfirmButton';
import { SellerFlag } from './ReportsPanel';

type Action = 'approve' | 'reject' | 'block' | 'unblock';

const statusKey = {
  pending: 'admin:status.pending',
  approved: 'admin:status.approved',
  rejected: 'admin:status.rejected',
  blocked: 'admin:status.blocked',
} as const satisfies Record<AccountStatus, string>;

const doneKey = {
  approve: 'admin:users.approved',
  reject: 'admin:users.rejected',
  block: 'admin:users.blocked',
  unblock: 'admin:users.unblocked',
} as const satisfies Record<Action, string>;

const confirmKey = {
  reject: { question: 'admin:confirm.rejectTitle', text: 'admin:confirm.rejectText' },
  block: { question: 'admin:confirm.blockTitle', text: 'admin:confirm.blockText' },
} as const;

function actionsFor(user: AdminUser): Action[] {
  if (user.role === 'admin') return [];
  switch (user.status) {
    case 'pending':
      return ['approve', 'reject'];
    case 'approved':
      return ['block'];
    case 'blocked':
      return ['unblock'];
    default:
      return ['approve'];
  }
}

/** Pending accounts (approve/reject) or all users (block/unblock). */
export function UsersPanel({ status }: { status?: AccountStatus }) {
  const { t } = useTranslation();
  const referenceName = useReferenceName();
  const notify = useNotify();
  const { data, isLoading, error } = useAdminListUsersQuery({ status, limit: 100 });
  const users = data?.data ?? [];
  const [approve, approving] = useAdminApproveUserMutation();
  const [reject, rejecting] = useAdminRejectUserMutation();
  const [block, blocking] = useAdminBlockUserMutation();
  const [unblock, unblocking] = useAdminUnblockUserMutation();
  const mutations = { approve, reject, block, unblock };
  const isSaving = [approving, rejecting, blocking, unblocking].some((m) => m.isLoading);

  const label: Record<Action, string> = {
    approve: t('admin:users.approve'),
    reject: t('admin:users.reject'),
    block: t('admin:users.block'),
    unblock: t('admin:users.unblock'),
  };

  const run = async (user: AdminUser, action: Action, reason = '') => {
    try {
      await mutations[action]({ id: user._id, body: reason ? { reason } : null }).unwrap();
      notify.success(t(doneKey[action], { name: `${user.firstName} ${user.lastName}` }));
    } catch (e) {
      notify.error(e);
    }
  };

  if (isLoading) return <Spinner label={t('common:loading')} />;
  if (error) return <p role="alert">{t('common:errors.loadFailed')}</p>;
  if (users.length === 0)
    return <p>{status === 'pending' ? t('admin:users.noPending') : t('admin:users.empty')}</p>;

  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left">
        <caption className="sr-only">
          {status === 'pending' ? t('admin:nav.pending') : t('admin:nav.users')}
        </caption>
        <thead>
          <tr className="border-b border-line">
            <th className="p-2">{t('admin:users.name')}</th>
            <th className="p-2">{t('admin:users.email')}</th>
            <th className="p-2">{t('admin:users.company')}</th>
            <th className="p-2">{t('admin:users.city')}</th>
            <th className="p-2">{t('admin:users.registered')}</th>
            <th className="p-2">{t('admin:users.status')}</th>
            <th className="p-2">{t('admin:users.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user._id} className="border-b border-line">
              <td className="p-2">
                <span className="flex flex-col gap-1">
                  {`${user.firstName} ${user.lastName}`}
                  {/* docs/product.md, “Reports and moderation”: hidden often, flagged. */}
                  {user.flagged && <SellerFlag count={user.hiddenRecently} />}
                </span>
              </td>
              <td className="p-2">{user.email}</td>
              <td className="p-2">
                {/* docs/product.md, “The dealer's page”: checked before the account is approved. */}
                {user.company ? (
                  <span className="flex flex-col text-sm">
                    <span className="font-medium">{user.company.name}</span>
                    <span>{t('admin:users.pib', { pib: user.company.pib })}</span>
                    <span>
                      {t('admin:users.registrationNumber', {
                        number: user.company.registrationNumber,
                      })}
                    </span>
                    {user.company.address && <span>{user.company.address}</span>}
                  </span>
                ) : (
                  <span className="text-sm text-muted">{t('admin:users.person')}</span>
                )}
              </td>
              <td className="p-2">{referenceName(user.city?.name)}</td>
              <td className="p-2">{formatDate(user.createdAt)}</td>
              <td className="p-2">{t(statusKey[user.status])}</td>
              <td className="flex gap-2 p-2">
                {actionsFor(user).map((action) => {
                  const name = `${user.firstName} ${user.lastName}`;
                  const common = {
                    size: 'sm',
                    isDisabled: isSaving,
                    'aria-label': `${label[action]}: ${name}`,
                  } as const;
                  // Rejecting or blocking an account is hard to undo: it asks first.
                  return action === 'reject' || action === 'block' ? (
                    <ReasonConfirmButton
                      key={action}
                      {...common}
                      variant="danger"
                      question={t(confirmKey[action].question)}
                      explanation={t(confirmKey[action].text, { name })}
                      reasonHint={t('admin:confirm.reasonToUser')}
                      confirmLabel={label[action]}
                      cancelLabel={t('admin:confirm.cancel')}
                      onConfirm={(reason) => void run(user, action, reason)}
                    >
                      {label[action]}
                    </ReasonConfirmButton>
                  ) : (
                    <Button key={action} {...common} onPress={() => run(user, action)}>
                      {label[action]}
                    </Button>
                  );
                })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
