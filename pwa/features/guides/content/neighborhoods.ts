import { Building2 } from 'lucide-react'
import { GUIDES_REVIEWED, type Guide } from './types'

const placesSearch = (term: string) => `/search?q=${encodeURIComponent(term)}&category=places`

export const neighborhoodsGuide: Guide = {
  path: '/guides/neighborhoods',
  title: 'Neighborhoods of Metro Manila',
  label: 'Neighborhoods',
  icon: Building2,
  summary: 'From the walled city to the business towers: the areas worth knowing and what each is good for.',
  lead: 'Metro Manila is sixteen cities and one municipality that have grown into each other, and each neighbourhood has its own rhythm. Here is where history, food, nightlife and quiet streets are, and how to get there.',
  reviewed: GUIDES_REVIEWED,
  sections: [
    {
      id: 'old-manila',
      title: 'Old Manila',
      blocks: [
        {
          type: 'cards',
          items: [
            {
              title: 'Intramuros',
              subtitle: 'Manila · heritage',
              text: 'The Spanish walled city by the Pasig River: Fort Santiago, San Agustin Church, Manila Cathedral and the Casa Manila house museum, with walls you can walk on. Best on foot, by bicycle or by kalesa (horse carriage) in the late afternoon. Nearest train: LRT-1 Central Terminal.',
              links: [{ label: 'Places in Intramuros', to: placesSearch('Intramuros') }],
            },
            {
              title: 'Binondo',
              subtitle: 'Manila · food and heritage',
              text: 'Founded in 1594 for the city’s Chinese residents and often called the oldest Chinatown in the world. Eat your way along Ongpin Street, visit Binondo Church and browse the old shops of Escolta nearby. Nearest train: LRT-1 Carriedo.',
              links: [{ label: 'Binondo places', to: placesSearch('Binondo') }],
            },
            {
              title: 'Quiapo',
              subtitle: 'Manila · markets and devotion',
              text: 'Around Quiapo Church, home of the Black Nazarene, the streets are one big market: herbal remedies, religious goods, cameras and cheap electronics. Every 9 January the Traslación procession fills the district. Nearest train: LRT-1 Carriedo.',
            },
            {
              title: 'Ermita and Malate',
              subtitle: 'Manila · bayfront',
              text: 'Rizal Park, the National Museum, Manila Bay’s sunsets along Roxas Boulevard and, in Malate, old houses, cafés and bars around Remedios Circle. Nearest trains: LRT-1 UN Avenue, Pedro Gil and Quirino.',
              links: [{ label: 'Rizal Park and nearby', to: placesSearch('Rizal Park') }],
            },
          ],
        },
      ],
    },
    {
      id: 'business-districts',
      title: 'Business districts',
      blocks: [
        {
          type: 'cards',
          items: [
            {
              title: 'Makati Central Business District',
              subtitle: 'Makati · business and shopping',
              text: 'Ayala Avenue’s offices, the Ayala Center malls (Greenbelt, Glorietta, Landmark) and the Ayala Museum. The leafy Legazpi and Salcedo villages hold weekend food markets. Nearest train: MRT-3 Ayala.',
            },
            {
              title: 'Poblacion',
              subtitle: 'Makati · nightlife',
              text: 'Makati’s old town centre, now its liveliest bar and restaurant quarter: small cocktail bars, food halls, live music and late kitchens, busiest from Thursday to Saturday.',
              links: [{ label: 'Cafés and bars in Poblacion', to: placesSearch('Poblacion') }],
            },
            {
              title: 'Bonifacio Global City (BGC)',
              subtitle: 'Taguig · modern city',
              text: 'A planned district on a former army base, with wide pavements, public art, Bonifacio High Street, The Mind Museum and plenty of restaurants. One of the most walkable parts of the metro. Reached by BGC buses from MRT-3 Ayala.',
              links: [{ label: 'Places in BGC', to: placesSearch('Bonifacio Global City') }],
            },
            {
              title: 'Ortigas Center',
              subtitle: 'Pasig and Mandaluyong · malls',
              text: 'Office towers around giant malls (SM Megamall, Shangri-La Plaza, Robinsons Galleria) and the Capitol Commons and Kapitolyo food areas nearby. Nearest trains: MRT-3 Ortigas and Shaw Boulevard.',
            },
          ],
        },
      ],
    },
    {
      id: 'quezon-city',
      title: 'Quezon City',
      blocks: [
        {
          type: 'paragraph',
          text: 'The largest city of the metro by population, and its green, student-filled north. Quezon City is where many Manileños go to eat out without the prices of Makati or BGC.',
        },
        {
          type: 'cards',
          items: [
            { title: 'Maginhawa and Teachers Village', subtitle: 'Food', text: 'A long street of small, inventive restaurants and cafés near UP Diliman, busiest on weekend evenings.' },
            { title: 'UP Diliman', subtitle: 'Campus and parks', text: 'The University of the Philippines’ tree-lined campus, loved by joggers and cyclists in the early morning; the Academic Oval is closed to cars at set times for walkers and cyclists.' },
            { title: 'Cubao', subtitle: 'Malls and arenas', text: 'Araneta City’s malls and the Smart Araneta Coliseum, plus Cubao Expo’s vintage shops and bars. Trains: MRT-3 and LRT-2 Araneta Center-Cubao.' },
            { title: 'Tomas Morato and Scout area', subtitle: 'Dining', text: 'Restaurants, bars and karaoke along Tomas Morato Avenue and the streets named after Boy Scouts around it.' },
          ],
        },
      ],
    },
    {
      id: 'bay-area',
      title: 'Pasay and the bay area',
      blocks: [
        {
          type: 'paragraph',
          text: 'South of old Manila, reclaimed land along Manila Bay holds SM Mall of Asia and its seaside promenade, the MOA Arena (concerts and basketball) and, in Parañaque, Entertainment City’s integrated resorts with hotels, casinos and theatres. The area is close to the airport and busy with events at night.',
        },
        { type: 'tip', text: 'Sunset over Manila Bay is best seen from the Mall of Asia seaside or the Roxas Boulevard baywalk; both are free.' },
      ],
    },
    {
      id: 'east-and-south',
      title: 'East and south',
      blocks: [
        {
          type: 'cards',
          items: [
            { title: 'San Juan', subtitle: 'Greenhills', text: 'Greenhills Shopping Center’s bargain stalls for pearls, gadgets and clothes, and Chinese-Filipino restaurants around it.' },
            { title: 'Marikina', subtitle: 'Riverside city', text: 'Known for its shoemaking history and a clean, orderly centre with a riverbank park; reached by LRT-2 Santolan or Marikina-Pasig.' },
            { title: 'Kapitolyo', subtitle: 'Pasig · food', text: 'A small grid of family restaurants, bakeries and comfort-food spots that fills up on weekends.' },
            { title: 'Alabang', subtitle: 'Muntinlupa · south', text: 'Filinvest City and Alabang Town Center: a calmer, greener southern hub with malls, restaurants and parks, on the way to Laguna and Batangas.' },
          ],
        },
        { type: 'links', items: [{ label: 'All cities of Metro Manila', to: '/districts' }, { label: 'How to get around', to: '/guides/transportation' }] },
      ],
    },
  ],
}
