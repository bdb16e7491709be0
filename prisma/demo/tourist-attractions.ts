/**
 * The ~20 Philippine tourist attractions of spec doc 1 §3 as built-in structured data
 * (schema.org-like shape). Descriptions are our own; coordinates are approximate.
 * Images are generated locally: /media/images/place/{identifier}.svg.
 */
/**
 * Who gave the demo places' aggregate ratings (Place.ratingSource). The figures are made up for the demo, so they are
 * named as the demo's, never as Google's or another real site's (docs/decisions/044-ratings-by-source.md).
 */
export const DEMO_RATING_SOURCE = 'Demo listing data'

export interface OpeningHours {
  days: string[]
  opens: string
  closes: string
}

export interface TouristAttraction {
  /** Stable id, also the place slug. */
  identifier: string
  name: string
  /** schema.org type of the place. */
  type: string
  category: string
  description: string
  url: string
  address: { streetAddress: string; addressLocality: string; addressRegion: string; postalCode?: string }
  geo: { latitude: number; longitude: number }
  openingHours: OpeningHours[]
  capacity?: number
  amenities: string[]
  touristTypes: string[]
  aggregateRating: { ratingValue: number; ratingCount: number }
  priceRange: string
  bestSeason: string
  languages: string[]
  paymentAccepted: string[]
  telephone?: string
  sameAs?: string[]
}

const EVERY_DAY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
const TUE_SUN = ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
const daily = (opens: string, closes: string): OpeningHours[] => [{ days: EVERY_DAY, opens, closes }]
const EN_FIL = ['English', 'Filipino']
const CASH = ['Cash']
const CASH_CARD = ['Cash', 'Credit Card', 'GCash', 'Maya']
const DRY = 'December to May (dry season)'
const NCR = 'Metro Manila'

