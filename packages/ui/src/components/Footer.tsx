import type { ReactNode } from 'react';
import { cx } from '../utils';
import { Link } from './Link';

export interface FooterProps {
  /** The footer links in order (Početna, Moji oglasi, Moj nalog, Kontakt, O nama, ...). */
  links: { label: string; href: string }[];
  /** Accessible name of the link list's navigation. */
  navLabel: string;
  /** The signature line ("Izrada: ..."), text or a link. */
  signature: ReactNode;
  /** Optional brand/copyright line shown above the signature. */
  copyright?: string;
  /** A control after the links (the script switch). */
  extra?: ReactNode;
  className?: string;
}

/** The site footer: the spec's link list and the signature. */
export function Footer({ links, navLabel, signature, copyright, extra, className }: FooterProps) {
  return (
    <footer className={cx('bg-primary-900 text-white', className)}>
      <div className="mx-auto flex max-w-(--container-page) flex-col gap-6 px-4 py-8 sm:px-6">
        <nav aria-label={navLabel}>
          <ul className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-2 md:grid-cols-4">
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} variant="inverse" className="flex min-h-11 items-center">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {extra && <div className="-ms-2 flex">{extra}</div>}
        <div className="flex flex-col gap-1 border-t border-white/20 pt-4 text-sm text-primary-100">
          {copyright && <p>{copyright}</p>}
          <p>{signature}</p>
        </div>
      </div>
    </footer>
  );
}
