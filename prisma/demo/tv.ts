/**
 * Demo TV guide and streaming data (issue 18): Philippine channels with a daily line-up, shows, streaming
 * networks and titles. Shows and titles are fictional (any likeness to a real programme is accidental); the
 * channels and networks are the real ones people look for. Line-up times are Manila wall-clock "HH:MM" from
 * 05:00; hours of 24 and more are after midnight (the next Manila day), so a late programme crosses midnight.
 * Every slot ends where the next begins and the last ends at 05:00 the next day: a channel is never dark.
 */
import { STREAMING_NETWORKS } from '../../api/contracts/tv.ts'

export interface DemoChannel {
  slug: string
  name: string
  kind: 'free-to-air' | 'cable'
  number: string
  network: string
  description: string
  /** [start "HH:MM", title, genre, show slug or null, live] */
  lineup: [string, string, string, string | null, boolean?][]
}

export interface DemoShow {
  slug: string
  title: string
  synopsis: string
  genres: string[]
  network: string
  channel: string | null
  seasons: number
  firstAired: number
  rating: 'G' | 'PG' | 'SPG'
  streamingOn: string[]
}

export interface DemoStreamingTitle {
  title: string
  network: string
  kind: 'series' | 'movie' | 'special'
  /** Days from the seed's Manila today (negative: already streaming). */
  offset: number
  synopsis: string
  genres: string[]
  season?: number
  show?: string
  featured?: boolean
  /** The demo movie (prisma/demo/movies.ts, status streamingSoon) this title is the streaming release of. */
  movieTitle?: string
}

const news = (title: string, show: string | null = null) => [title, 'News', show, true] as const

