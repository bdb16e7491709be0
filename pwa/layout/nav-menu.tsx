import { Link } from '@tanstack/react-router'
import { Menu } from 'lucide-react'
import { SideSheet } from '@/components/ui/side-sheet'
import { NAV_LINKS } from '@/lib/nav-links'

/** The hamburger and the left navigation menu with every section of the site (spec doc 1 §2). */
export function NavMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <SideSheet
      open={open}
      onOpenChange={onOpenChange}
      side="left"
      title="Menu"
      data-testid="nav-menu"
      trigger={(props) => (
        <button {...props} aria-label="Open menu" className="inline-flex h-11 w-11 items-center justify-center rounded-md hover:bg-slate-900/10">
          <Menu className="h-6 w-6" aria-hidden="true" />
        </button>
      )}
    >
        <nav aria-label="Main">
          <ul className="py-2">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  onClick={() => onOpenChange(false)}
                  activeOptions={{ exact: true }}
                  activeProps={{ 'aria-current': 'page', className: 'bg-blue-50 font-semibold text-blue-800' }}
                  className="block px-5 py-3 text-base text-slate-800 hover:bg-slate-100"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
    </SideSheet>
  )
}
