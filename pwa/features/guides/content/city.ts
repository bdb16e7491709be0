/**
 * Content of the area pages: /districts (the cities of Metro Manila), /hotels (where to stay) and
 * /activities (things to do). Plain text only.
 */
import type { GuideLink } from './types'

export interface District {
  name: string
  /** City slug as used by /movies/metro-manila/{citySlug}. */
  slug: string
  kind: 'City' | 'Municipality'
  knownFor: string
  highlights: string[]
}

/** The 16 cities and 1 municipality of Metro Manila (the National Capital Region). */
export const DISTRICTS: District[] = [
  { name: 'Manila', slug: 'manila', kind: 'City', knownFor: 'The capital and its oldest districts: the walled city, Chinatown, the bayfront and the University Belt.', highlights: ['Intramuros', 'Binondo', 'Quiapo', 'Rizal Park and the National Museum', 'Manila Bay sunsets'] },
  { name: 'Quezon City', slug: 'quezon-city', kind: 'City', knownFor: 'The most populous city of the metro and the national capital from 1948 to 1976: campuses, parks, TV studios and neighbourhood food streets.', highlights: ['UP Diliman', 'Maginhawa food street', 'Cubao and Araneta City', 'Quezon Memorial Circle', 'La Mesa Ecopark'] },
  { name: 'Makati', slug: 'makati', kind: 'City', knownFor: 'The financial centre: office towers on Ayala Avenue, big malls, and the bars and restaurants of Poblacion.', highlights: ['Ayala Center', 'Poblacion', 'Salcedo and Legazpi weekend markets', 'Ayala Museum', 'Rockwell'] },
  { name: 'Taguig', slug: 'taguig', kind: 'City', knownFor: 'Bonifacio Global City’s walkable streets, towers and restaurants, on the shore of Laguna de Bay.', highlights: ['Bonifacio High Street', 'The Mind Museum', 'McKinley Hill', 'Market! Market!'] },
  { name: 'Pasay', slug: 'pasay', kind: 'City', knownFor: 'The bay area: SM Mall of Asia, the MOA Arena, the Cultural Center of the Philippines and NAIA Terminal 3.', highlights: ['Mall of Asia seaside', 'MOA Arena', 'Cultural Center of the Philippines'] },
  { name: 'Parañaque', slug: 'paranaque', kind: 'City', knownFor: 'Entertainment City’s resorts and theatres, Baclaran Church and the PITX transport terminal.', highlights: ['Entertainment City', 'Baclaran Church', 'PITX', 'Aseana City'] },
  { name: 'Pasig', slug: 'pasig', kind: 'City', knownFor: 'Half of the Ortigas Center, the Kapitolyo food district and the eastern end of the Pasig River Ferry.', highlights: ['Ortigas Center', 'Kapitolyo', 'Capitol Commons', 'Pasig Cathedral'] },
  { name: 'Mandaluyong', slug: 'mandaluyong', kind: 'City', knownFor: 'The other half of Ortigas, with some of the biggest malls in the country, between EDSA and the Pasig River.', highlights: ['SM Megamall', 'Shangri-La Plaza', 'Shaw Boulevard'] },
  { name: 'San Juan', slug: 'san-juan', kind: 'City', knownFor: 'Greenhills shopping, Chinese-Filipino restaurants and the Pinaglabanan Shrine, site of an early battle of the 1896 Revolution.', highlights: ['Greenhills Shopping Center', 'Pinaglabanan Shrine', 'Wattah Wattah festival every 24 June'] },
  { name: 'Marikina', slug: 'marikina', kind: 'City', knownFor: 'A riverside city with a shoemaking history, wide bike lanes and a tidy centre.', highlights: ['Marikina River Park', 'Shoe Museum', 'Riverbanks'] },
  { name: 'Muntinlupa', slug: 'muntinlupa', kind: 'City', knownFor: 'The green southern suburbs of Alabang and Filinvest City, and the gateway to Laguna.', highlights: ['Alabang Town Center', 'Filinvest City', 'Festival Mall'] },
  { name: 'Las Piñas', slug: 'las-pinas', kind: 'City', knownFor: 'The 19th-century Bamboo Organ and the old town along Zapote, on the way to Cavite.', highlights: ['Las Piñas Bamboo Organ', 'SM Southmall'] },
  { name: 'Caloocan', slug: 'caloocan', kind: 'City', knownFor: 'Monumento, the Bonifacio Monument circle where the LRT-1 and the EDSA Carousel meet, and busy northern markets.', highlights: ['Bonifacio Monument', 'Monumento'] },
  { name: 'Malabon', slug: 'malabon', kind: 'City', knownFor: 'An old fishing town famous for pancit Malabon and its heritage houses.', highlights: ['Pancit Malabon', 'Heritage houses'] },
  { name: 'Navotas', slug: 'navotas', kind: 'City', knownFor: 'A fishing port city on Manila Bay with one of the country’s biggest fish ports.', highlights: ['Navotas Fish Port', 'Seafood'] },
  { name: 'Valenzuela', slug: 'valenzuela', kind: 'City', knownFor: 'A northern city of factories and suburbs along the NLEX, named after the revolutionary Pío Valenzuela.', highlights: ['North Luzon Expressway gateway'] },
  { name: 'Pateros', slug: 'pateros', kind: 'Municipality', knownFor: 'The metro’s only municipality, long known for duck raising and balut.', highlights: ['Balut', 'Duck farming heritage'] },
]

