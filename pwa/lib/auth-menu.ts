/** Name of the window event that asks the header to open the sign-in menu. */
export const OPEN_AUTH_MENU_EVENT = 'gala:open-auth-menu'

/**
 * Asks the header to open the sign-in menu (does nothing when someone is signed in). An event rather than an import
 * of the header: features ask for sign-in without depending on the app's layout (docs/architecture.md, "Import
 * directions").
 */
export function openAuthMenu(): void {
  window.dispatchEvent(new CustomEvent(OPEN_AUTH_MENU_EVENT))
}
