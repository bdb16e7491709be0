/**
 * A small User-Agent reader for the sessions list: the browser and the operating system, in words a
 * person recognises ("Chrome on Android"). No parser library is installed (ua-parser-js, bowser), and the
 * list only needs the main families, so this is a few ordered patterns (decision 022). Order matters:
 * Edge, Opera and Samsung Internet also say "Chrome", Chrome also says "Safari", iOS browsers say "Safari".
 */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFxiOS\//, 'Firefox'],
  [/\bCriOS\//, 'Chrome'],
  [/\bFirefox\//, 'Firefox'],
  [/\bHeadlessChrome\//, 'Chrome'],
  [/\bChrom(?:e|ium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bcurl\//, 'curl'],
]

const SYSTEMS: [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\b(?:iPhone|iPod)\b/, 'iOS'],
  [/\biPad\b/, 'iPadOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
]

export interface DeviceDescription {
  browser: string
  os: string
}

/** The browser and OS names for a User-Agent header; "Unknown browser" / "Unknown system" when unrecognised. */
export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  const ua = userAgent ?? ''
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? 'Unknown browser'
  const os = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? 'Unknown system'
  return { browser, os }
}
