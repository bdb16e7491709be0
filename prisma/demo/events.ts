/** Demo festivals and upcoming events; dates are offsets in days from the seed date (starting at the given Manila hour). */
export interface DemoFestival {
  slug: string
  name: string
  description: string
  location: string
  startOffset: number
  days: number
  isFeatured?: boolean
}

export const DEMO_FESTIVALS: DemoFestival[] = [
  { slug: 'manila-street-food-festival', name: 'Manila Street Food Festival', location: 'Intramuros, Manila', startOffset: 10, days: 3, isFeatured: true,
    description: 'Three nights of regional street food, from Ilocos empanada to Davao durian desserts, under the walls of Intramuros.' },
  { slug: 'bgc-arts-month', name: 'BGC Arts Month', location: 'Bonifacio Global City, Taguig', startOffset: 4, days: 30,
    description: 'A month of murals, pop-up galleries, street performances and workshops across the parks and sidewalks of BGC.' },
  { slug: 'baguio-flower-weekend', name: 'Baguio Flower Weekend', location: 'Baguio', startOffset: 24, days: 3,
    description: 'Floats, flower-covered stalls and dance parades fill Session Road for a long weekend in the summer capital.' },
]

export interface DemoEvent {
  slug: string
  title: string
  description: string
  category: string
  venue: string
  location: string
  startOffset: number
  startHour: number
  /** Length in hours; the end is omitted when null. */
  hours: number | null
  price: string
  isFeatured?: boolean
  festival?: string
  /** Where to buy tickets or register: made-up pages on example.com (a reserved domain), as the events are made up. */
  ticketUrl?: string
}

export const DEMO_EVENTS: DemoEvent[] = [
  { slug: 'opm-night-at-the-arena', title: 'OPM Night at the Arena', category: 'Music', venue: 'SM Mall of Asia Arena', location: 'Pasay', startOffset: 12, startHour: 19, hours: 4, price: '₱1,500 - ₱6,500', isFeatured: true, ticketUrl: 'https://tickets.example.com/opm-night-at-the-arena',
    description: 'Five bands spanning three decades of Original Pilipino Music share one stage for a night of sing-alongs.' },
  { slug: 'orchestra-in-the-park', title: 'Orchestra in the Park', category: 'Music', venue: 'Ayala Triangle Gardens', location: 'Makati', startOffset: 3, startHour: 18, hours: 2, price: 'Free', isFeatured: true,
    description: 'An open-air evening of Filipino classics and film scores played by a full orchestra; bring a mat and come early.' },
  { slug: 'street-food-opening-night', title: 'Street Food Festival: Opening Night', category: 'Food', venue: 'Plaza Roma', location: 'Manila', startOffset: 10, startHour: 17, hours: 6, price: 'Free', festival: 'manila-street-food-festival',
    description: 'The first night of the festival, with a lechon parade, forty stalls and a cooking demonstration by regional chefs.' },
  { slug: 'street-food-kakanin-workshop', title: 'Kakanin Workshop', category: 'Food', venue: 'Casa Manila Courtyard', location: 'Manila', startOffset: 11, startHour: 14, hours: 3, price: '₱850', festival: 'manila-street-food-festival',
    description: 'Learn to make bibingka, puto and sapin-sapin with home cooks from Pampanga and Batangas.' },
  { slug: 'bgc-mural-walk', title: 'Guided Mural Walk', category: 'Arts', venue: 'Bonifacio High Street', location: 'Taguig', startOffset: 6, startHour: 16, hours: 2, price: 'Free', festival: 'bgc-arts-month',
    description: 'An artist-led walk past the district’s newest murals, with stories about the painters behind them.' },
  { slug: 'bgc-open-studios', title: 'Open Studios Weekend', category: 'Arts', venue: 'The Fort Strip', location: 'Taguig', startOffset: 13, startHour: 11, hours: 8, price: 'Free', festival: 'bgc-arts-month',
    description: 'Twenty artists open their pop-up studios to the public for demonstrations, talks and sales.' },
  { slug: 'session-road-flower-parade', title: 'Session Road Flower Parade', category: 'Festival', venue: 'Session Road', location: 'Baguio', startOffset: 25, startHour: 8, hours: 5, price: 'Free', festival: 'baguio-flower-weekend', isFeatured: true,
    description: 'Floats covered in chrysanthemums and sunflowers roll down Session Road, followed by street-dance groups.' },
  { slug: 'indie-film-marathon', title: 'Indie Film Marathon', category: 'Film', venue: 'Cinematheque Centre Manila', location: 'Manila', startOffset: 8, startHour: 13, hours: 9, price: '₱150', isFeatured: true, ticketUrl: 'https://tickets.example.com/indie-film-marathon',
    description: 'Six Filipino independent features back to back, with a director Q&A after the last screening.' },
  { slug: 'sunset-fun-run-manila-bay', title: 'Sunset Fun Run by the Bay', category: 'Sports', venue: 'Baywalk, Roxas Boulevard', location: 'Manila', startOffset: 16, startHour: 16, hours: 3, price: '₱600', ticketUrl: 'https://register.example.com/sunset-fun-run',
    description: 'A 3K, 5K and 10K run along Manila Bay timed to finish with the sunset; finisher medals for everyone.' },
  { slug: 'jeepney-the-musical', title: 'Jeepney: The Musical', category: 'Theatre', venue: 'Samsung Performing Arts Theater', location: 'Makati', startOffset: 5, startHour: 20, hours: 3, price: '₱1,200 - ₱4,000',
    description: 'The hit musical about three generations of jeepney drivers returns for a limited run.' },
  { slug: 'maginhawa-night-market', title: 'Maginhawa Night Market', category: 'Market', venue: 'Maginhawa Street', location: 'Quezon City', startOffset: 2, startHour: 18, hours: 5, price: 'Free',
    description: 'Food trucks, thrift racks and live acoustic sets along the food street every Friday night.' },
  { slug: 'cebu-coffee-expo', title: 'Cebu Coffee Expo', category: 'Food', venue: 'SM Seaside City Cebu', location: 'Cebu City', startOffset: 19, startHour: 10, hours: 8, price: '₱300',
    description: 'Roasters and farmers from Mindanao to the Cordilleras share tastings, brewing classes and a latte-art throwdown.' },
  { slug: 'davao-kadayawan-preview', title: 'Durian and Pomelo Fair', category: 'Food', venue: 'Abreeza Mall', location: 'Davao City', startOffset: 21, startHour: 10, hours: 10, price: 'Free',
    description: 'A weekend fair of Davao fruits, chocolate and coffee, with farm tours bookable on site.' },
  { slug: 'gaming-weekend-cubao', title: 'Cubao Gaming Weekend', category: 'Tech', venue: 'Gateway Mall', location: 'Quezon City', startOffset: 15, startHour: 10, hours: 10, price: '₱250',
    description: 'Esports matches, retro arcade machines and indie game demos across three floors of Araneta City.' },
  { slug: 'campus-band-finals', title: 'Campus Band Finals', category: 'Music', venue: 'UP Film Center Amphitheater', location: 'Quezon City', startOffset: 27, startHour: 17, hours: 5, price: '₱200',
    description: 'Eight university bands compete in the finals of the season’s biggest campus battle of the bands.' },
]
