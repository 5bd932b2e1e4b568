import { useId, useState } from 'react';
import { Menu, X } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { commonCatalogue, type MessageKey } from '@nestling/shared';
import { Button, Logo, buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';
import { UnreadBadge } from '@/entities/notifications/components/unread-badge';
import { useSession } from '@/entities/parent/api/get-session';
import { useCan } from '@/entities/parent/api/use-can';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';

interface NavItem {
  to: string;
  /** The link's name in the common catalogue. */
  label: MessageKey<typeof commonCatalogue>;
  end: boolean;
  /** A guardian's only (issue 24). */
  guardianOnly?: boolean;
  /** A moderator's only (issue 27: the Moderation screen). */
  moderatorOnly?: boolean;
}

const SIGNED_IN_LINKS: readonly NavItem[] = [
  { to: paths.dashboard, label: 'nav.dashboard', end: true },
  { to: paths.parentHub, label: 'nav.parentHub', end: false },
  { to: paths.explore, label: 'nav.explore', end: false, guardianOnly: true },
  { to: paths.messages, label: 'nav.messages', end: false, guardianOnly: true },
  { to: paths.notifications, label: 'nav.notifications', end: false },
  { to: paths.moderation, label: 'nav.moderation', end: false, moderatorOnly: true },
];

function linkClasses({ isActive }: { isActive: boolean }): string {
  return cn(
    'block rounded-xl px-3 py-2 text-sm font-semibold transition-colors',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-ink-700 hover:bg-ink-900/5 hover:text-ink-900',
  );
}

/**
 * The top navigation bar (spec §2.3). Signed in: Dashboard, Parent Hub, Explore Kids,
 * Messages, Notifications (with the unread count), Moderation for a moderator (issue 27) and
 * Logout — a caregiver has no Explore Kids or Messages (issue 24); signed out: Login and
 * Register.
 * Below 768 px the links fold into a "Menu" disclosure.
 */
export function NavBar() {
  const { parent } = useSession();
  const can = useCan();
  const { logout, isLoggingOut } = useLogout();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { t } = useTranslation(commonCatalogue);
  const close = () => setOpen(false);

  const links = parent ? (
    <>
      {SIGNED_IN_LINKS.filter(
        (link) =>
          (can.guardian || !link.guardianOnly) &&
          (parent.role === 'moderator' || !link.moderatorOnly),
      ).map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end={link.end} className={linkClasses} onClick={close}>
            {t(link.label)}
            {link.to === paths.notifications && <UnreadBadge />}
          </NavLink>
        </li>
      ))}
      <li className="md:ml-2">
        <Button
          variant="secondary"
          size="sm"
          className="w-full md:w-auto"
          onClick={logout}
          disabled={isLoggingOut}
        >
          {isLoggingOut ? t('nav.loggingOut') : t('nav.logout')}
        </Button>
      </li>
    </>
  ) : (
    <>
      <li>
        <NavLink to={paths.login} className={linkClasses} onClick={close}>
          {t('nav.login')}
        </NavLink>
      </li>
      <li>
        <Link
          to={paths.register}
          className={cn(buttonClasses('primary', 'sm'), 'w-full md:w-auto')}
          onClick={close}
        >
          {t('nav.register')}
        </Link>
      </li>
    </>
  );

  return (
    <header className="sticky top-0 z-20 border-b border-ink-900/10 bg-surface/90 backdrop-blur supports-[backdrop-filter]:bg-surface/75">
      <nav
        aria-label={t('nav.main')}
        className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-2.5 sm:px-6"
      >
        <Link
          to={parent ? paths.dashboard : paths.login}
          className="rounded-xl"
          aria-label={t('app.home')}
        >
          <Logo />
        </Link>
        <button
          type="button"
          className={cn(buttonClasses('ghost', 'sm'), 'md:hidden')}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? (
            <X aria-hidden="true" className="size-5" />
          ) : (
            <Menu aria-hidden="true" className="size-5" />
          )}
          {t('nav.menu')}
          {parent && !open && <UnreadBadge />}
        </button>
        <ul
          id={panelId}
          className={cn(
            'w-full flex-col gap-1 pb-2 md:flex md:w-auto md:flex-row md:items-center md:pb-0',
            open ? 'flex' : 'hidden',
          )}
        >
          {links}
        </ul>
      </nav>
    </header>
  );
}
