/** Demo users and their community activity (reviews, replies, likes, follows). No passwords: sign-in comes later. */
export interface DemoUser {
  username: string
  name: string
  firstName: string
  lastName: string
  email: string
  avatarColor: string
  role: 'user' | 'moderator' | 'admin'
  bio: string
  points: number
  level: number
  streakDays: number
}

export const DEMO_USERS: DemoUser[] = [
  { username: 'admin', name: 'Gala Admin', firstName: 'Gala', lastName: 'Admin', email: 'admin@gala.test', avatarColor: '#3b82f6', role: 'admin', bio: 'Keeps the lights on.', points: 0, level: 1, streakDays: 0 },
  { username: 'moderator', name: 'Mara Moderator', firstName: 'Mara', lastName: 'Villanueva', email: 'moderator@gala.test', avatarColor: '#8b5cf6', role: 'moderator', bio: 'Community moderator. Be kind.', points: 120, level: 2, streakDays: 3 },
  { username: 'maria_santos', name: 'Maria Santos', firstName: 'Maria', lastName: 'Santos', email: 'maria@example.test', avatarColor: '#ef4444', role: 'user', bio: 'Weekend moviegoer and sisig hunter from Quezon City.', points: 340, level: 4, streakDays: 12 },
  { username: 'juan_dela_cruz', name: 'Juan dela Cruz', firstName: 'Juan', lastName: 'dela Cruz', email: 'juan@example.test', avatarColor: '#10b981', role: 'user', bio: 'Commuter, coffee drinker, horror fan.', points: 210, level: 3, streakDays: 5 },
  { username: 'angelica_reyes', name: 'Angelica Reyes', firstName: 'Angelica', lastName: 'Reyes', email: 'angelica@example.test', avatarColor: '#f59e0b', role: 'user', bio: 'Museum person. Will travel for a good halo-halo.', points: 480, level: 5, streakDays: 21 },
  { username: 'paolo_garcia', name: 'Paolo Garcia', firstName: 'Paolo', lastName: 'Garcia', email: 'paolo@example.test', avatarColor: '#06b6d4', role: 'user', bio: 'Makati office worker by day, cinephile by night.', points: 95, level: 2, streakDays: 1 },
  { username: 'bea_mendoza', name: 'Bea Mendoza', firstName: 'Bea', lastName: 'Mendoza', email: 'bea@example.test', avatarColor: '#ec4899', role: 'user', bio: 'Cebuana in Manila. Family trips and animated films.', points: 160, level: 2, streakDays: 7 },
  { username: 'carlo_bautista', name: 'Carlo Bautista', firstName: 'Carlo', lastName: 'Bautista', email: 'carlo@example.test', avatarColor: '#84cc16', role: 'user', bio: 'Runner, hiker, Baguio regular.', points: 60, level: 1, streakDays: 0 },
]

export interface DemoReview {
  username: string
  /** Movie title (contentTypeId 2) or place slug (contentTypeId 1/3). */
  target: { movie: string } | { place: string; restaurant?: boolean }
  rating: number
  title: string
  content: string
  pros?: string
  cons?: string
  recommended: boolean
  /** The review reveals the plot (blurred until tapped). */
  containsSpoilers?: boolean
  ageDays: number
  replies?: { username: string; content: string }[]
  likedBy?: string[]
}

