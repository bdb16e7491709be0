import { Bus, CreditCard, Plane, Ship, TrainFront, CarTaxiFront, Car } from 'lucide-react'
import type { LucideIcon } from 'lucide-react'
import { GUIDES_REVIEWED, type Guide, type GuideSection } from './types'

/** One way of getting around: a sub-page /guides/transportation/{id} (doc 3 route table). */
export interface TransportMode {
  id: string
  name: string
  /** Rail, Bus, Road, Water … shown above the name. */
  kind: string
  icon: LucideIcon
  summary: string
  facts: { label: string; value: string }[]
  sections: GuideSection[]
}

const FARES_CHANGE = 'Fares are set by the government and change from time to time: check the operator’s latest fare table before you ride.'

export const TRANSPORT_MODES: TransportMode[] = [
  {
    id: 'mrt-3',
    name: 'MRT-3',
    kind: 'Rail',
    icon: TrainFront,
    summary: 'The elevated train along EDSA, linking Quezon City, Mandaluyong, Makati and Pasay.',
    facts: [
      { label: 'Route', value: 'North Avenue (Quezon City) to Taft Avenue (Pasay), along EDSA' },
      { label: 'Stations', value: '13, including Cubao, Ortigas, Shaw Boulevard, Guadalupe, Ayala and Magallanes' },
      { label: 'Hours', value: 'Roughly 4:30 a.m. to 10:30 p.m.; the last trips leave the end stations earlier' },
      { label: 'Pay with', value: 'A single-journey ticket or a beep card' },
      { label: 'Fares', value: 'By distance; about ₱13 to ₱28 for a single journey at the time of writing' },
    ],
    sections: [
      {
        id: 'when',
        title: 'When it is the best choice',
        blocks: [
          {
            type: 'paragraph',
            text: 'EDSA is the metro’s main artery and its slowest road at rush hour. The MRT-3 runs above it, so it beats any car between Quezon City and Makati for most of the day. Ayala station puts you at the Makati business district and its malls; Ortigas and Shaw Boulevard serve the Ortigas Center; Araneta Center-Cubao serves Cubao.',
          },
        ],
      },
      {
        id: 'how',
        title: 'How to ride',
        blocks: [
          {
            type: 'steps',
            items: [
              'Queue for the bag inspection at the station entrance.',
              'Buy a single-journey ticket at the ticket office or a vending machine, or tap a loaded beep card at the gate.',
              'The first car is reserved for women, children, older people and passengers with disabilities at most times; look for the signs on the platform.',
              'Tap your card or insert your ticket at the exit gate; single-journey tickets are kept by the gate.',
            ],
          },
          { type: 'tip', text: 'Trains are packed from about 6:30 to 9:30 a.m. and 5 to 8 p.m. on weekdays. If you can, travel outside those hours or board at an end station.' },
        ],
      },
      {
        id: 'connections',
        title: 'Connections',
        blocks: [
          {
            type: 'list',
            items: [
              'LRT-2 at Araneta Center-Cubao (a walk through the Araneta City complex).',
              'LRT-1 at Taft Avenue, by the walkway to LRT-1’s EDSA station.',
              'The EDSA Carousel buses run in the median below most of the line, all day and night.',
            ],
          },
          { type: 'paragraph', text: FARES_CHANGE },
        ],
      },
    ],
  },
  {
    id: 'lrt-1',
    name: 'LRT-1',
    kind: 'Rail',
    icon: TrainFront,
    summary: 'The oldest line, running north–south through Manila and Pasay and, since 2024, on to Parañaque.',
    facts: [
      { label: 'Route', value: 'Fernando Poe Jr. station (Quezon City) along Rizal and Taft Avenues to Baclaran, then on to Dr. Santos (Parañaque)' },
      { label: 'Useful stops', value: 'Carriedo (Quiapo, Escolta), Central Terminal (Intramuros, City Hall), UN Avenue (Rizal Park), Vito Cruz (Malate), PITX' },
      { label: 'Hours', value: 'Roughly 4:30 a.m. to 10:15 p.m.' },
      { label: 'Pay with', value: 'A single-journey ticket or a beep card' },
      { label: 'Operator', value: 'Light Rail Manila Corporation (LRMC)' },
    ],
    sections: [
      {
        id: 'when',
        title: 'When it is the best choice',
        blocks: [
          {
            type: 'paragraph',
            text: 'The LRT-1 is the quickest way into old Manila. Get off at Central Terminal for Intramuros and Manila City Hall, at Carriedo for Quiapo Church, Escolta and the walk into Binondo, and at UN Avenue for Rizal Park and the National Museum. The Cavite extension opened in November 2024 and links the line to the PITX bus terminal, where buses leave for Cavite, Batangas and the south.',
          },
        ],
      },
      {
        id: 'how',
        title: 'How to ride',
        blocks: [
          {
            type: 'list',
            items: [
              'Stations have bag inspection at the entrance and gates that take single-journey tickets and beep cards.',
              'Some trains reserve the first car for women, children, older people and passengers with disabilities.',
              'Keep your ticket or card until you leave: you need it at the exit gate.',
            ],
          },
          { type: 'tip', text: 'Doroteo Jose (LRT-1) and Recto (LRT-2) are joined by a covered walkway, which makes the LRT-1 and LRT-2 one network for trips between Manila and the east.' },
          { type: 'paragraph', text: FARES_CHANGE },
        ],
      },
    ],
  },
  {
    id: 'lrt-2',
    name: 'LRT-2',
    kind: 'Rail',
    icon: TrainFront,
    summary: 'The east–west line from Recto in Manila through Cubao and Katipunan to Antipolo in Rizal.',
    facts: [
      { label: 'Route', value: 'Recto (Manila) to Antipolo (Rizal), along Recto, Aurora Boulevard and Marcos Highway' },
      { label: 'Stations', value: '13, including Legarda, V. Mapa, Cubao, Katipunan, Santolan and Marikina-Pasig' },
      { label: 'Hours', value: 'Roughly 5 a.m. to 9:30 p.m.' },
      { label: 'Pay with', value: 'A single-journey ticket or a beep card' },
      { label: 'Operator', value: 'Light Rail Transit Authority (LRTA)' },
    ],
    sections: [
      {
        id: 'when',
        title: 'When it is the best choice',
        blocks: [
          {
            type: 'paragraph',
            text: 'The LRT-2 serves the university belt around Recto and Legarda, Cubao’s malls and the Smart Araneta Coliseum, the Katipunan area (Ateneo de Manila; the University of the Philippines Diliman is a jeepney ride away) and, since 2021, Marikina and Antipolo.',
          },
          {
            type: 'list',
            items: [
              'Change to the MRT-3 at Araneta Center-Cubao.',
              'Change to the LRT-1 at Recto, through the walkway to Doroteo Jose.',
              'From Antipolo station, jeepneys and tricycles climb to Antipolo’s cathedral and its art museums.',
            ],
          },
          { type: 'paragraph', text: FARES_CHANGE },
        ],
      },
    ],
  },
  {
    id: 'edsa-carousel',
    name: 'EDSA Carousel',
    kind: 'Bus',
    icon: Bus,
    summary: 'Buses in their own lane in the middle of EDSA, from Monumento to the PITX terminal, around the clock.',
    facts: [
      { label: 'Route', value: 'Monumento (Caloocan) to PITX (Parañaque), mostly in the EDSA median' },
      { label: 'Hours', value: '24 hours a day' },
      { label: 'Stops', value: 'Median platforms, many beside MRT-3 stations; stairs or footbridges lead up from the street' },
      { label: 'Pay with', value: 'Cash to the conductor, or a card where readers are installed' },
    ],
    sections: [
      {
        id: 'how',
        title: 'How to ride',
        blocks: [
          {
            type: 'paragraph',
            text: 'The busway keeps these buses out of EDSA’s traffic, so they are a good alternative to the MRT-3 when the trains are full or closed for the night, and they continue south of the MRT-3 to SM Mall of Asia and the PITX terminal.',
          },
          {
            type: 'list',
            items: [
              'Enter the platform from the footbridge or stairs at the stop; do not cross EDSA at street level.',
              'Fares are by distance: tell the conductor your stop and keep your ticket.',
              'Buses are busiest at the same times as the trains; late-night trips are a good way home after the trains stop.',
            ],
          },
        ],
      },
    ],
  },
  {
    id: 'jeepneys',
    name: 'Jeepneys',
    kind: 'Road',
    icon: Bus,
    summary: 'The metro’s most famous ride: fixed routes, a low fare and a seat next to everyone.',
    facts: [
      { label: 'Routes', value: 'Fixed, painted on the side and shown on a sign in the windscreen (e.g. “Quiapo – Cubao”)' },
      { label: 'Fares', value: 'A minimum fare for the first kilometres plus a little for each kilometre after; modern air-conditioned units cost a bit more' },
      { label: 'Pay with', value: 'Cash, in coins or small notes; some modern jeepneys take beep cards' },
    ],
    sections: [
      {
        id: 'how',
        title: 'How to ride',
        blocks: [
          {
            type: 'steps',
            items: [
              'Flag one down where others wait (many streets have marked loading bays), and check the route sign.',
              'Climb in at the back and take the first free seat.',
              'Pass your fare forward to the driver; say “Bayad po” (here is my fare) and where you are going. Change comes back the same way.',
              'When you want to get off, say “Para po” clearly or tap a coin on the metal rail.',
            ],
          },
          { type: 'tip', text: 'Keep small change ready and your phone in a front pocket. If you are unsure of the route, ask the driver or the passengers: people are generous with directions.' },
          {
            type: 'paragraph',
            text: 'The government’s modernisation programme is replacing older jeepneys with air-conditioned minibuses that follow the same idea: fixed routes, low fares, and stops wherever it is safe and allowed.',
          },
        ],
      },
    ],
  },
  {
    id: 'p2p-buses',
    name: 'P2P buses',
    kind: 'Bus',
    icon: Bus,
    summary: 'Premium point-to-point buses: express, air-conditioned trips between the suburbs, the business districts and the airport.',
    facts: [
      { label: 'What', value: 'Express buses with few or no stops between two hubs, such as a suburban mall and a business district' },
      { label: 'Fares', value: 'Fixed per route, higher than city buses' },
      { label: 'Hours', value: 'Mostly commuter hours; check each route’s timetable' },
      { label: 'Pay with', value: 'Cash or card, depending on the operator; some routes take bookings in an app' },
    ],
    sections: [
      {
        id: 'how',
        title: 'When to use them',
        blocks: [
          {
            type: 'paragraph',
            text: 'P2P buses link places such as Alabang, Antipolo, Cavite and northern Quezon City with Makati, Bonifacio Global City and Ortigas, and some run to the airport terminals. Every passenger gets a seat and the bus uses the expressways where it can, so a P2P is often the most comfortable way into the business districts from the suburbs.',
          },
          { type: 'tip', text: 'Buses leave on schedule and the first morning trips fill up: arrive early at the terminal, which is usually at or beside a mall.' },
        ],
      },
    ],
  },
  {
    id: 'taxis-and-ride-hailing',
    name: 'Taxis and ride-hailing',
    kind: 'Road',
    icon: CarTaxiFront,
    summary: 'Metered taxis, Grab cars and motorcycle taxis: door to door, at the mercy of traffic.',
    facts: [
      { label: 'Taxis', value: 'White metered taxis anywhere; yellow airport taxis at the NAIA terminals cost more' },
      { label: 'Apps', value: 'Grab for cars; motorcycle-taxi apps such as Angkas, JoyRide and Move It' },
      { label: 'Pay with', value: 'Cash for taxis; cash, card or e-wallet in the apps' },
    ],
    sections: [
      {
        id: 'tips',
        title: 'Tips',
        blocks: [
          {
            type: 'list',
            items: [
              'Ask for the meter (“Metro po?”) before you set off; if the driver quotes a flat price, take the next taxi.',
              'Apps show the price before you book and share your trip with friends; prices rise when demand is high, such as in rain and at rush hour.',
              'Motorcycle taxis weave through traffic and are much faster at peak times; wear the helmet the rider gives you.',
              'Note the plate number, and keep small notes: drivers often have no change for ₱1,000.',
            ],
          },
          { type: 'tip', text: 'A 10-kilometre trip can take 20 minutes at night and well over an hour on a weekday evening. For long trips at rush hour, the trains usually win.' },
        ],
      },
    ],
  },
  {
    id: 'pasig-river-ferry',
    name: 'Pasig River Ferry',
    kind: 'Water',
    icon: Ship,
    summary: 'A boat service along the Pasig River between Manila and Pasig, run by the MMDA: no traffic, river views.',
    facts: [
      { label: 'Route', value: 'Stations along the Pasig River from Escolta and Intramuros in Manila to Pinagbuhatan in Pasig, with stops such as Guadalupe (Makati)' },
      { label: 'Operator', value: 'Metropolitan Manila Development Authority (MMDA)' },
      { label: 'Schedule', value: 'Daytime trips, mostly on weekdays; suspended in bad weather or when the river is high' },
    ],
    sections: [
      {
        id: 'how',
        title: 'Why take it',
        blocks: [
          {
            type: 'paragraph',
            text: 'The ferry is the calmest way to cross the city: it skips the roads entirely and passes old Manila, the Malacañang area and the neighbourhoods of Makati, Mandaluyong and Pasig from the water. Check the MMDA’s announcements for the current timetable and fares before you go.',
          },
          { type: 'tip', text: 'Bring an ID: passengers may be asked to register at the station.' },
        ],
      },
    ],
  },
  {
    id: 'beep-card',
    name: 'beep card',
    kind: 'Card',
    icon: CreditCard,
    summary: 'The reloadable tap card for the LRT-1, LRT-2 and MRT-3, also accepted on many buses.',
    facts: [
      { label: 'Where it works', value: 'LRT-1, LRT-2, MRT-3 and many buses (including several P2P and EDSA routes) and modern jeepneys' },
      { label: 'Where to buy', value: 'Station ticket offices and vending machines' },
      { label: 'Top up', value: 'At station ticket offices and machines, and at some partner shops and apps' },
    ],
    sections: [
      {
        id: 'why',
        title: 'Why get one',
        blocks: [
          {
            type: 'list',
            items: [
              'You skip the ticket queue, which at rush hour can be longer than the ride.',
              'One card works on all three train lines and on many buses.',
              'Tap in when you enter and tap out when you leave; the fare for the distance is taken at the exit.',
            ],
          },
          { type: 'tip', text: 'Keep enough load for the longest trip you might take: the gate will not let you out with too little, and you will have to top up at the ticket office first.' },
        ],
      },
    ],
  },
  {
    id: 'airport-transfers',
    name: 'Airport transfers',
    kind: 'Air',
    icon: Plane,
    summary: 'Getting between Ninoy Aquino International Airport (NAIA) and the city.',
    facts: [
      { label: 'Airport', value: 'NAIA, in Pasay and Parañaque, with Terminals 1, 2 and 3 (and a small domestic terminal)' },
      { label: 'Options', value: 'Ride-hailing pickup bays, airport and metered taxis, airport buses to city hubs, hotel transfers' },
      { label: 'Allow', value: 'Plenty of time: terminals are not linked by rail and traffic around them is heavy' },
    ],
    sections: [
      {
        id: 'how',
        title: 'How to get to the city',
        blocks: [
          {
            type: 'list',
            items: [
              'Ride-hailing apps have marked pickup bays at each terminal: book once you have your bags.',
              'Yellow airport taxis and accredited coupon taxis queue outside arrivals; white metered taxis use their own bays.',
              'Airport buses link the terminals with hubs in Makati, BGC, Pasay and beyond at fixed fares.',
              'Terminals are far apart; if you connect between a domestic and an international flight, check which terminal each uses and allow for the shuttle.',
            ],
          },
          {
            type: 'tip',
            text: 'Airlines move between terminals from time to time: check your booking for the terminal, and leave for the airport early, especially on Friday evenings and before long weekends.',
          },
        ],
      },
    ],
  },
  {
    id: 'driving',
    name: 'Driving and number coding',
    kind: 'Road',
    icon: Car,
    summary: 'What to know before you drive in Metro Manila: number coding, tolls and rush hour.',
    facts: [
      { label: 'Number coding', value: 'On weekdays, cars may not use major roads at peak hours on one day a week, set by the last digit of the plate' },
      { label: 'Which day', value: '1–2 Monday, 3–4 Tuesday, 5–6 Wednesday, 7–8 Thursday, 9–0 Friday' },
      { label: 'Expressway tolls', value: 'Electronic only: Autosweep RFID for SLEX and Skyway, Easytrip RFID for NLEX and CAVITEX' },
    ],
    sections: [
      {
        id: 'tips',
        title: 'Before you drive',
        blocks: [
          {
            type: 'list',
            items: [
              'The MMDA’s number-coding hours apply on most city roads; some cities, such as Makati, set their own rules. Check the MMDA’s latest advisories.',
              'Rental cars usually come with RFID stickers; make sure they have load before you join an expressway.',
              'Mall and hotel parking is plentiful but fills on weekend afternoons and on paydays (the 15th and the last day of the month).',
              'Flooded streets are common in heavy rain from June to November; never drive into standing water.',
            ],
          },
        ],
      },
    ],
  },
]

