import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  Handshake,
  House,
  Lock,
  LogOut,
  Settings,
  SlidersHorizontal,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { dashboardCatalogue } from '@nestling/shared';
import { Avatar } from '@/components/ui';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';

export interface ProfileMenuProps {
  /** The parent's photo path (spec §3 photoUrl); a default avatar is shown without one. */
  photoUrl: string | null;
  profileSettingsPath: string;
  /** The settings screen (data, appearance, calendar feed, blocks, subscription, account). */
  settingsPath: string;
  /** The Family screen: members, roles, invitations (issue 24). */
  familyPath: string;
  /**
   * My Requests: the friend and meetup requests sent and received (spec §2.19, issue 29);
   * omitted, the menu has no such item (a caregiver's, issue 24).
   */
  myRequestsPath?: string;
  privacyPath: string;
  onLogout: () => void;
  isLoggingOut?: boolean;
}

const ITEM_CLASSES =
  'flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left text-sm font-semibold text-ink-800 hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-none';

/**
 * The dashboard's profile picture button and its menu (spec §2.9): Profile Settings, Privacy and
 * Logout, and Settings after Profile Settings (issue 29: the settings left the parent hub), then
 * Family (issue 24), then My Requests (issue 29: linked from nowhere before). A menu button (aria-haspopup, aria-expanded) with role="menu"/"menuitem"; it opens
 * with a click, Enter, Space or ArrowDown, moves with the arrows, Home and End, and closes on
 * Escape (focus back on the button), Tab, a choice, or a click outside.
 */
export function ProfileMenu({
  photoUrl,
  profileSettingsPath,
  settingsPath,
  familyPath,
  myRequestsPath,
  privacyPath,
  onLogout,
  isLoggingOut = false,
}: ProfileMenuProps) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const closeOnOutsidePress = (event: PointerEvent | MouseEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePress);
    document.addEventListener('mousedown', closeOnOutsidePress);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePress);
      document.removeEventListener('mousedown', closeOnOutsidePress);
    };
  }, [open]);

  const { t } = useTranslation(dashboardCatalogue);
  const links: { to: string; icon: LucideIcon; label: string }[] = [
    { to: profileSettingsPath, icon: Settings, label: t('menu.profileSettings') },
    { to: settingsPath, icon: SlidersHorizontal, label: t('menu.settings') },
    { to: familyPath, icon: House, label: t('menu.family') },
    ...(myRequestsPath
      ? [{ to: myRequestsPath, icon: Handshake, label: t('menu.myRequests') }]
      : []),
    { to: privacyPath, icon: Lock, label: t('menu.privacy') },
  ];

  function items(): HTMLElement[] {
    return Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function handleMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => list[(next + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(list.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  }

  function handleButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  }

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={t('menu.button')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={handleButtonKeyDown}
        className={cn(
          'block rounded-full p-0.5 transition-colors',
          open ? 'bg-brand-400' : 'hover:bg-brand-200',
        )}
      >
        <Avatar src={photoUrl} size="sm" className="sm:size-14" />
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={t('menu.label')}
          tabIndex={-1}
          onKeyDown={handleMenuKeyDown}
          className="absolute right-0 z-30 mt-2 w-56 origin-top-right rounded-2xl border border-ink-900/10 bg-surface p-1.5 shadow-xl"
        >
          {links.map(({ to, icon: Icon, label }) => (
            <Link
              key={to}
              role="menuitem"
              tabIndex={-1}
              to={to}
              className={ITEM_CLASSES}
              onClick={() => setOpen(false)}
            >
              <Icon aria-hidden="true" className="size-4" /> {label}
            </Link>
          ))}
          <div role="separator" className="my-1 h-px bg-ink-900/10" />
          <button
            role="menuitem"
            tabIndex={-1}
            type="button"
            className={cn(
              ITEM_CLASSES,
              'text-danger-700 hover:bg-danger-50 focus-visible:bg-danger-50',
            )}
            disabled={isLoggingOut}
            onClick={() => {
              setOpen(false);
              onLogout();
            }}
          >
            <LogOut aria-hidden="true" className="size-4" />{' '}
            {isLoggingOut ? t('menu.loggingOut') : t('menu.logout')}
          </button>
        </div>
      )}
    </div>
  );
}