export const DEMO_CHANNELS: DemoChannel[] = [
  { slug: 'gma', name: 'GMA', kind: 'free-to-air', number: '7', network: 'GMA Network', description: 'Kapuso network: news, drama and variety on free TV.',
    lineup: [['05:00', 'Unang Hirit', 'Morning show', 'unang-balita-ng-umaga', true], ['08:30', 'Kapuso Cartoon Hour', 'Kids', null], ['10:00', 'Tanghali sa Studio Siete', 'Variety', 'tanghali-sa-studio-siete', true], ['12:30', 'Ulan sa Disyembre', 'Drama', 'ulan-sa-disyembre'], ['15:00', 'Hapon ng Pag-ibig', 'Drama', null], ['17:30', ...news('Balita sa Gabi', 'balita-sa-gabi')], ['19:00', 'Lihim ng Isla', 'Drama', 'lihim-ng-isla'], ['21:00', 'Mga Anak ni Lola Sinang', 'Drama', 'mga-anak-ni-lola-sinang'], ['22:30', 'Kapuso Late Night Cinema', 'Movie', null], ['24:30', 'GMA Replay', 'Replay', null]] },
  { slug: 'kapamilya-channel', name: 'Kapamilya Channel', kind: 'cable', number: '8', network: 'ABS-CBN', description: 'ABS-CBN entertainment on cable, satellite and online.',
    lineup: [['05:00', 'Kapamilya Gold Replay', 'Drama', null], ['09:00', 'Tahanan ng Tawanan', 'Comedy', 'tahanan-ng-tawanan'], ['11:00', 'Tanghalian Na!', 'Variety', 'tanghalian-na', true], ['14:00', 'Pangarap sa Probinsya', 'Drama', 'pangarap-sa-probinsya'], ['17:00', ...news('TV Patrol Ngayon', 'tv-patrol-ngayon')], ['18:30', 'Bituin ng Maynila', 'Drama', 'bituin-ng-maynila'], ['20:30', 'Ang Huling Sayaw', 'Drama', 'ang-huling-sayaw'], ['22:00', 'Kapamilya Blockbusters', 'Movie', null], ['24:00', 'Kapamilya Gold Late Replay', 'Replay', null]] },
  { slug: 'a2z', name: 'A2Z', kind: 'free-to-air', number: '11', network: 'ZOE Broadcasting', description: 'Free-TV home of Kapamilya shows in Mega Manila.',
    lineup: [['05:00', 'Light TV Mornings', 'Religious', null], ['08:00', 'Tahanan ng Tawanan', 'Comedy', 'tahanan-ng-tawanan'], ['10:00', 'Tanghalian Na!', 'Variety', 'tanghalian-na', true], ['13:00', 'Pangarap sa Probinsya', 'Drama', 'pangarap-sa-probinsya'], ['17:00', ...news('TV Patrol Ngayon', 'tv-patrol-ngayon')], ['18:30', 'Bituin ng Maynila', 'Drama', 'bituin-ng-maynila'], ['20:30', 'Ang Huling Sayaw', 'Drama', 'ang-huling-sayaw'], ['22:00', 'A2Z Cinema', 'Movie', null], ['23:45', 'Light TV Late Night', 'Religious', null]] },
  { slug: 'tv5', name: 'TV5', kind: 'free-to-air', number: '5', network: 'TV5 Network', description: 'Kapatid network: news, sports and entertainment.',
    lineup: [['05:00', ...news('Gud Morning Kapatid', 'gud-morning-kapatid')], ['08:00', 'Kapatid Movie Morning', 'Movie', null], ['11:00', 'Lunchtime Laban', 'Game show', 'lunchtime-laban', true], ['13:00', 'PBA Classics', 'Sports', null], ['16:00', 'Barkada sa Kanto', 'Comedy', 'barkada-sa-kanto'], ['18:00', ...news('Frontline Ngayon', 'frontline-ngayon')], ['19:00', 'Sugo ng Liwanag', 'Drama', 'sugo-ng-liwanag'], ['21:00', 'Basketball Tonight', 'Sports', 'basketball-tonight', true], ['23:00', 'TV5 Late Show', 'Talk show', null], ['24:30', 'TV5 Replay', 'Replay', null]] },
  { slug: 'gtv', name: 'GTV', kind: 'free-to-air', number: '27', network: 'GMA Network', description: 'GMA\'s second free-TV channel: news, anime and classics.',
    lineup: [['05:00', ...news('Unang Balita sa GTV')], ['08:00', 'Anime Umaga', 'Animation', null], ['12:00', 'Kapuso Classics', 'Drama', null], ['16:00', 'Anime Hapon', 'Animation', null], ['18:00', 'Balita sa Gabi', 'News', 'balita-sa-gabi', true], ['19:30', 'Kusina ni Chef Lito', 'Lifestyle', 'kusina-ni-chef-lito'], ['20:30', 'GTV Sports Desk', 'Sports', null, true], ['22:00', 'Lihim ng Isla', 'Drama', 'lihim-ng-isla'], ['23:30', 'GTV Night Cinema', 'Movie', null]] },
  { slug: 'anc', name: 'ANC', kind: 'cable', number: '26', network: 'ABS-CBN', description: 'ABS-CBN News Channel: business and world news in English.',
    lineup: [['05:00', ...news('Early Edition')], ['08:00', ...news('Market Edge Morning', 'market-edge-morning')], ['10:00', ...news('ANC Headlines')], ['12:00', ...news('Dateline Noon')], ['15:00', 'The Boss Interviews', 'Talk show', 'the-boss-interviews'], ['16:00', ...news('Market Edge Close', 'market-edge-morning')], ['18:00', ...news('Dateline Philippines')], ['21:00', ...news('The World Tonight')], ['23:00', ...news('ANC Late Headlines')], ['24:30', 'ANC Overnight', 'News', null]] },
  { slug: 'one-news', name: 'One News', kind: 'cable', number: '24', network: 'MediaQuest', description: 'The news channel of the CNN Philippines era\'s successor: headlines, politics and weather.',
    lineup: [['05:00', ...news('One News Morning')], ['09:00', ...news('Newsroom Ngayon')], ['12:00', ...news('One Balita Pilipinas')], ['15:00', 'Agenda sa Hapon', 'Public affairs', 'agenda-sa-hapon'], ['18:00', ...news('The Evening Wrap', 'the-evening-wrap')], ['20:00', 'Storm Watch', 'Weather', null, true], ['21:00', ...news('One News Tonight')], ['23:00', 'Documentary Hour', 'Documentary', null], ['24:00', 'Overnight News Loop', 'News', null]] },
  { slug: 'cinema-one', name: 'Cinema One', kind: 'cable', number: '56', network: 'ABS-CBN', description: 'Filipino films all day, from classics to new indies.',
    lineup: [['05:00', 'Pinoy Classics', 'Movie', null], ['09:00', 'Kilig Marathon', 'Movie', null], ['13:00', 'Aksyon Sine', 'Movie', null], ['17:00', 'Indie Spotlight', 'Movie', null], ['20:00', 'Cinema One Premiere', 'Movie', null], ['22:00', 'Midnight Horror', 'Movie', null], ['25:00', 'Cinema One Overnight', 'Movie', null]] },
  { slug: 'hbo', name: 'HBO', kind: 'cable', number: '53', network: 'Warner Bros. Discovery', description: 'Hollywood films and HBO Original series.',
    lineup: [['05:00', 'HBO Family Morning', 'Movie', null], ['10:00', 'HBO Matinee', 'Movie', null], ['14:00', 'HBO Hits', 'Movie', null], ['18:00', 'Iron Harbor', 'Drama', 'iron-harbor'], ['19:00', 'HBO Prime Movie', 'Movie', null], ['21:00', 'The Quiet Republic', 'Drama', 'the-quiet-republic'], ['22:00', 'HBO Late Premiere', 'Movie', null], ['24:30', 'HBO Overnight', 'Movie', null]] },
  { slug: 'axn', name: 'AXN', kind: 'cable', number: '42', network: 'Sony Pictures Television', description: 'Action, crime and reality series.',
    lineup: [['05:00', 'AXN Crime Files', 'Crime', null], ['11:00', 'Manila Precinct', 'Crime', 'manila-precinct'], ['13:00', 'Race Across Asia', 'Reality', 'race-across-asia'], ['15:00', 'AXN Action Movie', 'Movie', null], ['19:00', 'Manila Precinct', 'Crime', 'manila-precinct'], ['20:00', 'Race Across Asia', 'Reality', 'race-across-asia'], ['21:00', 'AXN Thriller Night', 'Movie', null], ['23:30', 'AXN Late Crime', 'Crime', null]] },
]