export const DEMO_REVIEWS: DemoReview[] = [
  { username: 'maria_santos', target: { movie: 'Habang May Ulan' }, rating: 5, title: 'Bring tissues', content: 'Quiet, patient and very Manila. The jeepney-shelter conversations felt like eavesdropping on real people.', pros: 'Lead performances, rain sound design', cons: 'A little long in the middle', recommended: true, ageDays: 5,
    replies: [{ username: 'paolo_garcia', content: 'Agreed, the last scene wrecked me.' }, { username: 'maria_santos', content: 'Same! Watch it in the biggest cinema you can.' }], likedBy: ['paolo_garcia', 'angelica_reyes', 'bea_mendoza'] },
  { username: 'juan_dela_cruz', target: { movie: 'Kape at Kaluluwa' }, rating: 4, title: 'Did not sleep', content: 'Genuinely creepy without cheap jump scares. I will never order two coffees again.', recommended: true, ageDays: 3,
    replies: [{ username: 'carlo_bautista', content: 'Is it too scary for a first date?' }], likedBy: ['maria_santos'] },
  { username: 'paolo_garcia', target: { movie: 'Signal No. 4' }, rating: 4, title: 'Worth the IMAX ticket', content: 'The flood sequence in IMAX is the most fun I have had in a cinema this year. The plot is silly but who cares.', pros: 'Action, sound', cons: 'Villain is thin', recommended: true, ageDays: 1, likedBy: ['juan_dela_cruz', 'carlo_bautista'] },
  { username: 'bea_mendoza', target: { movie: 'Neon Carabao' }, rating: 5, title: 'My kids loved it', content: 'Funny for adults too. The pigeon steals every scene and the 3D is worth it.', recommended: true, ageDays: 7, likedBy: ['maria_santos', 'angelica_reyes'] },
  { username: 'carlo_bautista', target: { movie: 'Steel Monsoon' }, rating: 3, title: 'Big but hollow', content: 'Spectacular robots, forgettable characters. See it for the visuals only.', pros: 'Effects', cons: 'Script, length', recommended: false, ageDays: 2 },
  { username: 'angelica_reyes', target: { movie: "Lola Basyang's Secret Recipe" }, rating: 4, title: 'Comfort food of a film', content: 'Warm, funny and it made me call my lola. The cooking scenes are mouth-watering.', recommended: true, ageDays: 10 },
  { username: 'angelica_reyes', target: { place: 'national-museum-of-fine-arts' }, rating: 5, title: 'Free and world class', content: 'Give yourself at least three hours. The Spoliarium hall alone is worth the trip.', pros: 'Free entry, collection', cons: 'Closed on Mondays', recommended: true, ageDays: 14,
    replies: [{ username: 'bea_mendoza', content: 'Adding this to our weekend plans, thanks!' }], likedBy: ['maria_santos', 'moderator'] },
  { username: 'maria_santos', target: { place: 'binondo' }, rating: 5, title: 'Come hungry', content: 'We did the walk from the church to Ongpin and ate for four hours straight. No regrets.', recommended: true, ageDays: 20, likedBy: ['juan_dela_cruz'] },
  { username: 'carlo_bautista', target: { place: 'burnham-park' }, rating: 4, title: 'Early morning is best', content: 'Go at seven for cool air and empty paths; by noon it is packed with bikes and boats.', recommended: true, ageDays: 9 },
  { username: 'juan_dela_cruz', target: { place: 'tala-coffee-roasters', restaurant: true }, rating: 4, title: 'Great beans, tiny room', content: 'Excellent Sagada pour-over. Hard to find a seat after ten, so get it to go.', recommended: true, ageDays: 4 },
  { username: 'paolo_garcia', target: { movie: 'Kape at Kaluluwa' }, rating: 4, title: 'That final cup', content: 'The barista was the ghost all along, and the second coffee was for her. Rewatch it and look at who never gets served.', recommended: true, containsSpoilers: true, ageDays: 2,
    replies: [{ username: 'juan_dela_cruz', content: 'I missed that completely. Going back this weekend.' }], likedBy: ['juan_dela_cruz'] },
  { username: 'bea_mendoza', target: { place: 'manila-ocean-park' }, rating: 3, title: 'Fun for small kids', content: 'The tunnel is nice and the shows are cute, but it feels a bit dated and the food is pricey.', pros: 'Tunnel, shows', cons: 'Prices', recommended: true, ageDays: 12 },
]

/** [follower, following] pairs. */
export const DEMO_FOLLOWS: [string, string][] = [
  ['maria_santos', 'angelica_reyes'],
  ['maria_santos', 'paolo_garcia'],
  ['juan_dela_cruz', 'maria_santos'],
  ['angelica_reyes', 'maria_santos'],
  ['paolo_garcia', 'maria_santos'],
  ['paolo_garcia', 'juan_dela_cruz'],
  ['bea_mendoza', 'angelica_reyes'],
  ['carlo_bautista', 'juan_dela_cruz'],
  ['moderator', 'maria_santos'],
]

/** Likes on movies and places (target by movie title or place slug). */
export const DEMO_CONTENT_LIKES: { username: string; movie?: string; place?: string }[] = [
  { username: 'maria_santos', movie: 'Habang May Ulan' },
  { username: 'maria_santos', place: 'intramuros' },
  { username: 'juan_dela_cruz', movie: 'Tagu-taguan' },
  { username: 'angelica_reyes', place: 'ayala-museum' },
  { username: 'bea_mendoza', movie: 'Neon Carabao' },
  { username: 'paolo_garcia', movie: 'Orbit of Us' },
]