export interface StayArea {
  area: string
  bestFor: string
  text: string
  examples: string
}

export const STAY_AREAS: StayArea[] = [
  {
    area: 'Makati',
    bestFor: 'First visits, business trips, shopping',
    text: 'Central, safe and walkable around Ayala Center, with hotels of every level within a few blocks of Greenbelt and Glorietta. Poblacion’s bars are a short ride away, and the MRT-3 stops at Ayala.',
    examples: 'Luxury hotels along Ayala and Makati Avenues, such as The Peninsula Manila, and mid-range business hotels and serviced apartments in Legazpi and Salcedo villages.',
  },
  {
    area: 'Bonifacio Global City (Taguig)',
    bestFor: 'Walkability, dining, families',
    text: 'The most pleasant place in the metro to walk around at night, with newer hotels, parks and restaurants. It is further from the old city and the airport, and not on a train line.',
    examples: 'International chain hotels around High Street and serviced apartments across the district.',
  },
  {
    area: 'The bay area (Pasay and Parañaque)',
    bestFor: 'Short stays near the airport, concerts, resorts',
    text: 'Close to NAIA and to SM Mall of Asia and the MOA Arena. Entertainment City’s integrated resorts combine hotels, theatres, casinos and restaurants under one roof.',
    examples: 'Okada Manila, City of Dreams Manila and Solaire in Entertainment City, Conrad Manila by the Mall of Asia, and the hotels of Newport World Resorts facing Terminal 3.',
  },
  {
    area: 'Ermita and Malate (Manila)',
    bestFor: 'History, budgets, Manila Bay',
    text: 'Walking distance to Rizal Park, the National Museum and Intramuros, with sunsets along Roxas Boulevard. Choose carefully: quality varies more here than in Makati or BGC.',
    examples: 'The Manila Hotel, open since 1912 beside Rizal Park, bayfront hotels on Roxas Boulevard, and budget guesthouses in Malate.',
  },
  {
    area: 'Ortigas Center',
    bestFor: 'Malls, business, central location',
    text: 'Between Makati and Quezon City on the MRT-3, surrounded by some of the biggest malls in the country. Good value during weekends, when the offices empty.',
    examples: 'Hotels beside SM Megamall and Shangri-La Plaza, including EDSA Shangri-La, and business hotels along ADB Avenue.',
  },
  {
    area: 'Quezon City',
    bestFor: 'Events at the Araneta Coliseum, campuses, local life',
    text: 'Useful for concerts and games at the Smart Araneta Coliseum, visits to the universities, and Quezon City’s food streets. Cubao is on both the MRT-3 and the LRT-2.',
    examples: 'Novotel Manila Araneta City in Cubao, and mid-range hotels around Timog and Tomas Morato.',
  },
]

