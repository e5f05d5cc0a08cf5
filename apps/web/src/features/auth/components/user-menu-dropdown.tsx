import { LayoutDashboard, LogOut, Moon, Sun, UserCog } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  Dropdown,
  DropdownContent,
  DropdownItem,
  DropdownHeading,
  DropdownLabel,
  DropdownRadioGroup,
  DropdownRadioItem,
  DropdownSeparator,
  DropdownTrigger,
} from '../../../components/ui/dropdown.tsx';
import type { MenuProps } from '../../../components/ui/deferred-menu.tsx';
import { useLang } from '../../../hooks/use-lang.ts';
import { useSwitchLanguage } from '../../../hooks/use-switch-language.ts';
import { useTheme } from '../../../hooks/use-theme.ts';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage } from '../../../lib/languages.ts';
import { useSignedInSession } from '../hooks/use-session.ts';
import { signOut } from '../session.ts';

// Declared here, where the menu is, so the trigger that loads it lazily imports only its type.
export type UserMenuActions = { onOpenAccount?: () => void; onOpenConsole?: () => void };

/** The user menu itself, loaded on first use (see DeferredMenu). */
export function UserMenuDropdown({
  trigger,
  defaultOpen,
  onOpenAccount,
  onOpenConsole,
}: MenuProps & UserMenuActions) {
  const { t } = useTranslation();
  const { theme, toggleTheme } = useTheme();
  const lang = useLang();
  const switchLanguage = useSwitchLanguage();
  const { me, role } = useSignedInSession();
  const { user } = me;
  const fullName = `${user.firstname} ${user.lastname}`.trim() || user.username;
  return (
    <Dropdown defaultOpen={defaultOpen}>
      <DropdownTrigger asChild>{trigger}</DropdownTrigger>
      <DropdownContent side="top" align="start">
        <DropdownLabel className="px-3 py-2">
          <span className="block text-sm font-medium">{fullName}</span>
          <span className="block text-xs text-slate-700 dark:text-slate-300" translate="no">
            {user.email}
          </span>
          <span className="block text-xs text-slate-700 dark:text-slate-300">
            {t(`roles.${role}`)}
          </span>
        </DropdownLabel>
        <DropdownSeparator />
        {onOpenAccount && (
          <DropdownItem onSelect={onOpenAccount} data-testid="open-account">
            <UserCog aria-hidden="true" className="size-4" />
            {t('userMenu.account')}
          </DropdownItem>
        )}
        {onOpenConsole && (
          <DropdownItem onSelect={onOpenConsole}>
            <LayoutDashboard aria-hidden="true" className="size-4" />
            {t('userMenu.console')}
          </DropdownItem>
        )}
        <DropdownItem
          data-testid="menu-theme-toggle"
          onSelect={(event) => {
            event.preventDefault();
            toggleTheme();
          }}
        >
          {theme === 'dark' ? (
            <Sun aria-hidden="true" className="size-4" />
          ) : (
            <Moon aria-hidden="true" className="size-4" />
          )}
          {theme === 'dark' ? t('theme.useLight') : t('theme.useDark')}
        </DropdownItem>
        <DropdownSeparator />
        <DropdownHeading>{t('language.label')}</DropdownHeading>
        <DropdownRadioGroup
          value={lang}
          onValueChange={(value) => {
            if (isLanguage(value)) switchLanguage(value);
          }}
        >
          {LANGUAGES.map((code) => (
            <DropdownRadioItem
              key={code}
              value={code}
              lang={code}
              data-testid={`menu-language-${code}`}
            >
              {LANGUAGE_NAMES[code]}
            </DropdownRadioItem>
          ))}
        </DropdownRadioGroup>
        <DropdownSeparator />
        <DropdownItem onSelect={() => void signOut()} data-testid="logout">
          <LogOut aria-hidden="true" className="size-4" />
          {t('userMenu.logout')}
        </DropdownItem>
      </DropdownContent>
    </Dropdown>
  );
}
