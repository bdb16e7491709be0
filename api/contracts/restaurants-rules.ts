/**
 * Cuisines, food place types, labels and restaurant messages (spec doc 3 /food-drink routes).
 * Plain values only (no zod), so page chunks can import them without the schema library;
 * restaurants.ts re-exports everything here.
 */
/** The cuisine pages of doc 3. */
export const CUISINES = ['filipino', 'japanese', 'italian', 'chinese'] as const
export type Cuisine = (typeof CUISINES)[number]

export const CUISINE_LABELS: Record<Cuisine, string> = {
  filipino: 'Filipino',
  japanese: 'Japanese',
  italian: 'Italian',
  chinese: 'Chinese',
}

/** schema.org types of places to eat and drink (subtypes of FoodEstablishment). */
export const FOOD_PLACE_TYPES = [
  'Restaurant',
  'CafeOrCoffeeShop',
  'BarOrPub',
  'Bakery',
  'FastFoodRestaurant',
  'IceCreamShop',
  'Brewery',
  'Winery',
  'Distillery',
  'FoodEstablishment',
] as const

const FOOD_TYPE_LABELS: Record<string, string> = {
  Restaurant: 'Restaurant',
  CafeOrCoffeeShop: 'Café',
  BarOrPub: 'Bar',
  Bakery: 'Bakery',
  FastFoodRestaurant: 'Fast food',
  IceCreamShop: 'Ice cream',
  Brewery: 'Brewery',
  Winery: 'Winery',
  Distillery: 'Distillery',
  FoodEstablishment: 'Food',
}

/** What one place is, in the singular: 'CafeOrCoffeeShop' → 'Café'. */
export const foodTypeLabel = (type: string) => FOOD_TYPE_LABELS[type] ?? type.replace(/([a-z])([A-Z])/g, '$1 $2')

/**
 * Words that place a restaurant in a cuisine. Place rows have no cuisine column (the schema is shared
 * with attractions), so the cuisine is read from the name, category and description.
 */
const CUISINE_WORDS: Record<Cuisine, string[]> = {
  filipino: [
    'filipino', 'pinoy', 'kapampangan', 'ilocano', 'bicolano', 'cebuano', 'ilonggo', 'visayan', 'tagalog', 'carinderia',
    'kamayan', 'sisig', 'adobo', 'sinigang', 'kare-kare', 'lechon', 'pares', 'halo-halo', 'inasal', 'bulalo', 'silog',
    'tapsilog', 'pancit', 'lumpia', 'bibingka', 'puto', 'kakanin', 'puso rice',
  ],
  japanese: ['japanese', 'ramen', 'sushi', 'sashimi', 'izakaya', 'tonkatsu', 'yakitori', 'udon', 'soba', 'donburi', 'omakase', 'tempura', 'katsu', 'yakiniku', 'okonomiyaki', 'takoyaki'],
  italian: ['italian', 'pizza', 'pizzeria', 'pasta', 'trattoria', 'osteria', 'gelato', 'risotto', 'neapolitan', 'carbonara', 'tiramisu', 'focaccia'],
  chinese: [
    'chinese', 'dim sum', 'dumpling', 'dumplings', 'siopao', 'siomai', 'hopia', 'cantonese', 'fujian', 'hokkien', 'szechuan',
    'sichuan', 'xiao long bao', 'hot pot', 'hotpot', 'congee', 'lugaw', 'mami', 'peking duck', 'chinatown', 'binondo',
  ],
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const CUISINE_PATTERNS = Object.fromEntries(
  Object.entries(CUISINE_WORDS).map(([cuisine, words]) => [cuisine, new RegExp(`(^|[^\\p{L}])(${words.map(escapeRegExp).join('|')})(?=$|[^\\p{L}])`, 'iu')]),
) as Record<Cuisine, RegExp>

/** The cuisines a text speaks of, in CUISINES order ("A family-run Kapampangan kitchen" → ['filipino']). */
export function cuisinesOf(text: string): Cuisine[] {
  return CUISINES.filter((cuisine) => CUISINE_PATTERNS[cuisine].test(text))
}

/** The restaurant page: /food-drink/{id}/{slug} (doc 3). */
export const restaurantPath = (id: number, slug: string) => `/food-drink/${id}/${encodeURIComponent(slug)}`

export const RESTAURANTS_PER_PAGE_DEFAULT = 12
export const RESTAURANTS_PER_PAGE_MAX = 50
/** Reviews shown on the restaurant page. */
export const RESTAURANT_REVIEWS_SHOWN = 5

export const RESTAURANT_MESSAGES = {
  notFound: 'Restaurant not found',
  noRestaurants: 'No restaurants listed here yet.',
} as const