export const DEMO_SHOWS: DemoShow[] = [
  { slug: 'unang-balita-ng-umaga', title: 'Unang Hirit', synopsis: 'The morning show that wakes up Metro Manila with news, weather, traffic and a little fun.', genres: ['Morning show', 'News'], network: 'GMA Network', channel: 'gma', seasons: 1, firstAired: 1999, rating: 'G', streamingOn: [] },
  { slug: 'tanghali-sa-studio-siete', title: 'Tanghali sa Studio Siete', synopsis: 'A noontime variety show of games, songs and guests from around the country.', genres: ['Variety'], network: 'GMA Network', channel: 'gma', seasons: 3, firstAired: 2021, rating: 'G', streamingOn: [] },
  { slug: 'ulan-sa-disyembre', title: 'Ulan sa Disyembre', synopsis: 'Two sisters separated by a typhoon find each other again twenty years later, on opposite sides of a land dispute.', genres: ['Drama', 'Family'], network: 'GMA Network', channel: 'gma', seasons: 1, firstAired: 2026, rating: 'PG', streamingOn: ['netflix'] },
  { slug: 'balita-sa-gabi', title: 'Balita sa Gabi', synopsis: 'The evening newscast: the day\'s stories from Luzon, Visayas and Mindanao.', genres: ['News'], network: 'GMA Network', channel: 'gma', seasons: 1, firstAired: 2004, rating: 'G', streamingOn: [] },
  { slug: 'lihim-ng-isla', title: 'Lihim ng Isla', synopsis: 'A young doctor posted to a remote island discovers why no one who arrives there ever wants to leave.', genres: ['Drama', 'Mystery'], network: 'GMA Network', channel: 'gma', seasons: 2, firstAired: 2025, rating: 'SPG', streamingOn: ['netflix', 'prime-video'] },
  { slug: 'mga-anak-ni-lola-sinang', title: 'Mga Anak ni Lola Sinang', synopsis: 'Five grown children return to their grandmother\'s house in Pampanga and learn what she kept from them.', genres: ['Drama', 'Family'], network: 'GMA Network', channel: 'gma', seasons: 1, firstAired: 2026, rating: 'PG', streamingOn: [] },
  { slug: 'tahanan-ng-tawanan', title: 'Tahanan ng Tawanan', synopsis: 'A family sitcom about three generations under one roof in Marikina.', genres: ['Comedy', 'Family'], network: 'ABS-CBN', channel: 'kapamilya-channel', seasons: 4, firstAired: 2022, rating: 'G', streamingOn: ['iwanttfc'] },
  { slug: 'tanghalian-na', title: 'Tanghalian Na!', synopsis: 'Noontime games, dance contests and hometown heroes, live every day.', genres: ['Variety', 'Game show'], network: 'ABS-CBN', channel: 'kapamilya-channel', seasons: 2, firstAired: 2024, rating: 'G', streamingOn: ['iwanttfc'] },
  { slug: 'pangarap-sa-probinsya', title: 'Pangarap sa Probinsya', synopsis: 'A jeepney driver\'s daughter from Iloilo chases a scholarship in Manila.', genres: ['Drama'], network: 'ABS-CBN', channel: 'kapamilya-channel', seasons: 1, firstAired: 2026, rating: 'PG', streamingOn: ['iwanttfc', 'netflix'] },
  { slug: 'tv-patrol-ngayon', title: 'TV Patrol Ngayon', synopsis: 'The Kapamilya evening news.', genres: ['News'], network: 'ABS-CBN', channel: 'kapamilya-channel', seasons: 1, firstAired: 1987, rating: 'G', streamingOn: ['iwanttfc'] },
  { slug: 'bituin-ng-maynila', title: 'Bituin ng Maynila', synopsis: 'A singer from Tondo rises on a talent show while her family\'s past catches up with her.', genres: ['Drama', 'Music'], network: 'ABS-CBN', channel: 'kapamilya-channel', seasons: 1, firstAired: 2026, rating: 'PG', streamingOn: ['iwanttfc', 'netflix'] },
  { slug: 'ang-huling-sayaw', title: 'Ang Huling Sayaw', synopsis: 'A retired ballroom champion coaches a barangay team for one last competition.', genres: ['Drama', 'Romance'], network: 'ABS-CBN', channel: 'kapamilya-channel', seasons: 1, firstAired: 2026, rating: 'PG', streamingOn: ['iwanttfc'] },
  { slug: 'gud-morning-kapatid', title: 'Gud Morning Kapatid', synopsis: 'TV5\'s morning news and public service show.', genres: ['News', 'Morning show'], network: 'TV5 Network', channel: 'tv5', seasons: 1, firstAired: 2020, rating: 'G', streamingOn: [] },
  { slug: 'lunchtime-laban', title: 'Lunchtime Laban', synopsis: 'Contestants from every region answer trivia for a jackpot that grows every day.', genres: ['Game show'], network: 'TV5 Network', channel: 'tv5', seasons: 2, firstAired: 2025, rating: 'G', streamingOn: [] },
  { slug: 'barkada-sa-kanto', title: 'Barkada sa Kanto', synopsis: 'Four friends who run a sari-sari store get into one scheme after another.', genres: ['Comedy'], network: 'TV5 Network', channel: 'tv5', seasons: 3, firstAired: 2023, rating: 'PG', streamingOn: ['prime-video'] },
  { slug: 'frontline-ngayon', title: 'Frontline Ngayon', synopsis: 'The Kapatid evening newscast.', genres: ['News'], network: 'TV5 Network', channel: 'tv5', seasons: 1, firstAired: 2020, rating: 'G', streamingOn: [] },
  { slug: 'sugo-ng-liwanag', title: 'Sugo ng Liwanag', synopsis: 'A fantasy serye about a girl who learns she is the last guardian of the diwata realm.', genres: ['Fantasy', 'Drama'], network: 'TV5 Network', channel: 'tv5', seasons: 1, firstAired: 2026, rating: 'PG', streamingOn: ['prime-video'] },
  { slug: 'basketball-tonight', title: 'Basketball Tonight', synopsis: 'Live professional basketball with analysis before and after the game.', genres: ['Sports'], network: 'TV5 Network', channel: 'tv5', seasons: 1, firstAired: 2019, rating: 'G', streamingOn: [] },
  { slug: 'kusina-ni-chef-lito', title: 'Kusina ni Chef Lito', synopsis: 'Home cooking from every province, one recipe at a time.', genres: ['Lifestyle', 'Food'], network: 'GMA Network', channel: 'gtv', seasons: 5, firstAired: 2021, rating: 'G', streamingOn: [] },
  { slug: 'market-edge-morning', title: 'Market Edge', synopsis: 'Business news and the markets, opening and close.', genres: ['News', 'Business'], network: 'ABS-CBN', channel: 'anc', seasons: 1, firstAired: 2010, rating: 'G', streamingOn: [] },
  { slug: 'the-boss-interviews', title: 'The Boss Interviews', synopsis: 'Long conversations with the people who run Philippine companies.', genres: ['Talk show', 'Business'], network: 'ABS-CBN', channel: 'anc', seasons: 6, firstAired: 2020, rating: 'G', streamingOn: [] },
  { slug: 'agenda-sa-hapon', title: 'Agenda sa Hapon', synopsis: 'Politics and policy explained in the afternoon.', genres: ['Public affairs'], network: 'MediaQuest', channel: 'one-news', seasons: 1, firstAired: 2024, rating: 'G', streamingOn: [] },
  { slug: 'the-evening-wrap', title: 'The Evening Wrap', synopsis: 'The news of the day in one hour, in English.', genres: ['News'], network: 'MediaQuest', channel: 'one-news', seasons: 1, firstAired: 2024, rating: 'G', streamingOn: [] },
  { slug: 'iron-harbor', title: 'Iron Harbor', synopsis: 'A port city\'s dock workers take on the syndicate that runs the waterfront.', genres: ['Drama', 'Crime'], network: 'HBO', channel: 'hbo', seasons: 2, firstAired: 2025, rating: 'SPG', streamingOn: ['hbo-max', 'max'] },
  { slug: 'the-quiet-republic', title: 'The Quiet Republic', synopsis: 'A speechwriter discovers that the president she works for has not been seen in months.', genres: ['Drama', 'Political'], network: 'HBO', channel: 'hbo', seasons: 1, firstAired: 2026, rating: 'SPG', streamingOn: ['max'] },
  { slug: 'manila-precinct', title: 'Manila Precinct', synopsis: 'Detectives of a Manila police precinct work the cases no one else wants.', genres: ['Crime', 'Drama'], network: 'AXN', channel: 'axn', seasons: 3, firstAired: 2023, rating: 'SPG', streamingOn: ['axn-asia'] },
  { slug: 'race-across-asia', title: 'Race Across Asia', synopsis: 'Teams of two race across twelve Asian countries for a grand prize.', genres: ['Reality'], network: 'AXN', channel: 'axn', seasons: 4, firstAired: 2022, rating: 'G', streamingOn: ['axn-asia'] },
  // Streaming-only shows
  { slug: 'dito-sa-bgc', title: 'Dito sa BGC', synopsis: 'Young professionals in Bonifacio Global City juggle start-ups, rent and love.', genres: ['Drama', 'Romance'], network: 'Netflix', channel: null, seasons: 2, firstAired: 2025, rating: 'SPG', streamingOn: ['netflix'] },
  { slug: 'aswang-chronicles', title: 'Aswang Chronicles', synopsis: 'A folklore horror anthology set in the provinces.', genres: ['Horror', 'Anthology'], network: 'Prime Video', channel: null, seasons: 1, firstAired: 2026, rating: 'SPG', streamingOn: ['prime-video'] },
  { slug: 'kingdom-of-seven-isles', title: 'Kingdom of Seven Isles', synopsis: 'An animated adventure across an archipelago of sky islands.', genres: ['Animation', 'Family'], network: 'Disney+', channel: null, seasons: 1, firstAired: 2026, rating: 'G', streamingOn: ['disney-plus'] },
]