export const STAY_TIPS: string[] = [
  'Choose the area before the hotel: traffic makes a cheaper room across the city expensive in time.',
  'Check-in is usually 2 or 3 p.m. and guests must show an ID or passport; many hotels ask for a deposit.',
  'Rates climb during the Christmas season, Holy Week and big concert weekends; book early for those dates.',
  'Serviced apartments and apartment hotels are good value for stays of a week or more.',
  'Look for the Department of Tourism accreditation when booking smaller places.',
]

export interface ActivityGroup {
  title: string
  text: string
  ideas: string[]
  links: GuideLink[]
}

export const ACTIVITY_GROUPS: ActivityGroup[] = [
  {
    title: 'History and heritage walks',
    text: 'Start at the walled city of Intramuros and walk its ramparts, then cross to Binondo for lunch.',
    ideas: ['A walking tour or kalesa ride around Intramuros', 'Fort Santiago and the Rizal Shrine', 'San Agustin Church and its museum', 'A food walk through Binondo'],
    links: [{ label: 'Neighborhoods guide', to: '/guides/neighborhoods' }, { label: 'Cultural sites', to: '/guides/cultural-sites' }],
  },
  {
    title: 'Museums and art',
    text: 'The National Museum’s three buildings are free and could fill a day; Makati and Antipolo have excellent smaller museums.',
    ideas: ['National Museum of Fine Arts: Juan Luna’s Spoliarium', 'Ayala Museum’s history dioramas', 'Pinto Art Museum in Antipolo', 'Galleries in Makati and BGC'],
    links: [{ label: 'Museums on Gala', to: '/search?q=museum&category=places' }],
  },
  {
    title: 'Parks and the outdoors',
    text: 'Green space is precious in the metro; go early in the morning, when it is cool.',
    ideas: ['Rizal Park on a Sunday morning', 'La Mesa Ecopark in Quezon City', 'Sunset on the Manila Bay baywalk or the Mall of Asia seaside', 'Cycling the UP Diliman Academic Oval'],
    links: [{ label: 'Parks on Gala', to: '/search?q=park&category=places' }],
  },
  {
    title: 'Food crawls',
    text: 'Eating is the national pastime: pick a neighbourhood and work your way down the street.',
    ideas: ['Dumplings and hopia in Binondo', 'Maginhawa Street in Quezon City', 'Weekend markets in Salcedo and Legazpi villages', 'Late-night pares and silog'],
    links: [{ label: 'Food & Drink', to: '/food-drink' }],
  },
  {
    title: 'Nights out and live music',
    text: 'Poblacion in Makati, BGC and Cubao Expo are the places for bars, live bands and late kitchens.',
    ideas: ['Cocktail bars in Poblacion', 'Live music and comedy in Quezon City', 'Concerts at the MOA Arena and the Smart Araneta Coliseum', 'Shows at the Cultural Center of the Philippines'],
    links: [{ label: 'Upcoming events', to: '/events' }],
  },
  {
    title: 'Family days',
    text: 'Air-conditioned options for hot or rainy days, and open spaces for the rest.',
    ideas: ['Manila Ocean Park', 'The Mind Museum in BGC', 'A movie at a mall cinema', 'Boating and biking at Burnham Park on a trip to Baguio'],
    links: [{ label: 'Now showing', to: '/movies/now-showing' }, { label: 'Malls and cinemas', to: '/malls' }],
  },
  {
    title: 'Festivals',
    text: 'Something is always being celebrated: patron-saint fiestas, Chinese New Year in Binondo, and the Christmas season from September.',
    ideas: ['Chinese New Year in Binondo', 'The Traslación of the Black Nazarene on 9 January', 'Wattah Wattah in San Juan on 24 June', 'Christmas lights in the malls and parks'],
    links: [{ label: 'Festivals', to: '/festivals' }],
  },
  {
    title: 'Out of town',
    text: 'Volcano views, hot springs and heritage towns are a morning’s drive away.',
    ideas: ['Tagaytay and Taal', 'Hot springs in Laguna', 'Corregidor island', 'Pampanga’s kitchens'],
    links: [{ label: 'Day trips', to: '/guides/day-trips' }],
  },
]