export const TOURIST_ATTRACTIONS: TouristAttraction[] = [
  { identifier: 'intramuros', name: 'Intramuros', type: 'LandmarksOrHistoricalBuildings', category: 'Heritage',
    description: 'The walled city of old Manila: cobbled streets, Spanish-era churches and ramparts you can walk on, best explored on foot, by bike or by kalesa in the late afternoon.',
    url: 'https://intramuros.gov.ph', address: { streetAddress: 'General Luna Street', addressLocality: 'Manila', addressRegion: NCR, postalCode: '1002' },
    geo: { latitude: 14.5896, longitude: 120.9747 }, openingHours: daily('08:00', '22:00'), capacity: 20000,
    amenities: ['Walking tours', 'Bike rental', 'Restrooms', 'Souvenir shops', 'Cafés'], touristTypes: ['History buffs', 'Families', 'Photographers'],
    aggregateRating: { ratingValue: 4.6, ratingCount: 18250 }, priceRange: 'Free', bestSeason: DRY, languages: EN_FIL, paymentAccepted: CASH },
  { identifier: 'rizal-park', name: 'Rizal Park (Luneta)', type: 'Park', category: 'Parks',
    description: 'Sixty hectares of lawns, gardens and monuments by Manila Bay, home to the Rizal Monument and a favourite for early-morning walks and family picnics.',
    url: 'https://nationalparks.gov.ph', address: { streetAddress: 'Roxas Boulevard', addressLocality: 'Manila', addressRegion: NCR, postalCode: '1000' },
    geo: { latitude: 14.5831, longitude: 120.9794 }, openingHours: daily('05:00', '23:00'), capacity: 100000,
    amenities: ['Gardens', 'Playground', 'Restrooms', 'Open-air auditorium', 'Food stalls'], touristTypes: ['Families', 'Joggers', 'History buffs'],
    aggregateRating: { ratingValue: 4.5, ratingCount: 24110 }, priceRange: 'Free', bestSeason: DRY, languages: EN_FIL, paymentAccepted: CASH },
  { identifier: 'national-museum-of-fine-arts', name: 'National Museum of Fine Arts', type: 'Museum', category: 'Museums',
    description: 'The old Legislative Building now holds the country’s great paintings and sculptures, with the monumental Spoliarium as its centrepiece. Entry is free.',
    url: 'https://www.nationalmuseum.gov.ph', address: { streetAddress: 'Padre Burgos Avenue', addressLocality: 'Manila', addressRegion: NCR, postalCode: '1000' },
    geo: { latitude: 14.5869, longitude: 120.9813 }, openingHours: [{ days: TUE_SUN, opens: '09:00', closes: '18:00' }], capacity: 3000,
    amenities: ['Guided tours', 'Wheelchair access', 'Restrooms', 'Baggage counter'], touristTypes: ['Art lovers', 'Students', 'History buffs'],
    aggregateRating: { ratingValue: 4.8, ratingCount: 9740 }, priceRange: 'Free', bestSeason: 'All year', languages: EN_FIL, paymentAccepted: CASH },
  { identifier: 'manila-ocean-park', name: 'Manila Ocean Park', type: 'Aquarium', category: 'Family',
    description: 'An oceanarium behind the Quirino Grandstand with a walk-through tunnel, sea-lion shows and jellyfish galleries that keep children busy for an afternoon.',
    url: 'https://www.manilaoceanpark.com', address: { streetAddress: 'Behind Quirino Grandstand, Luneta', addressLocality: 'Manila', addressRegion: NCR, postalCode: '0913' },
    geo: { latitude: 14.5791, longitude: 120.9724 }, openingHours: daily('10:00', '18:00'), capacity: 5000,
    amenities: ['Shows', 'Restaurants', 'Restrooms', 'Gift shop', 'Stroller access'], touristTypes: ['Families', 'Children'],
    aggregateRating: { ratingValue: 4.2, ratingCount: 11520 }, priceRange: '₱₱', bestSeason: 'All year', languages: EN_FIL, paymentAccepted: CASH_CARD },
  { identifier: 'binondo', name: 'Binondo Chinatown', type: 'TouristAttraction', category: 'Food & Heritage',
    description: 'Founded in 1594 and often called the oldest Chinatown in the world: come hungry for dumplings, hopia and fried siopao, and leave with tikoy and tea.',
    url: 'https://manila.gov.ph', address: { streetAddress: 'Ongpin Street', addressLocality: 'Manila', addressRegion: NCR, postalCode: '1006' },
    geo: { latitude: 14.6006, longitude: 120.9745 }, openingHours: daily('08:00', '21:00'),
    amenities: ['Food walks', 'Restaurants', 'Temples', 'Shops'], touristTypes: ['Foodies', 'Photographers', 'History buffs'],
    aggregateRating: { ratingValue: 4.5, ratingCount: 8630 }, priceRange: '₱', bestSeason: 'Chinese New Year (January or February)', languages: ['English', 'Filipino', 'Hokkien'], paymentAccepted: CASH },
  { identifier: 'bgc-high-street', name: 'Bonifacio High Street', type: 'TouristAttraction', category: 'Shopping',
    description: 'A tree-lined open-air strip of shops, restaurants and public art in the middle of Bonifacio Global City, lively well into the night.',
    url: 'https://www.bonifaciohighstreet.com', address: { streetAddress: '9th Avenue corner 5th Avenue, Bonifacio Global City', addressLocality: 'Taguig', addressRegion: NCR, postalCode: '1634' },
    geo: { latitude: 14.5509, longitude: 121.0509 }, openingHours: daily('10:00', '23:00'),
    amenities: ['Restaurants', 'Shops', 'Parking', 'Restrooms', 'Pet-friendly areas'], touristTypes: ['Shoppers', 'Foodies', 'Families'],
    aggregateRating: { ratingValue: 4.6, ratingCount: 13400 }, priceRange: '₱₱₱', bestSeason: 'All year', languages: EN_FIL, paymentAccepted: CASH_CARD },
  { identifier: 'ayala-museum', name: 'Ayala Museum', type: 'Museum', category: 'Museums',
    description: 'A compact museum in the Makati CBD whose dioramas retell Philippine history in miniature, alongside a gallery of pre-colonial gold.',
    url: 'https://www.ayalamuseum.org', address: { streetAddress: 'Makati Avenue corner De La Rosa Street, Greenbelt Park', addressLocality: 'Makati', addressRegion: NCR, postalCode: '1224' },
    geo: { latitude: 14.5536, longitude: 121.0235 }, openingHours: [{ days: TUE_SUN, opens: '09:00', closes: '18:00' }], capacity: 800,
    amenities: ['Guided tours', 'Museum shop', 'Café', 'Wheelchair access'], touristTypes: ['Art lovers', 'History buffs', 'Students'],
    aggregateRating: { ratingValue: 4.7, ratingCount: 4310 }, priceRange: '₱₱', bestSeason: 'All year', languages: EN_FIL, paymentAccepted: CASH_CARD },
  { identifier: 'fort-santiago', name: 'Fort Santiago', type: 'LandmarksOrHistoricalBuildings', category: 'Heritage',
    description: 'The citadel at the mouth of the Pasig River, with gardens, dungeons and the shrine that traces José Rizal’s last walk in brass footsteps.',
    url: 'https://intramuros.gov.ph', address: { streetAddress: 'Santa Clara Street, Intramuros', addressLocality: 'Manila', addressRegion: NCR, postalCode: '1002' },
    geo: { latitude: 14.5948, longitude: 120.9702 }, openingHours: daily('08:00', '22:00'), capacity: 4000,
    amenities: ['Museum', 'Gardens', 'Restrooms', 'Guided tours'], touristTypes: ['History buffs', 'Families', 'Students'],
    aggregateRating: { ratingValue: 4.5, ratingCount: 12980 }, priceRange: '₱', bestSeason: DRY, languages: EN_FIL, paymentAccepted: CASH },
  { identifier: 'manila-cathedral', name: 'Manila Cathedral', type: 'Church', category: 'Churches',
    description: 'The Minor Basilica of the Immaculate Conception, rebuilt several times since the 1500s, with a grand organ and stained glass that glows in the afternoon light.',
    url: 'https://manilacathedral.org', address: { streetAddress: 'Cabildo corner Beaterio Street, Intramuros', addressLocality: 'Manila', addressRegion: NCR, postalCode: '1002' },
    geo: { latitude: 14.5917, longitude: 120.9734 }, openingHours: daily('07:00', '17:00'), capacity: 2000,
    amenities: ['Daily masses', 'Restrooms', 'Gift shop'], touristTypes: ['Pilgrims', 'Architecture lovers'],
    aggregateRating: { ratingValue: 4.7, ratingCount: 7015 }, priceRange: 'Free', bestSeason: 'All year', languages: EN_FIL, paymentAccepted: CASH },
  { identifier: 'san-agustin-church', name: 'San Agustin Church', type: 'Church', category: 'Churches',
    description: 'The oldest stone church in the country and a UNESCO World Heritage Site, with a trompe-l’oeil ceiling and a monastery museum next door.',
    url: 'https://sanagustinchurch.org', address: { streetAddress: 'General Luna corner Real Street, Intramuros', addressLocality: 'Manila', addressRegion: NCR, postalCode: '1002' },
    geo: { latitude: 14.5889, longitude: 120.9753 }, openingHours: daily('08:00', '17:00'), capacity: 1500,
    amenities: ['Museum', 'Restrooms', 'Guided tours'], touristTypes: ['Architecture lovers', 'History buffs', 'Pilgrims'],
    aggregateRating: { ratingValue: 4.8, ratingCount: 6420 }, priceRange: '₱', bestSeason: 'All year', languages: EN_FIL, paymentAccepted: CASH },
  { identifier: 'the-mind-museum', name: 'The Mind Museum', type: 'Museum', category: 'Family',
    description: 'A hands-on science museum in BGC with a life-size dinosaur, a planetarium show and over two hundred interactive exhibits.',
    url: 'https://www.themindmuseum.org', address: { streetAddress: 'JY Campos Park, 3rd Avenue, Bonifacio Global City', addressLocality: 'Taguig', addressRegion: NCR, postalCode: '1634' },
    geo: { latitude: 14.5526, longitude: 121.0459 }, openingHours: [{ days: TUE_SUN, opens: '09:00', closes: '18:00' }], capacity: 1200,
    amenities: ['Interactive exhibits', 'Café', 'Restrooms', 'Wheelchair access'], touristTypes: ['Families', 'Children', 'Students'],
    aggregateRating: { ratingValue: 4.5, ratingCount: 5230 }, priceRange: '₱₱', bestSeason: 'All year', languages: EN_FIL, paymentAccepted: CASH_CARD },
  { identifier: 'manila-bay-baywalk', name: 'Manila Bay Sunset at Baywalk', type: 'TouristAttraction', category: 'Parks',
    description: 'The promenade along Roxas Boulevard is the classic place to watch the sun drop into Manila Bay, now with a white-sand stretch and evening street musicians.',
    url: 'https://manila.gov.ph', address: { streetAddress: 'Roxas Boulevard, Malate', addressLocality: 'Manila', addressRegion: NCR, postalCode: '1004' },
    geo: { latitude: 14.5683, longitude: 120.9817 }, openingHours: daily('05:00', '22:00'),
    amenities: ['Promenade', 'Benches', 'Food stalls'], touristTypes: ['Couples', 'Photographers', 'Joggers'],
    aggregateRating: { ratingValue: 4.4, ratingCount: 9870 }, priceRange: 'Free', bestSeason: 'October to March for the clearest sunsets', languages: EN_FIL, paymentAccepted: CASH },
  { identifier: 'la-mesa-ecopark', name: 'La Mesa Ecopark', type: 'Park', category: 'Nature',
    description: 'A forested park at the edge of the La Mesa watershed in Quezon City, with fishing ponds, boating, a butterfly garden and shaded trails.',
    url: 'https://lamesaecopark.com', address: { streetAddress: 'Greater Lagro', addressLocality: 'Quezon City', addressRegion: NCR, postalCode: '1118' },
    geo: { latitude: 14.7125, longitude: 121.0728 }, openingHours: [{ days: TUE_SUN, opens: '08:00', closes: '17:00' }], capacity: 6000,
    amenities: ['Picnic areas', 'Boating', 'Swimming pool', 'Trails', 'Restrooms'], touristTypes: ['Families', 'Nature lovers', 'Cyclists'],
    aggregateRating: { ratingValue: 4.3, ratingCount: 4880 }, priceRange: '₱', bestSeason: DRY, languages: EN_FIL, paymentAccepted: CASH },
  { identifier: 'pinto-art-museum', name: 'Pinto Art Museum', type: 'Museum', category: 'Museums',
    description: 'White Mediterranean-style galleries on a hill in Antipolo, filled with contemporary Filipino art and surrounded by gardens worth the trip by themselves.',
    url: 'https://www.pintoartmuseum.com', address: { streetAddress: '1 Sierra Madre Street, Grand Heights', addressLocality: 'Antipolo', addressRegion: 'Rizal', postalCode: '1870' },
    geo: { latitude: 14.5967, longitude: 121.1637 }, openingHours: [{ days: TUE_SUN, opens: '09:00', closes: '18:00' }], capacity: 700,
    amenities: ['Gardens', 'Café', 'Restrooms', 'Parking'], touristTypes: ['Art lovers', 'Photographers', 'Couples'],
    aggregateRating: { ratingValue: 4.7, ratingCount: 6150 }, priceRange: '₱₱', bestSeason: DRY, languages: EN_FIL, paymentAccepted: CASH_CARD },
  { identifier: 'las-pinas-bamboo-organ', name: 'Las Piñas Bamboo Organ', type: 'Church', category: 'Heritage',
    description: 'A nineteenth-century pipe organ built largely of bamboo inside St. Joseph Parish Church, still played every year at an international music festival.',
    url: 'https://bambooorgan.org', address: { streetAddress: 'Padre Diego Cera Avenue', addressLocality: 'Las Piñas', addressRegion: NCR, postalCode: '1740' },
    geo: { latitude: 14.4829, longitude: 120.9822 }, openingHours: daily('08:00', '17:00'), capacity: 600,
    amenities: ['Museum', 'Concerts', 'Gift shop'], touristTypes: ['Music lovers', 'History buffs', 'Pilgrims'],
    aggregateRating: { ratingValue: 4.6, ratingCount: 2340 }, priceRange: '₱', bestSeason: 'February (Bamboo Organ Festival)', languages: EN_FIL, paymentAccepted: CASH },
  { identifier: 'chocolate-hills', name: 'Chocolate Hills', type: 'TouristAttraction', category: 'Nature',
    description: 'More than 1,200 grassy cone-shaped hills that turn chocolate brown in the dry season, seen best from the viewing deck in Carmen, Bohol.',
    url: 'https://www.bohol.gov.ph', address: { streetAddress: 'Loboc-Carmen Road', addressLocality: 'Carmen', addressRegion: 'Bohol', postalCode: '6319' },
    geo: { latitude: 9.8297, longitude: 124.1397 }, openingHours: daily('06:00', '18:00'), capacity: 3000,
    amenities: ['Viewing deck', 'Restrooms', 'Souvenir shops', 'Parking'], touristTypes: ['Nature lovers', 'Families', 'Photographers'],
    aggregateRating: { ratingValue: 4.6, ratingCount: 15600 }, priceRange: '₱', bestSeason: 'February to May', languages: ['English', 'Filipino', 'Cebuano'], paymentAccepted: CASH },
  { identifier: 'mayon-volcano', name: 'Mayon Volcano', type: 'TouristAttraction', category: 'Nature',
    description: 'The near-perfect cone above Albay, watched from the Cagsawa ruins or on an ATV ride up its lava trails when the volcano is calm.',
    url: 'https://albay.gov.ph', address: { streetAddress: 'Cagsawa Ruins Park, Busay', addressLocality: 'Daraga', addressRegion: 'Albay', postalCode: '4501' },
    geo: { latitude: 13.2548, longitude: 123.6856 }, openingHours: daily('06:00', '18:00'),
    amenities: ['ATV tours', 'Viewpoints', 'Restrooms', 'Souvenir shops'], touristTypes: ['Adventurers', 'Photographers', 'Nature lovers'],
    aggregateRating: { ratingValue: 4.7, ratingCount: 8020 }, priceRange: '₱₱', bestSeason: 'March to May', languages: ['English', 'Filipino', 'Bikol'], paymentAccepted: CASH },
  { identifier: 'taal-volcano', name: 'Taal Volcano and Lake', type: 'TouristAttraction', category: 'Nature',
    description: 'A volcano inside a lake inside an island: watch it from the cool ridge of Tagaytay over bulalo and coffee, and check advisories before any boat trip.',
    url: 'https://tagaytay.gov.ph', address: { streetAddress: 'Tagaytay Ridge', addressLocality: 'Tagaytay', addressRegion: 'Cavite', postalCode: '4120' },
    geo: { latitude: 14.0107, longitude: 120.9977 }, openingHours: daily('06:00', '20:00'),
    amenities: ['Viewpoints', 'Restaurants', 'Parking'], touristTypes: ['Families', 'Couples', 'Foodies'],
    aggregateRating: { ratingValue: 4.5, ratingCount: 10230 }, priceRange: 'Free', bestSeason: 'November to February (cool season)', languages: EN_FIL, paymentAccepted: CASH },
  { identifier: 'magellans-cross', name: "Magellan's Cross", type: 'LandmarksOrHistoricalBuildings', category: 'Heritage',
    description: 'The cross planted on Cebu in 1521, kept inside a small octagonal chapel beside the Basilica del Santo Niño, with a painted ceiling that tells its story.',
    url: 'https://www.cebucity.gov.ph', address: { streetAddress: 'Magallanes Street', addressLocality: 'Cebu City', addressRegion: 'Cebu', postalCode: '6000' },
    geo: { latitude: 10.2935, longitude: 123.9019 }, openingHours: daily('08:00', '19:00'), capacity: 300,
    amenities: ['Candle vendors', 'Souvenir shops'], touristTypes: ['History buffs', 'Pilgrims'],
    aggregateRating: { ratingValue: 4.4, ratingCount: 7460 }, priceRange: 'Free', bestSeason: 'January (Sinulog)', languages: ['English', 'Filipino', 'Cebuano'], paymentAccepted: CASH },
  { identifier: 'burnham-park', name: 'Burnham Park', type: 'Park', category: 'Parks',
    description: 'Baguio’s pine-shaded central park, with swan boats on the lake, bike rentals for children and the flower beds that bloom for Panagbenga.',
    url: 'https://www.baguio.gov.ph', address: { streetAddress: 'Jose Abad Santos Drive', addressLocality: 'Baguio', addressRegion: 'Benguet', postalCode: '2600' },
    geo: { latitude: 16.4124, longitude: 120.5934 }, openingHours: daily('06:00', '21:00'), capacity: 20000,
    amenities: ['Boating', 'Bike rental', 'Playground', 'Restrooms'], touristTypes: ['Families', 'Couples', 'Cyclists'],
    aggregateRating: { ratingValue: 4.4, ratingCount: 9110 }, priceRange: 'Free', bestSeason: 'February (Panagbenga Festival)', languages: ['English', 'Filipino', 'Ilocano'], paymentAccepted: CASH },
]

