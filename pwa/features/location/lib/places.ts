/**
 * The built-in list of Philippine cities and areas used for manual location entry (spec doc 2 §5):
 * the 17 local government units of Metro Manila, well-known districts inside them, and the major
 * provincial cities. Coordinates are city-centre points, good enough to order cinemas by distance.
 */
export interface Place {
  name: string
  lat: number
  lng: number
}

export interface Coordinates {
  lat: number
  lng: number
}

/** Default location (spec doc 2 §9): Manila, also the default manual-entry coordinate. */
export const MANILA: Place = { name: 'Manila', lat: 14.5995, lng: 120.9842 }

export const PHILIPPINE_PLACES: readonly Place[] = [
  // Metro Manila
  MANILA,
  { name: 'Makati City', lat: 14.5547, lng: 121.0244 },
  { name: 'Quezon City', lat: 14.676, lng: 121.0437 },
  { name: 'Taguig City', lat: 14.5176, lng: 121.0509 },
  { name: 'Pasig City', lat: 14.5764, lng: 121.0851 },
  { name: 'Mandaluyong City', lat: 14.5794, lng: 121.0359 },
  { name: 'San Juan City', lat: 14.6019, lng: 121.0355 },
  { name: 'Pasay City', lat: 14.5378, lng: 121.0014 },
  { name: 'Parañaque City', lat: 14.4793, lng: 121.0198 },
  { name: 'Las Piñas City', lat: 14.4445, lng: 120.9939 },
  { name: 'Muntinlupa City', lat: 14.4081, lng: 121.0415 },
  { name: 'Marikina City', lat: 14.6507, lng: 121.1029 },
  { name: 'Caloocan City', lat: 14.6507, lng: 120.9672 },
  { name: 'Malabon City', lat: 14.6681, lng: 120.9658 },
  { name: 'Navotas City', lat: 14.6667, lng: 120.9417 },
  { name: 'Valenzuela City', lat: 14.7011, lng: 120.983 },
  { name: 'Pateros', lat: 14.5454, lng: 121.0687 },
  // Districts and areas people type
  { name: 'Bonifacio Global City (BGC)', lat: 14.5509, lng: 121.0503 },
  { name: 'Ortigas Center', lat: 14.5869, lng: 121.0614 },
  { name: 'Cubao', lat: 14.6195, lng: 121.0537 },
  { name: 'Alabang', lat: 14.4231, lng: 121.0416 },
  { name: 'Eastwood City', lat: 14.6091, lng: 121.0781 },
  { name: 'Binondo', lat: 14.5995, lng: 120.9748 },
  { name: 'Ermita', lat: 14.5833, lng: 120.9847 },
  { name: 'Malate', lat: 14.5714, lng: 120.9897 },
  { name: 'Intramuros', lat: 14.5896, lng: 120.9747 },
  { name: 'Diliman', lat: 14.6538, lng: 121.0685 },
  { name: 'Novaliches', lat: 14.7286, lng: 121.0425 },
  { name: 'Mall of Asia (Pasay)', lat: 14.5352, lng: 120.9822 },
  // Major provincial cities
  { name: 'Cebu City', lat: 10.3157, lng: 123.8854 },
  { name: 'Mandaue City', lat: 10.3236, lng: 123.9223 },
  { name: 'Lapu-Lapu City', lat: 10.3103, lng: 123.9494 },
  { name: 'Davao City', lat: 7.1907, lng: 125.4553 },
  { name: 'Baguio City', lat: 16.4023, lng: 120.596 },
  { name: 'Iloilo City', lat: 10.7202, lng: 122.5621 },
  { name: 'Bacolod City', lat: 10.6765, lng: 122.9509 },
  { name: 'Cagayan de Oro', lat: 8.4542, lng: 124.6319 },
  { name: 'Zamboanga City', lat: 6.9214, lng: 122.079 },
  { name: 'General Santos City', lat: 6.1164, lng: 125.1716 },
  { name: 'Legazpi City', lat: 13.1391, lng: 123.7438 },
  { name: 'Naga City', lat: 13.6218, lng: 123.1948 },
  { name: 'Angeles City', lat: 15.145, lng: 120.5887 },
  { name: 'San Fernando, Pampanga', lat: 15.0286, lng: 120.6898 },
  { name: 'Olongapo City', lat: 14.8292, lng: 120.2828 },
  { name: 'Batangas City', lat: 13.7565, lng: 121.0583 },
  { name: 'Lipa City', lat: 13.9411, lng: 121.1631 },
  { name: 'Santa Rosa, Laguna', lat: 14.3122, lng: 121.1114 },
  { name: 'Calamba City', lat: 14.2117, lng: 121.1653 },
  { name: 'Antipolo City', lat: 14.6255, lng: 121.1245 },
  { name: 'Bacoor City', lat: 14.4624, lng: 120.9645 },
  { name: 'Dasmariñas City', lat: 14.3294, lng: 120.9367 },
  { name: 'Imus City', lat: 14.4297, lng: 120.9367 },
  { name: 'Tagaytay City', lat: 14.1153, lng: 120.9621 },
  { name: 'Malolos City', lat: 14.8433, lng: 120.8114 },
  { name: 'Dagupan City', lat: 16.0433, lng: 120.3333 },
  { name: 'Tacloban City', lat: 11.2444, lng: 125.0039 },
  { name: 'Dumaguete City', lat: 9.3068, lng: 123.3054 },
  { name: 'Puerto Princesa City', lat: 9.7392, lng: 118.7353 },
  { name: 'Butuan City', lat: 8.9475, lng: 125.5406 },
]

/** Lower-cased, accents folded (Parañaque = paranaque), runs of spaces and punctuation collapsed. */
export function normalisePlaceName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

/**
 * Finds a place by name (spec doc 2 §5): an exact match (case-insensitive) wins; otherwise the
 * first place whose name contains the text, or whose name is contained in the text ("Makati" finds
 * Makati City, "SM North, Quezon City" finds Quezon City). Empty text finds nothing.
 */
export function findPlace(text: string, places: readonly Place[] = PHILIPPINE_PLACES): Place | null {
  const query = normalisePlaceName(text)
  if (query === '') return null
  const named = places.map((place) => ({ place, key: normalisePlaceName(place.name) }))
  const exact = named.find(({ key }) => key === query)
  if (exact) return exact.place
  const contains = named.find(({ key }) => key.includes(query))
  if (contains) return contains.place
  // The longest place name inside the text is the most specific one ("Quezon City" over "Manila").
  const inside = named.filter(({ key }) => containsWords(query, key)).sort((a, b) => b.key.length - a.key.length)[0]
  return inside?.place ?? null
}

/** Whether `text` contains `words` on word boundaries ("cebu city" in "uptown cebu city", not "ion" in "union"). */
function containsWords(text: string, words: string): boolean {
  return ` ${text} `.includes(` ${words} `)
}
