/**
 * Forty original demo articles across the WordPress-style category ids of spec doc 2 §3.
 * Bodies are assembled from the lede and category notes by `articleHtml` (original text).
 */
export const ARTICLE_CATEGORIES = [
  { id: 7, slug: 'movies', name: 'Movies' },
  { id: 8, slug: 'tv', name: 'TV' },
  { id: 9, slug: 'food-drink', name: 'Food & Drink' },
  { id: 10, slug: 'shops-services', name: 'Shops & Services' },
  { id: 11, slug: 'health-beauty', name: 'Health & Beauty' },
  { id: 15, slug: 'events', name: 'Events' },
  { id: 17, slug: 'theatre', name: 'Theatre' },
  { id: 58, slug: 'tech', name: 'Tech' },
  { id: 74, slug: 'time-out', name: 'Time Out' },
  { id: 96, slug: 'music', name: 'Music' },
  { id: 117, slug: 'local', name: 'Local' },
  { id: 149, slug: 'travel', name: 'Travel' },
  { id: 354, slug: 'whats-new', name: "What's New" },
  { id: 1274, slug: 'campus', name: 'Campus' },
] as const

/**
 * Authors. Id 11 is the partner-content desk: the home page lists it separately
 * (author=11 / author_exclude=11 in spec doc 2 §7).
 */
export const DEMO_AUTHORS = [
  { id: 3, slug: 'bea-santos', name: 'Bea Santos', description: 'Senior editor. Covers film, culture and the best of a Manila weekend.' },
  { id: 5, slug: 'miguel-reyes', name: 'Miguel Reyes', description: 'Music and tech writer who has seen more gigs in Cubao than he can count.' },
  { id: 6, slug: 'carla-dizon', name: 'Carla Dizon', description: 'Writes about TV, theatre and the people behind the city’s stages.' },
  { id: 8, slug: 'paolo-mendoza', name: 'Paolo Mendoza', description: 'Food and travel writer; eats first, asks questions later.' },
  { id: 11, slug: 'gala-partners', name: 'Gala Partners', description: 'News and announcements from the brands, venues and organisers we work with.' },
] as const

/** What each category's articles share: a section heading, a closing note and list items. */
const CATEGORY_NOTES: Record<number, { heading: string; note: string; items: string[] }> = {
  7: { heading: 'Before you go', note: 'Check the showtimes page for screenings near you; weekday matinées are usually the quietest.', items: ['Book seats early for opening weekend', 'Premium formats sell out first', 'Bring a jacket: cinemas run cold'] },
  8: { heading: 'Where to watch', note: 'Episodes drop weekly, so there is still time to catch up before the finale.', items: ['New episodes every Friday', 'Subtitles in English and Filipino', 'Download for offline viewing on your commute'] },
  9: { heading: 'What to order', note: 'Prices are per person and were correct when we visited; expect a queue on weekends.', items: ['The house specialty, shared family-style', 'A side of garlic rice', 'Something cold: calamansi juice or halo-halo'] },
  10: { heading: 'Good to know', note: 'Opening hours change around holidays, so call ahead before making a special trip.', items: ['Bring a reusable bag', 'Most stalls accept GCash', 'Ask about repairs and alterations'] },
  11: { heading: 'Quick tips', note: 'This is general information, not medical advice; talk to a professional about your own needs.', items: ['Drink water before you feel thirsty', 'Use sunscreen even on cloudy days', 'Sleep matters more than supplements'] },
  15: { heading: 'The essentials', note: 'Schedules can move; follow the organisers for last-minute updates before heading out.', items: ['Arrive early for the best spots', 'Take the train to skip the parking hunt', 'Keep your ticket on your phone and on paper'] },
  17: { heading: 'Tickets and times', note: 'Student discounts are usually available on weekday shows with a valid ID.', items: ['Running time includes one intermission', 'Late comers are seated at the break', 'Recommended for ages 13 and up'] },
  58: { heading: 'What it means for you', note: 'We will update this article as the rollout reaches more cities.', items: ['Check that your app is up to date', 'Turn on two-factor sign-in', 'Back up your photos before upgrading'] },
  74: { heading: 'Make a day of it', note: 'Pair it with a merienda stop nearby and you have a complete weekend plan.', items: ['Go early to beat the heat', 'Bring cash for small vendors', 'Wear comfortable shoes'] },
  96: { heading: 'On repeat', note: 'Find the full playlist on your favourite streaming app.', items: ['The opening track', 'The acoustic version', 'The live recording from the album launch'] },
  117: { heading: 'Around the neighbourhood', note: 'Tell us about your own barangay gems; we read every message.', items: ['Take the jeepney, it stops right at the corner', 'Weekends are busiest', 'Say hi to the owners'] },
  149: { heading: 'Getting there', note: 'Fares and schedules change with the season; confirm with the operator before you book.', items: ['Fly or take the overnight bus', 'Book rooms at least two weeks ahead', 'Pack for rain, whatever the month'] },
  354: { heading: 'Quick facts', note: 'Opening-week promos run while stocks last.', items: ['Soft opening this week', 'Full menu from next month', 'Reservations by phone or message'] },
  1274: { heading: 'For students', note: 'Bring your school ID for the discount.', items: ['Open to all universities', 'Registration is free', 'Certificates for participants'] },
}

