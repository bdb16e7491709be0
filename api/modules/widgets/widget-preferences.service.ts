/**
 * Home widget preferences (doc 3 §3-§4, doc 2 §6): one widget at a time, stored per user; the
 * defaults apply until the user saves.
 */
import {
  DEFAULT_WIDGET_PREFERENCES,
  enabledWidgets,
  normalisePreferences,
  WidgetId,
  type WidgetPreferences,
  type WidgetPreferencesResponse,
  type WidgetPreferencesUpdate,
} from '../../contracts/widgets.ts'
import type { PublicUser } from '../../contracts/user.ts'
import type { AppDeps } from '../../types.ts'
import { widgetPreferencesRepository, type WidgetPreferenceRow } from './widget-preferences.repository.ts'

/** The stored row as preferences: the order lists exactly the enabled widgets, stored order first. */
function presentPreferences(row: WidgetPreferenceRow): WidgetPreferences {
  const flags = { weatherEnabled: row.weatherEnabled, forexEnabled: row.forexEnabled, lottoEnabled: row.lottoEnabled }
  return { ...flags, widgetOrder: enabledWidgets({ ...flags, widgetOrder: parseOrder(row.widgetOrder) }) }
}

function parseOrder(text: string): WidgetId[] {
  try {
    const value = JSON.parse(text) as unknown
    return Array.isArray(value) ? value.filter((id): id is WidgetId => WidgetId.safeParse(id).success) : []
  } catch {
    return []
  }
}

/**
 * Defaults when nothing is saved (doc 3 §4: weather on, forex off, lotto off, order weather). Doc 2 §6:
 * admins and moderators always see the weather widget then; other users see it when the default
 * weatherEnabled is on (which it is).
 */
export function defaultPreferences(user: Pick<PublicUser, 'isStaff'> | null): WidgetPreferences {
  if (user?.isStaff) return { weatherEnabled: true, forexEnabled: false, lottoEnabled: false, widgetOrder: ['weather'] }
  return { ...DEFAULT_WIDGET_PREFERENCES, widgetOrder: [...DEFAULT_WIDGET_PREFERENCES.widgetOrder] }
}

export function widgetPreferencesService(deps: Pick<AppDeps, 'db'>) {
  const repo = widgetPreferencesRepository(deps.db)
  return {
    async get(user: PublicUser): Promise<WidgetPreferencesResponse> {
      const row = await repo.findByUser(user.id)
      return row ? { ...presentPreferences(row), isDefault: false } : { ...defaultPreferences(user), isDefault: true }
    },

    /** Saves the flags (the contract allows at most one on); the order becomes just the enabled widget. */
    async update(user: PublicUser, body: WidgetPreferencesUpdate): Promise<WidgetPreferencesResponse> {
      const preferences = normalisePreferences(body)
      const row = await repo.save(user.id, {
        weatherEnabled: preferences.weatherEnabled,
        forexEnabled: preferences.forexEnabled,
        lottoEnabled: preferences.lottoEnabled,
        widgetOrder: JSON.stringify(preferences.widgetOrder),
      })
      return { ...presentPreferences(row), isDefault: false }
    },
  }
}
