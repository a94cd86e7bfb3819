import type { ReactNode } from 'react';
import { Button as RACButton, Link as RACLink } from 'react-aria-components';
import { focusRing, cx } from '../utils';
import { Avatar } from './Avatar';
import { ChevronDownIcon, MenuIcon } from './icons';
import { Link } from './Link';
import { Menu, MenuItem, MenuTrigger } from './Menu';
import { Popover } from './Popover';

/** An entry of the user menu: a link (`href`) or an action (`onAction`, e.g. log out). */
export interface HeaderMenuItem {
  id: string;
  label: string;
  href?: string;
  onAction?: () => void;
  /** Something new behind this entry (e.g. changed followed adverts): shown when above 0. */
  count?: number;
  /** The count in words for screen readers ("2 promene"). */
  countLabel?: string;
}

export interface HeaderProps {
  /** The logo's content (wordmark or image). */
  logo: ReactNode;
  /** Accessible name of the logo link ("AutoBerza – početna"). */
  logoLabel: string;
  /** Where the logo leads. */
  homeHref?: string;
  /** The primary action, "Postavi oglas". */
  postAdvert: { label: string; href: string };
  /** The signed-in user's menu ("Moji oglasi", "Moj nalog", "Odjava"); omit when signed out. */
  userMenu?: {
    /** Trigger text, usually the user's name. */
    label: string;
    items: HeaderMenuItem[];
    avatarSrc?: string | null;
    initials?: string;
    /** Everything new behind the menu's entries, shown on the trigger when above 0. */
    count?: number;
    /** The trigger's count in words for screen readers ("2 novosti"). */
    countLabel?: string;
  };
  /** Links shown to signed-out visitors (e.g. "Prijava", "Registracija"). */
  guestLinks?: { label: string; href: string }[];
  /** Site links for everyone, before the primary action and first in the phone menu ("Pretraga"). */
  navLinks?: { label: string; href: string }[];
  /** Accessible name of the site navigation. */
  navLabel: string;
  /** Accessible name of the hamburger button on small screens ("Meni"). */
  menuLabel: string;
  /** A control shown at every width, before the menus (the script switch). */
  extra?: ReactNode;
  className?: string;
}

const iconButton = (rp: { isFocusVisible: boolean }) =>
  cx(
    focusRing(rp),
    'flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-2 rounded-field px-2 text-ink hover:bg-primary-50',
  );

/** A small count pill, its words for screen readers beside it. */
function Count({ count, label }: { count?: number; label?: string }) {
  if (!count || count <= 0) return null;
  return (
    <>
      <span
        aria-hidden="true"
        className="inline-flex min-h-5 min-w-5 items-center justify-center rounded-full bg-accent-700 px-1.5 text-xs font-bold text-white"
      >
        {count}
      </span>
      {label && <span className="sr-only">{label}</span>}
    </>
  );
}

function MenuItems({ items }: { items: HeaderMenuItem[] }) {
  return items.map((item) => (
    <MenuItem
      key={item.id}
      id={item.id}
      href={item.href}
      onAction={item.onAction}
      textValue={item.label}
    >
      <span className="flex flex-1 items-center justify-between gap-3">
        <span>{item.label}</span>
        <Count count={item.count} label={item.countLabel} />
      </span>
    </MenuItem>
  ));
}

/** The site header: logo to home, "post advert", user menu; a hamburger menu below 768 px. */
export function Header({
  logo,
  logoLabel,
  homeHref = '/home',
  postAdvert,
  userMenu,
  guestLinks = [],
  navLinks = [],
  navLabel,
  menuLabel,
  extra,
  className,
}: HeaderProps) {
  const mobileItems: HeaderMenuItem[] = [
    ...navLinks.map((l) => ({ id: `nav-${l.href}`, label: l.label, href: l.href })),
    { id: 'post-advert', label: postAdvert.label, href: postAdvert.href },
    ...(userMenu?.items ?? guestLinks.map((l) => ({ id: l.href, label: l.label, href: l.href }))),
  ];
  return (
    <header className={cx('border-b border-line bg-surface', className)}>
      <nav
        aria-label={navLabel}
        className="mx-auto flex min-h-16 max-w-(--container-page) items-center gap-4 px-4 sm:px-6"
      >
        <RACLink
          href={homeHref}
          aria-label={logoLabel}
          className={(rp) =>
            cx(
              focusRing(rp),
              'flex min-h-11 items-center rounded-md text-xl font-bold text-primary-800 no-underline',
            )
          }
        >
          {logo}
        </RACLink>
        <div className="flex-1" />
        {extra}
        <div className="hidden items-center gap-3 md:flex">
          {[...navLinks, ...(userMenu ? [] : guestLinks)].map((l) => (
            <Link
              key={l.href}
              href={l.href}
              variant="subtle"
              className="flex min-h-11 items-center px-2"
            >
              {l.label}
            </Link>
          ))}
          <Link href={postAdvert.href} variant="button">
            {postAdvert.label}
          </Link>
          {userMenu && (
            <MenuTrigger>
              <RACButton className={iconButton}>
                <Avatar size="xs" alt="" src={userMenu.avatarSrc} initials={userMenu.initials} />
                <span className="max-w-40 truncate font-medium">{userMenu.label}</span>
                <Count count={userMenu.count} label={userMenu.countLabel} />
                <ChevronDownIcon className="text-muted" />
              </RACButton>
              <Popover placement="bottom end" matchTriggerWidth={false} className="min-w-56">
                <Menu aria-label={userMenu.label}>
                  <MenuItems items={userMenu.items} />
                </Menu>
              </Popover>
            </MenuTrigger>
          )}
        </div>
        <div className="md:hidden">
          <MenuTrigger>
            <RACButton
              aria-label={
                userMenu?.count && userMenu.countLabel
                  ? `${menuLabel}, ${userMenu.countLabel}`
                  : menuLabel
              }
              className={iconButton}
            >
              <MenuIcon width={24} height={24} />
              <Count count={userMenu?.count} />
            </RACButton>
            <Popover placement="bottom end" className="w-[calc(100vw-2rem)] max-w-sm">
              <Menu aria-label={menuLabel}>
                <MenuItems items={mobileItems} />
              </Menu>
            </Popover>
          </MenuTrigger>
        </div>
      </nav>
    </header>
  );
}
