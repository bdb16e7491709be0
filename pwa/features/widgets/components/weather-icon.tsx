import { Cloud, CloudDrizzle, CloudFog, CloudLightning, CloudMoon, CloudRain, CloudRainWind, CloudSun, Moon, Snowflake, Sun, type LucideIcon } from 'lucide-react'
import type { WeatherIcon as WeatherIconId } from '@contracts/widgets'

const ICONS: Record<WeatherIconId, LucideIcon> = {
  sun: Sun,
  moon: Moon,
  'cloud-sun': CloudSun,
  'cloud-moon': CloudMoon,
  cloud: Cloud,
  fog: CloudFog,
  drizzle: CloudDrizzle,
  rain: CloudRain,
  'heavy-rain': CloudRainWind,
  thunderstorm: CloudLightning,
  snow: Snowflake,
}

/** The picture of a weather condition; decorative (the condition is always written beside it). */
export function WeatherIcon({ icon, className }: { icon: WeatherIconId; className?: string }) {
  const Icon = ICONS[icon] ?? Cloud
  return <Icon className={className} aria-hidden="true" />
}
