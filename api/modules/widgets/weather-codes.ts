import type { WeatherIcon } from '../../contracts/widgets.ts'

/**
 * WMO weather interpretation codes (the `weather_code` Open-Meteo reports) as the words and icons the
 * tiles show. Night turns the clear and partly cloudy icons into their moon versions.
 */
const CODES: Record<number, { text: string; icon: WeatherIcon }> = {
  0: { text: 'Clear sky', icon: 'sun' },
  1: { text: 'Mainly clear', icon: 'sun' },
  2: { text: 'Partly cloudy', icon: 'cloud-sun' },
  3: { text: 'Overcast', icon: 'cloud' },
  45: { text: 'Fog', icon: 'fog' },
  48: { text: 'Freezing fog', icon: 'fog' },
  51: { text: 'Light drizzle', icon: 'drizzle' },
  53: { text: 'Drizzle', icon: 'drizzle' },
  55: { text: 'Heavy drizzle', icon: 'drizzle' },
  56: { text: 'Freezing drizzle', icon: 'drizzle' },
  57: { text: 'Freezing drizzle', icon: 'drizzle' },
  61: { text: 'Light rain', icon: 'rain' },
  63: { text: 'Rain', icon: 'rain' },
  65: { text: 'Heavy rain', icon: 'heavy-rain' },
  66: { text: 'Freezing rain', icon: 'rain' },
  67: { text: 'Freezing rain', icon: 'heavy-rain' },
  71: { text: 'Light snow', icon: 'snow' },
  73: { text: 'Snow', icon: 'snow' },
  75: { text: 'Heavy snow', icon: 'snow' },
  77: { text: 'Snow grains', icon: 'snow' },
  80: { text: 'Light showers', icon: 'rain' },
  81: { text: 'Rain showers', icon: 'rain' },
  82: { text: 'Violent rain showers', icon: 'heavy-rain' },
  85: { text: 'Snow showers', icon: 'snow' },
  86: { text: 'Heavy snow showers', icon: 'snow' },
  95: { text: 'Thunderstorm', icon: 'thunderstorm' },
  96: { text: 'Thunderstorm with hail', icon: 'thunderstorm' },
  99: { text: 'Thunderstorm with heavy hail', icon: 'thunderstorm' },
}

/** Words and icon for a WMO code; unknown codes read 'Unknown' with a cloud. */
export function describeWeatherCode(code: number, isDay = true): { text: string; icon: WeatherIcon } {
  const known = CODES[code] ?? { text: 'Unknown', icon: 'cloud' as const }
  if (isDay) return known
  if (known.icon === 'sun') return { ...known, icon: 'moon' }
  if (known.icon === 'cloud-sun') return { ...known, icon: 'cloud-moon' }
  return known
}
