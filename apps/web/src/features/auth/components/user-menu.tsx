import { useTranslation } from 'react-i18next';
import { InitialsAvatar } from '../../../components/ui/avatar.tsx';
import { DeferredMenu } from '../../../components/ui/deferred-menu.tsx';
import { useSignedInSession } from '../hooks/use-session.ts';
import type { UserMenuActions } from './user-menu-dropdown.tsx';

const loadDropdown = () =>
  import('./user-menu-dropdown.tsx').then((module) => module.UserMenuDropdown);

/**
 * The footer menu of both signed-in layouts: initials avatar, full name, role and e-mail; the
 * account dialog (dashboard only), the console link (SuperAdmin in the dashboard), theme, logout.
 */
export function UserMenu(actions: UserMenuActions) {
  const { t } = useTranslation();
  const { me, role } = useSignedInSession();
  const { user } = me;
  const fullName = `${user.firstname} ${user.lastname}`.trim() || user.username;
  return (
    <DeferredMenu
      load={loadDropdown}
      props={actions}
      trigger={
        <button
          data-testid="user-menu"
          aria-label={t('userMenu.open', { name: fullName })}
          className="flex w-full items-center gap-3 rounded-lg p-2 text-left hover:bg-slate-100 dark:hover:bg-slate-800"
        >
          <InitialsAvatar
            seed={user.id}
            firstname={user.firstname}
            lastname={user.lastname}
            fallback={user.username}
          />
          <span className="flex min-w-0 flex-col">
            <span className="truncate text-sm font-medium">{fullName}</span>
            <span className="truncate text-xs text-slate-700 dark:text-slate-300">
              {t(`roles.${role}`)}
            </span>
          </span>
        </button>
      }
    />
  );
}