export interface DemoArticle {
  categoryId: number
  title: string
  lede: string
  tags: string[]
  authorId: number
  /** Days before the seed date the article was published. */
  ageDays: number
}

export const DEMO_ARTICLES: DemoArticle[] = [
  { categoryId: 7, title: 'Ten films to watch in cinemas this month', lede: 'From a typhoon heist thriller to a stop-motion carabao, the big screen has something for every kind of moviegoer this month.', tags: ['movies', 'guide'], authorId: 3, ageDays: 1 },
  { categoryId: 7, title: 'Why Filipino horror is having a moment', lede: 'Local scares are selling out late-night screenings again, and the directors behind them have a few theories about why.', tags: ['movies', 'horror'], authorId: 5, ageDays: 6 },
  { categoryId: 7, title: 'IMAX or regular? A guide to premium cinema formats', lede: 'We compared IMAX, 4DX, 3D and recliner cinemas across Metro Manila so you know which ticket is worth the extra pesos.', tags: ['movies', 'cinemas'], authorId: 3, ageDays: 12 },
  { categoryId: 8, title: 'The teleserye finales everyone will be talking about', lede: 'Three long-running dramas wrap up within weeks of each other, and the group chats are not ready.', tags: ['tv', 'teleserye'], authorId: 6, ageDays: 2 },
  { categoryId: 8, title: 'New on streaming: local series to binge this weekend', lede: 'A comedy about a barangay radio station and a thriller set in a Cebu call centre lead this week’s new releases.', tags: ['tv', 'streaming'], authorId: 6, ageDays: 9 },
  { categoryId: 8, title: 'The reality show that made Filipino cooking cool again', lede: 'Home cooks from twelve regions are competing on national TV, and their recipes are trending in every kitchen.', tags: ['tv', 'food'], authorId: 5, ageDays: 20 },
  { categoryId: 9, title: 'The best sisig in Metro Manila, ranked', lede: 'We ate our way through sizzling plates from Angeles-style classics to crispy-skin upstarts to settle the argument for good.', tags: ['food', 'filipino-food'], authorId: 8, ageDays: 3 },
  { categoryId: 9, title: 'Where to find the creamiest halo-halo this summer', lede: 'Shaved ice, leche flan and ube jam: these are the glasses worth queueing for when the heat index climbs.', tags: ['food', 'desserts'], authorId: 8, ageDays: 10 },
  { categoryId: 9, title: 'A coffee crawl through Poblacion', lede: 'Six cafés within walking distance, from a single-origin roastery to a late-night espresso bar.', tags: ['food', 'coffee', 'makati'], authorId: 11, ageDays: 4 },
  { categoryId: 9, title: 'Binondo on an empty stomach: a walking food tour', lede: 'Dumplings, fried siopao, hopia and tea: the essential stops in the oldest Chinatown in the world.', tags: ['food', 'binondo'], authorId: 3, ageDays: 15 },
  { categoryId: 10, title: 'Weekend markets worth waking up early for', lede: 'Heirloom vegetables, artisanal bread and secondhand books: our favourite Saturday and Sunday markets across the metro.', tags: ['shopping', 'markets'], authorId: 6, ageDays: 5 },
  { categoryId: 10, title: 'Where to get things repaired instead of replaced', lede: 'Shoes, umbrellas, phones and rice cookers: the repair shops keeping our stuff out of landfills.', tags: ['shopping', 'sustainability'], authorId: 5, ageDays: 18 },
  { categoryId: 10, title: 'Local brands making bags from abaca and piña', lede: 'Handwoven fibres are showing up on office commutes thanks to a new wave of Filipino designers.', tags: ['shopping', 'local-brands'], authorId: 11, ageDays: 25 },
  { categoryId: 11, title: 'Staying cool and healthy during the hot season', lede: 'Simple habits to get through the hottest weeks of the year without ending up dehydrated or sunburnt.', tags: ['health', 'summer'], authorId: 6, ageDays: 7 },
  { categoryId: 11, title: 'Running clubs that welcome beginners', lede: 'From BGC loops to Marikina riverbanks, these groups will get you from couch to 5K without judgement.', tags: ['health', 'fitness'], authorId: 8, ageDays: 22 },
  { categoryId: 15, title: 'Things to do in Metro Manila this weekend', lede: 'A night market, an orchestra in the park and a food festival top this weekend’s list of plans.', tags: ['events', 'weekend'], authorId: 3, ageDays: 0 },
  { categoryId: 15, title: 'The biggest concerts coming to Manila this season', lede: 'Arena shows, stadium tours and intimate club gigs: start saving now.', tags: ['events', 'concerts'], authorId: 5, ageDays: 8 },
  { categoryId: 15, title: 'Free events for families this month', lede: 'Museums, parks and libraries are running workshops, storytelling sessions and film screenings at no cost.', tags: ['events', 'family'], authorId: 11, ageDays: 14 },
  { categoryId: 17, title: 'A musical about jeepney drivers is the hit of the season', lede: 'Sold-out weekends, standing ovations and a soundtrack you will hum for days: here is why audiences keep coming back.', tags: ['theatre', 'musicals'], authorId: 6, ageDays: 11 },
  { categoryId: 17, title: 'Your guide to the theatre season', lede: 'Repertory companies, university troupes and indie collectives have announced their line-ups.', tags: ['theatre'], authorId: 6, ageDays: 28 },
  { categoryId: 17, title: 'Five plays under three hundred pesos', lede: 'Great theatre does not need to be expensive; these productions prove it.', tags: ['theatre', 'budget'], authorId: 3, ageDays: 35 },
  { categoryId: 58, title: 'How to pay for everything with your phone in Manila', lede: 'From jeepney fares to sari-sari stores, cashless payments now reach further than you might expect.', tags: ['tech', 'payments'], authorId: 8, ageDays: 4 },
  { categoryId: 58, title: 'The best apps for beating Metro Manila traffic', lede: 'Navigation, ride-hailing and transit apps tested on the same rush-hour route, with surprising results.', tags: ['tech', 'commuting'], authorId: 5, ageDays: 16 },
  { categoryId: 58, title: 'Fibre internet providers compared', lede: 'We measured speed, reliability and customer service in five cities so you can choose with confidence.', tags: ['tech', 'internet'], authorId: 11, ageDays: 30 },
  { categoryId: 74, title: 'A perfect Sunday in Intramuros', lede: 'Bikes, churches, a museum and the best kalamansi juice inside the walls: a plan from morning to sunset.', tags: ['time-out', 'intramuros'], authorId: 3, ageDays: 6 },
  { categoryId: 74, title: 'Rooftop bars with the best city views', lede: 'Sunset cocktails above Makati, BGC and Manila Bay, ranked by view and by drinks.', tags: ['time-out', 'nightlife'], authorId: 8, ageDays: 19 },
  { categoryId: 74, title: 'Rainy-day plans that are actually fun', lede: 'Museums, arcades, bowling alleys and a board-game café for when the monsoon cancels the beach.', tags: ['time-out', 'rainy-day'], authorId: 6, ageDays: 33 },
  { categoryId: 96, title: 'OPM albums you need to hear this year', lede: 'Bedroom pop, Visayan rap and a folk revival: the records that defined the year in Filipino music.', tags: ['music', 'opm'], authorId: 5, ageDays: 2 },
  { categoryId: 96, title: 'Where to catch live jazz in the city', lede: 'Small rooms, late sets and brilliant musicians: the city’s jazz scene is busier than ever.', tags: ['music', 'jazz', 'nightlife'], authorId: 5, ageDays: 13 },
  { categoryId: 96, title: 'The return of the band battle', lede: 'Campus band competitions are back in packed gymnasiums, with prize money and record deals on the line.', tags: ['music', 'campus'], authorId: 11, ageDays: 27 },
  { categoryId: 117, title: 'Marikina’s shoe makers are stepping up', lede: 'A new generation is reviving the city’s shoemaking tradition with modern designs and old techniques.', tags: ['local', 'marikina'], authorId: 8, ageDays: 5 },
  { categoryId: 117, title: 'The barangay that turned a creek into a park', lede: 'Residents of a Pasig community spent three years cleaning a waterway; now it is their favourite hangout.', tags: ['local', 'pasig', 'sustainability'], authorId: 6, ageDays: 17 },
  { categoryId: 117, title: 'Inside Quezon City’s new public library', lede: 'Quiet rooms, a maker space and free Wi-Fi: the library is open late and already busy.', tags: ['local', 'quezon-city'], authorId: 3, ageDays: 24 },
  { categoryId: 149, title: 'A long weekend in Baguio without a car', lede: 'Buses, jeepneys and your own two feet are all you need for strawberries, pine forests and cool mornings.', tags: ['travel', 'baguio'], authorId: 8, ageDays: 3 },
  { categoryId: 149, title: 'Bohol beyond the Chocolate Hills', lede: 'River cruises, tarsiers, heritage churches and quiet beaches on the island’s other side.', tags: ['travel', 'bohol'], authorId: 3, ageDays: 21 },
  { categoryId: 149, title: 'Day trips from Manila you can do by bus', lede: 'Tagaytay, Antipolo, Laguna’s hot springs and Batangas beaches, with fares and travel times.', tags: ['travel', 'day-trips'], authorId: 11, ageDays: 40 },
  { categoryId: 354, title: 'New restaurants opening this month', lede: 'A Davao-style grill, a vegan carinderia and a bakery from a famous pastry chef open their doors.', tags: ['whats-new', 'food'], authorId: 8, ageDays: 1 },
  { categoryId: 354, title: 'New in the malls: shops and cinemas to check out', lede: 'Recliner cinemas, a giant bookstore and a food hall lead the latest mall openings around the metro.', tags: ['whats-new', 'malls', 'cinemas'], authorId: 6, ageDays: 12 },
  { categoryId: 1274, title: 'Study spots near the University Belt', lede: 'Quiet cafés and libraries within walking distance of España, Recto and Mendiola, with Wi-Fi and power outlets.', tags: ['campus', 'study'], authorId: 5, ageDays: 8 },
  { categoryId: 1274, title: 'Student film festival opens submissions', lede: 'Short films from students across the country will compete for screenings in commercial cinemas.', tags: ['campus', 'movies'], authorId: 3, ageDays: 26 },
]

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The article body: lede, a heading, a list and a closing note (HTML). */
export function articleHtml(article: DemoArticle): string {
  const notes = CATEGORY_NOTES[article.categoryId]!
  return [
    `<p>${escapeHtml(article.lede)}</p>`,
    `<p>We spent several weeks on this story, visiting in person and talking to the people who make it happen. Here is what we found, and what you should know before you go.</p>`,
    `<h2>${escapeHtml(notes.heading)}</h2>`,
    `<ul>${notes.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
    `<p>${escapeHtml(notes.note)}</p>`,
  ].join('\n')
}

export const articleExcerpt = (article: DemoArticle) => `<p>${escapeHtml(article.lede)}</p>`
