import { Github, Linkedin, MapPin, Twitter, Youtube, Mail } from 'lucide-react';
import { Link } from 'react-router';

import { Logo } from '@/components/brand/logo';

const columns = [
  {
    title: 'Product',
    links: [
      { to: '/register', label: 'Register' },
      { to: '/login', label: 'Login' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/contact', label: 'Contact' },
      { to: '/contact?topic=community', label: 'Community' },
      { to: '/contact?topic=reseller', label: 'Reseller' },
    ],
  },
] as const;

const socials = [
  { href: 'https://x.com/aeriehq', label: 'X (Twitter)', icon: Twitter },
  { href: 'https://www.linkedin.com/company/aeriehq', label: 'LinkedIn', icon: Linkedin },
  { href: 'https://github.com/aeriehq', label: 'GitHub', icon: Github },
  { href: 'https://www.youtube.com/@aeriehq', label: 'YouTube', icon: Youtube },
] as const;

const heading = 'text-sm font-semibold text-zinc-900';
const linkClass =
  'inline-flex items-center gap-2 rounded text-sm text-zinc-600 transition-colors hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500';

export function SiteFooter() {
  return (
    <footer className="border-t border-zinc-200 bg-zinc-50">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <div className="grid gap-10 lg:grid-cols-[1fr_2fr]">
          <div className="max-w-xs">
            <Logo />
            <p className="mt-4 text-sm leading-6 text-zinc-600">
              Build applications, websites and automations without code — then host, deploy and grow them with your
              team.
            </p>
          </div>

          <div className="grid grid-cols-2 gap-8 sm:grid-cols-[1fr_1fr_1fr_1.5fr]">
            {columns.map((column) => (
              <div key={column.title}>
                <h2 className={heading}>{column.title}</h2>
                <ul className="mt-4 space-y-3">
                  {column.links.map((link) => (
                    <li key={link.label}>
                      <Link to={link.to} className={linkClass}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}

            <div>
              <h2 className={heading}>Socials</h2>
              <ul className="mt-4 space-y-3">
                {socials.map(({ href, label, icon: Icon }) => (
                  <li key={label}>
                    <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                      <Icon className="size-4 text-zinc-400" aria-hidden="true" />
                      {label}
                    </a>
                  </li>
                ))}
              </ul>
            </div>

            <div>
              <h2 className={heading}>Contact</h2>
              <address className="mt-4 space-y-3 text-sm leading-6 text-zinc-600 not-italic">
                <p className="flex gap-2">
                  <MapPin className="mt-1 size-4 shrink-0 text-zinc-400" aria-hidden="true" />
                  <span>
                    Aerie Ltd
                    <br />
                    20 Eastbourne Terrace
                    <br />
                    London W2 6LG
                  </span>
                </p>
                <p className="flex items-center gap-2">
                  <Mail className="size-4 shrink-0 text-zinc-400" aria-hidden="true" />
                  <a href="mailto:hello@aerie.dev" className={linkClass}>
                    hello@aerie.dev
                  </a>
                </p>
              </address>
            </div>
          </div>
        </div>

        <div className="mt-12 flex flex-col gap-2 border-t border-zinc-200 pt-8 text-xs text-zinc-500 sm:flex-row sm:justify-between">
          <p>© {new Date().getFullYear()} Aerie Ltd. All rights reserved.</p>
          <p>Build applications, websites and automations without code.</p>
        </div>
      </div>
    </footer>
  );
}