/** A few non-attraction places (food, coffee, shops) so place lists have variety. */
export const OTHER_PLACES: TouristAttraction[] = [
  { identifier: 'kusina-ni-aling-nena', name: 'Kusina ni Aling Nena', type: 'Restaurant', category: 'Food & Drink',
    description: 'A family-run Kapampangan kitchen in Maginhawa serving sisig, kare-kare and a halo-halo that regulars queue for on Sunday afternoons.',
    url: 'https://gala.ph/places/kusina-ni-aling-nena', address: { streetAddress: 'Maginhawa Street, Teachers Village', addressLocality: 'Quezon City', addressRegion: NCR, postalCode: '1101' },
    geo: { latitude: 14.6461, longitude: 121.0601 }, openingHours: daily('10:00', '22:00'), capacity: 60,
    amenities: ['Dine-in', 'Takeout', 'Delivery'], touristTypes: ['Foodies', 'Families'], aggregateRating: { ratingValue: 4.5, ratingCount: 820 },
    priceRange: '₱₱', bestSeason: 'All year', languages: EN_FIL, paymentAccepted: ['Cash', 'GCash'], telephone: '+63 2 8555 0101' },
  { identifier: 'tala-coffee-roasters', name: 'Tala Coffee Roasters', type: 'CafeOrCoffeeShop', category: 'Food & Drink',
    description: 'A small roastery in Poblacion pouring single-origin beans from Benguet and Sagada, with a back room that hosts poetry nights on Thursdays.',
    url: 'https://gala.ph/places/tala-coffee-roasters', address: { streetAddress: 'Felipe Street, Poblacion', addressLocality: 'Makati', addressRegion: NCR, postalCode: '1210' },
    geo: { latitude: 14.5656, longitude: 121.0301 }, openingHours: daily('07:00', '21:00'), capacity: 30,
    amenities: ['Wi-Fi', 'Power outlets', 'Pet-friendly'], touristTypes: ['Remote workers', 'Coffee lovers'], aggregateRating: { ratingValue: 4.7, ratingCount: 410 },
    priceRange: '₱₱', bestSeason: 'All year', languages: EN_FIL, paymentAccepted: CASH_CARD },
  { identifier: 'pares-sa-kanto', name: 'Pares sa Kanto', type: 'Restaurant', category: 'Food & Drink',
    description: 'A late-night beef pares stall in Cubao that grew into a proper diner without losing its garlic rice or its 2 a.m. crowd.',
    url: 'https://gala.ph/places/pares-sa-kanto', address: { streetAddress: 'Aurora Boulevard, Cubao', addressLocality: 'Quezon City', addressRegion: NCR, postalCode: '1109' },
    geo: { latitude: 14.6197, longitude: 121.0521 }, openingHours: daily('17:00', '04:00'), capacity: 40,
    amenities: ['Dine-in', 'Takeout'], touristTypes: ['Night owls', 'Foodies'], aggregateRating: { ratingValue: 4.3, ratingCount: 1290 },
    priceRange: '₱', bestSeason: 'All year', languages: EN_FIL, paymentAccepted: ['Cash', 'GCash'] },
  { identifier: 'habi-weaves', name: 'Habi Weaves', type: 'Store', category: 'Shops & Services',
    description: 'A shop in Legazpi Village selling handwoven textiles, abaca bags and piña accessories made by weaving communities from Ilocos to Mindanao.',
    url: 'https://gala.ph/places/habi-weaves', address: { streetAddress: 'Rufino Street, Legazpi Village', addressLocality: 'Makati', addressRegion: NCR, postalCode: '1229' },
    geo: { latitude: 14.5547, longitude: 121.0177 }, openingHours: [{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], opens: '10:00', closes: '19:00' }],
    amenities: ['Gift wrapping', 'Made to order'], touristTypes: ['Shoppers', 'Gift hunters'], aggregateRating: { ratingValue: 4.8, ratingCount: 190 },
    priceRange: '₱₱₱', bestSeason: 'All year', languages: EN_FIL, paymentAccepted: CASH_CARD },
  { identifier: 'balay-sugbo-grill', name: 'Balay Sugbo Grill', type: 'Restaurant', category: 'Food & Drink',
    description: 'A Cebuano grill house by the IT Park where the lechon is roasted in the morning and the puso rice keeps coming until you tell it to stop.',
    url: 'https://gala.ph/places/balay-sugbo-grill', address: { streetAddress: 'Salinas Drive, Cebu IT Park', addressLocality: 'Cebu City', addressRegion: 'Cebu', postalCode: '6000' },
    geo: { latitude: 10.3308, longitude: 123.9056 }, openingHours: daily('11:00', '23:00'), capacity: 120,
    amenities: ['Dine-in', 'Private rooms', 'Parking'], touristTypes: ['Foodies', 'Groups'], aggregateRating: { ratingValue: 4.6, ratingCount: 950 },
    priceRange: '₱₱', bestSeason: 'All year', languages: ['English', 'Filipino', 'Cebuano'], paymentAccepted: CASH_CARD },
]