export const transportModeById = (id: string) => TRANSPORT_MODES.find((mode) => mode.id === id)

export const transportationGuide: Guide = {
  path: '/guides/transportation',
  title: 'Getting around Metro Manila',
  label: 'Transportation',
  icon: TrainFront,
  summary: 'Trains, buses, jeepneys, ferries and apps: how to move around the metro and beat the traffic.',
  lead: 'Metro Manila’s traffic is famous, but the city is easier to cross than it looks. Three train lines, a busway down EDSA, express buses, jeepneys, a river ferry and ride-hailing apps cover most trips. Pick the right one for the time of day and you will spend far less of your visit in a car.',
  reviewed: GUIDES_REVIEWED,
  sections: [
    {
      id: 'rules-of-thumb',
      title: 'Rules of thumb',
      blocks: [
        {
          type: 'list',
          items: [
            'Rush hours are about 6:30 to 9:30 a.m. and 5 to 8 p.m. on weekdays, and Friday evenings are the worst of the week, especially around paydays (the 15th and the last day of the month).',
            'For long trips along EDSA or between Manila and Quezon City, a train almost always beats a car.',
            'Get a beep card on your first train ride: it saves queueing every time after.',
            'Allow extra time when it rains: roads flood, apps surge, and everyone wants a ride at once.',
          ],
        },
      ],
    },
    {
      id: 'routes',
      title: 'Useful trips',
      blocks: [
        {
          type: 'cards',
          items: [
            { title: 'Makati to Intramuros', text: 'MRT-3 from Ayala to Taft Avenue, walk to LRT-1 EDSA station, LRT-1 to Central Terminal, then a 10-minute walk. Or a taxi or Grab outside rush hour (30–60 minutes).' },
            { title: 'BGC to Makati', text: 'BGC buses and jeepneys run between Bonifacio Global City and Ayala and Guadalupe stations; a ride-hailing car takes 15–40 minutes depending on traffic.' },
            { title: 'Cubao to Binondo', text: 'LRT-2 from Araneta Center-Cubao to Recto, walk across to Doroteo Jose and take the LRT-1 one stop to Carriedo; Binondo’s Ongpin Street is a 10 to 15-minute walk west through Santa Cruz.' },
            { title: 'Airport to Makati', text: 'A ride-hailing car or taxi takes 30 minutes at night and up to 90 at rush hour; airport buses run to Makati hubs at fixed fares.' },
          ],
        },
      ],
    },
    {
      id: 'safety',
      title: 'Staying safe and comfortable',
      blocks: [
        {
          type: 'list',
          items: [
            'Keep your bag in front of you on crowded trains and jeepneys, and your phone out of sight near doors and windows.',
            'Use app bookings or metered taxis rather than unmarked cars.',
            'Carry water and an umbrella: platforms and footbridges are hot at midday and exposed in the rain.',
            'The national emergency number is 911.',
          ],
        },
        { type: 'links', items: [{ label: 'Emergency numbers and official resources', to: '/guides/resources' }, { label: 'Local tips for your visit', to: '/guides/local-tips' }] },
      ],
    },
  ],
}