export const DEMO_STREAMING_TITLES: DemoStreamingTitle[] = [
  // The streaming-soon demo films (prisma/demo/movies.ts) are their networks' upcoming titles.
  { title: 'Quarantine Karaoke', network: 'netflix', kind: 'movie', offset: 4, synopsis: '', genres: [], movieTitle: 'Quarantine Karaoke' },
  { title: 'The Salt Farmers', network: 'prime-video', kind: 'movie', offset: 8, synopsis: '', genres: [], movieTitle: 'The Salt Farmers' },
  { title: 'Babaylan', network: 'netflix', kind: 'movie', offset: 12, synopsis: '', genres: [], movieTitle: 'Babaylan', featured: true },
  { title: 'Second Shift', network: 'hbo-max', kind: 'movie', offset: 21, synopsis: '', genres: [], movieTitle: 'Second Shift' },
  { title: 'Pasko sa Maynila', network: 'disney-plus', kind: 'movie', offset: 28, synopsis: '', genres: [], movieTitle: 'Pasko sa Maynila' },
  // Series seasons and specials
  { title: 'Dito sa BGC: Season 2', network: 'netflix', kind: 'series', offset: -5, season: 2, show: 'dito-sa-bgc', featured: true, genres: ['Drama', 'Romance'], synopsis: 'The friends face a merger, a wedding and a typhoon in the same month.' },
  { title: 'Lihim ng Isla', network: 'netflix', kind: 'series', offset: -12, season: 1, show: 'lihim-ng-isla', genres: ['Drama', 'Mystery'], synopsis: 'The first season of the GMA mystery, all episodes.' },
  { title: 'Bituin ng Maynila', network: 'netflix', kind: 'series', offset: 6, season: 1, show: 'bituin-ng-maynila', genres: ['Drama', 'Music'], synopsis: 'The Kapamilya hit streams a day after its TV broadcast.' },
  { title: 'Kingdom of Seven Isles', network: 'disney-plus', kind: 'series', offset: -3, season: 1, show: 'kingdom-of-seven-isles', featured: true, genres: ['Animation', 'Family'], synopsis: 'All eight episodes of the animated adventure.' },
  { title: 'Ocean Lanterns', network: 'disney-plus', kind: 'movie', offset: 10, genres: ['Animation', 'Adventure'], synopsis: 'A lantern-maker\'s daughter follows a glowing fish to an underwater festival.' },
  { title: 'Iron Harbor: Season 2', network: 'max', kind: 'series', offset: -8, season: 2, show: 'iron-harbor', genres: ['Drama', 'Crime'], synopsis: 'The union strike spreads to every port on the coast.' },
  { title: 'The Quiet Republic', network: 'max', kind: 'series', offset: 9, season: 1, show: 'the-quiet-republic', featured: true, genres: ['Drama', 'Political'], synopsis: 'The HBO political thriller arrives on Max.' },
  { title: 'Aswang Chronicles', network: 'prime-video', kind: 'series', offset: 3, season: 1, show: 'aswang-chronicles', featured: true, genres: ['Horror', 'Anthology'], synopsis: 'Six stories from six provinces, each scarier than the last.' },
  { title: 'Barkada sa Kanto: Season 3', network: 'prime-video', kind: 'series', offset: -20, season: 3, show: 'barkada-sa-kanto', genres: ['Comedy'], synopsis: 'The store gets a franchise offer it cannot refuse.' },
  { title: 'Stone Cold Run', network: 'lionsgate-play', kind: 'movie', offset: -6, genres: ['Action', 'Thriller'], synopsis: 'A courier with one day to cross a city that wants her package.' },
  { title: 'The Vineyard Letters', network: 'lionsgate-play', kind: 'movie', offset: 14, genres: ['Romance', 'Drama'], synopsis: 'Letters found in a wine cellar lead a widow back to Spain.' },
  { title: 'Orbit Six', network: 'apple-tv', kind: 'series', offset: -10, season: 1, genres: ['Science fiction', 'Drama'], synopsis: 'Six astronauts, one failing station and a message from Earth that should not exist.' },
  { title: 'The Ferry Detective', network: 'apple-tv', kind: 'series', offset: 18, season: 1, genres: ['Crime', 'Mystery'], synopsis: 'A retired detective solves crimes on an inter-island ferry route.' },
  { title: 'Pangarap sa Probinsya', network: 'iwanttfc', kind: 'series', offset: -2, season: 1, show: 'pangarap-sa-probinsya', genres: ['Drama'], synopsis: 'Episodes stream right after the broadcast.' },
  { title: 'Race Across Asia: Season 5', network: 'axn-asia', kind: 'series', offset: 7, season: 5, show: 'race-across-asia', genres: ['Reality'], synopsis: 'Twelve new teams, and the first leg starts in Palawan.' },
  { title: 'HBO Asia Originals: Night Market', network: 'hbo', kind: 'special', offset: 5, genres: ['Anthology'], synopsis: 'Four short films set in Asian night markets.' },
]

/** Every network of the contract, with a short description for its page. */
export const DEMO_NETWORKS = STREAMING_NETWORKS.map((network, index) => ({
  slug: network.slug,
  name: network.name,
  sortOrder: index,
  website: `https://www.${network.slug.replace(/-/g, '')}.com`,
  description: `New and upcoming titles on ${network.name} in the Philippines.`,
}))
