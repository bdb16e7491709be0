import { Landmark, Lightbulb, LifeBuoy, Mountain, ShoppingBag } from 'lucide-react'
import { GUIDES_REVIEWED, type Guide } from './types'

export const shoppingGuide: Guide = {
  path: '/guides/shopping',
  title: 'Shopping in Metro Manila',
  label: 'Shopping',
  icon: ShoppingBag,
  summary: 'Giant malls, bargain markets, weekend food markets and what to bring home.',
  lead: 'Malls are Metro Manila’s town squares: air-conditioned, open every day and full of cinemas, restaurants, churches and services as well as shops. Beyond them are the bargain markets where haggling is part of the fun, and weekend markets for food and crafts.',
  reviewed: GUIDES_REVIEWED,
  sections: [
    {
      id: 'malls',
      title: 'Malls',
      blocks: [
        {
          type: 'paragraph',
          text: 'The biggest malls, such as SM Mall of Asia, SM Megamall and SM North EDSA, are small cities. Ayala Center in Makati, Bonifacio High Street in BGC and Power Plant Mall in Rockwell are more upmarket and easier to walk. Most malls open from about 10 a.m. to 9 or 10 p.m., with longer hours in the Christmas season.',
        },
        {
          type: 'list',
          items: [
            'Expect a quick bag check and a metal detector at the entrance.',
            'Mall restrooms, ATMs, money changers, pharmacies and phone shops make them useful stops even if you are not shopping.',
            'Sales cluster around paydays, the “ber” months before Christmas and mall-wide sale weekends.',
          ],
        },
        { type: 'links', items: [{ label: 'Malls and their cinemas', to: '/malls' }] },
      ],
    },
    {
      id: 'markets',
      title: 'Markets and bargain centres',
      blocks: [
        {
          type: 'cards',
          items: [
            { title: 'Greenhills Shopping Center', subtitle: 'San Juan', text: 'Stalls for freshwater pearls, phones and accessories, clothes and toys. Compare prices and bargain politely.' },
            { title: 'Divisoria', subtitle: 'Tondo and Binondo, Manila', text: 'The metro’s great wholesale market: fabric, party supplies, toys and household goods at the lowest prices. Go early, travel light and watch your belongings.' },
            { title: 'Quiapo', subtitle: 'Manila', text: 'Under the Quezon Bridge, stalls sell native handicrafts, baskets and woven goods; nearby streets sell cameras and electronics.' },
            { title: 'Weekend markets in Makati', subtitle: 'Salcedo and Legazpi villages', text: 'Saturday and Sunday morning markets for cooked food, produce, baked goods and crafts; go before the midday heat.' },
          ],
        },
        { type: 'tip', text: 'In markets, asking “Magkano po?” (how much?) and then “Pwede pa pong tumawad?” (can you go lower?) with a smile works better than hard bargaining. Malls and shops with price tags do not haggle.' },
      ],
    },
    {
      id: 'pasalubong',
      title: 'What to bring home',
      blocks: [
        {
          type: 'list',
          items: [
            'Dried mangoes, pili nuts from Bicol, and polvoron (crumbly milk shortbread).',
            'Barako coffee from Batangas and tablea (pure cacao tablets) for hot chocolate.',
            'Woven bags, abaca and piña (pineapple-fibre) textiles, and capiz-shell homeware.',
            'Hopia and tikoy from Binondo, best bought fresh.',
          ],
        },
        { type: 'tip', text: 'Airport shops sell the classics too, at higher prices; supermarkets in the malls are the cheapest place for dried mangoes and coffee.' },
      ],
    },
  ],
}

export const culturalSitesGuide: Guide = {
  path: '/guides/cultural-sites',
  title: 'Cultural sites and museums',
  label: 'Cultural sites',
  icon: Landmark,
  summary: 'Churches, forts, museums and theatres that tell the story of Manila and the Philippines.',
  lead: 'Manila has been a port city for centuries, and you can read its history in stone: Spanish-era churches, the walls of Intramuros, American-era civic buildings and the museums that hold the country’s art and artefacts. Many of the best are free.',
  reviewed: GUIDES_REVIEWED,
  sections: [
    {
      id: 'museums',
      title: 'Museums',
      blocks: [
        {
          type: 'cards',
          items: [
            { title: 'National Museum of the Philippines', subtitle: 'Rizal Park, Manila', text: 'Three museums around Agrifina Circle: Fine Arts (home of Juan Luna’s Spoliarium), Anthropology and Natural History. Entry is free; check opening days and whether a timed booking is needed before you go.' },
            { title: 'Ayala Museum', subtitle: 'Makati', text: 'Philippine history told through dioramas, plus gold ornaments from before the Spanish arrived and changing art exhibitions.' },
            { title: 'Bahay Tsinoy', subtitle: 'Intramuros', text: 'The story of the Chinese in the Philippines, from early traders to the Chinese-Filipino community today.' },
            { title: 'Pinto Art Museum', subtitle: 'Antipolo, Rizal', text: 'Contemporary Filipino art in white-walled buildings and gardens in the hills east of the metro.' },
          ],
        },
        { type: 'links', items: [{ label: 'Museums on Gala', to: '/search?q=museum&category=places' }] },
      ],
    },
    {
      id: 'churches-and-forts',
      title: 'Churches, forts and landmarks',
      blocks: [
        {
          type: 'cards',
          items: [
            { title: 'San Agustin Church', subtitle: 'Intramuros', text: 'Completed in the early 1600s, the oldest stone church in the country and part of the Baroque Churches of the Philippines, a UNESCO World Heritage Site. Its museum fills the old monastery.' },
            { title: 'Fort Santiago', subtitle: 'Intramuros', text: 'The Spanish citadel at the mouth of the Pasig River, where José Rizal was held before his execution in 1896; a shrine tells his story.' },
            { title: 'Manila Cathedral', subtitle: 'Intramuros', text: 'The seat of the Archdiocese of Manila, rebuilt several times after earthquakes and war; the present building dates from 1958.' },
            { title: 'Quiapo Church', subtitle: 'Quiapo, Manila', text: 'Home of the Black Nazarene; on 9 January the Traslación procession draws enormous crowds.' },
            { title: 'Las Piñas Bamboo Organ', subtitle: 'Las Piñas', text: 'A 19th-century church organ with pipes made of bamboo, still played; a music festival is held in its honour every February.' },
            { title: 'Rizal Park (Luneta)', subtitle: 'Manila', text: 'The national park around the Rizal Monument, where the hero’s remains are kept; open to everyone and busiest on Sunday mornings.' },
          ],
        },
      ],
    },
    {
      id: 'performing-arts',
      title: 'Performing arts',
      blocks: [
        {
          type: 'paragraph',
          text: 'The Cultural Center of the Philippines on Roxas Boulevard has been the home of Filipino theatre, ballet and music since 1969; the restored Manila Metropolitan Theater near Manila City Hall hosts performances again. In Makati, BGC and Entertainment City, newer theatres stage musicals and concerts.',
        },
        { type: 'links', items: [{ label: 'Upcoming events', to: '/events' }, { label: 'Festivals', to: '/festivals' }] },
      ],
    },
    {
      id: 'etiquette',
      title: 'Visiting churches and shrines',
      blocks: [
        {
          type: 'list',
          items: [
            'Dress modestly (covered shoulders, no very short shorts) and speak quietly, especially during Mass.',
            'Weddings fill many heritage churches on Saturdays: visit in the morning or on weekdays.',
            'Photography is usually welcome outside services; museums may ban flash or tripods.',
          ],
        },
      ],
    },
  ],
}

export const dayTripsGuide: Guide = {
  path: '/guides/day-trips',
  title: 'Day trips from Manila',
  label: 'Day trips',
  icon: Mountain,
  summary: 'Volcano views, heritage towns, hot springs and war history within a few hours of the city.',
  lead: 'When the city gets too much, a day away is easy. Leave early (before 6 a.m. beats the traffic both ways), and these trips fit between breakfast and dinner.',
  reviewed: GUIDES_REVIEWED,
  sections: [
    {
      id: 'south',
      title: 'South: Cavite, Batangas and Laguna',
      blocks: [
        {
          type: 'cards',
          items: [
            { title: 'Tagaytay', subtitle: 'Cavite · about 60 km', text: 'A cool ridge above Taal Lake and Taal Volcano, with viewpoints, gardens and bowls of bulalo (beef marrow soup). Weekends are busy; go on a weekday if you can.' },
            { title: 'Taal Heritage Town', subtitle: 'Batangas', text: 'Ancestral houses, embroidery shops and the huge Basilica of St. Martin de Tours, one of the largest churches in Asia. Combine it with lunch in Tagaytay.' },
            { title: 'Laguna hot springs', subtitle: 'Calamba and Los Baños', text: 'Resorts with hot-spring pools at the foot of Mount Makiling, plus the Rizal Shrine in Calamba, José Rizal’s birthplace.' },
            { title: 'Pila', subtitle: 'Laguna', text: 'A quiet heritage town with a colonial plaza and old houses, far from the crowds.' },
          ],
        },
      ],
    },
    {
      id: 'north',
      title: 'North and west: Pampanga, Bataan, Tarlac',
      blocks: [
        {
          type: 'cards',
          items: [
            { title: 'Pampanga', subtitle: 'About 1.5 hours by NLEX', text: 'The culinary capital: sisig in Angeles, heirloom Kapampangan cooking, and the giant lanterns of San Fernando every December.' },
            { title: 'Corregidor', subtitle: 'Manila Bay', text: 'The island fortress at the mouth of Manila Bay, with World War II ruins, batteries and the Malinta Tunnel. Tours leave by boat from the bay area when they operate: check schedules ahead.' },
            { title: 'Bataan', subtitle: 'About 3 hours', text: 'The Mount Samat shrine to the defenders of Bataan, and the heritage resort of Las Casas Filipinas de Acuzar, built from rescued old houses.' },
            { title: 'Mount Pinatubo', subtitle: 'Capas, Tarlac', text: 'A 4×4 ride across the ash fields of the 1991 eruption, then a hike to the crater lake. Tours start before dawn and depend on the weather.' },
          ],
        },
      ],
    },
    {
      id: 'east',
      title: 'East: Rizal',
      blocks: [
        {
          type: 'paragraph',
          text: 'Antipolo is the nearest escape: take the LRT-2 to the end of the line, then a short ride up to the cathedral-shrine, the Pinto Art Museum and restaurants with views back over the city. Further on, the hills of Tanay and Baras have viewpoints and waterfalls.',
        },
      ],
    },
    {
      id: 'tips',
      title: 'Tips for the road',
      blocks: [
        {
          type: 'list',
          items: [
            'Expressways are cashless: cars need an Autosweep RFID for SLEX and Skyway and an Easytrip RFID for NLEX and CAVITEX.',
            'Buses to the provinces leave from PITX (south), Cubao and Pasay terminals and the bus stations along EDSA.',
            'Avoid the Friday-evening exodus and the Sunday-evening return, and the week before long holidays such as Holy Week.',
            'From June to November, check PAGASA for typhoon warnings before any trip to the mountains or the sea.',
          ],
        },
      ],
    },
  ],
}

export const localTipsGuide: Guide = {
  path: '/guides/local-tips',
  title: 'Local tips',
  label: 'Local tips',
  icon: Lightbulb,
  summary: 'Money, manners, weather and the small things that make a visit smoother.',
  lead: 'A few habits go a long way in Metro Manila: carrying small change, planning around the weather and the traffic, and a polite “po” at the end of a sentence. Here is what locals wish every visitor knew.',
  reviewed: GUIDES_REVIEWED,
  sections: [
    {
      id: 'money',
      title: 'Money',
      blocks: [
        {
          type: 'list',
          items: [
            'The currency is the Philippine peso (₱, PHP). Keep coins and ₱20–₱100 notes for jeepneys, tricycles and small shops, which rarely change ₱1,000 notes.',
            'Cards are accepted in malls, hotels and most restaurants. E-wallets such as GCash and Maya are everywhere, including small shops with a QR code on the counter.',
            'ATMs are easy to find in malls and banks; machines often charge a fee for foreign cards.',
            'Restaurants often add a 10% service charge. Where there is none, rounding up or leaving 5–10% is appreciated.',
          ],
        },
      ],
    },
    {
      id: 'manners',
      title: 'Language and manners',
      blocks: [
        {
          type: 'paragraph',
          text: 'Filipino and English are both official languages and English is widely spoken, so you can get by with English everywhere in the metro. A few words of Filipino are always welcome.',
        },
        {
          type: 'facts',
          items: [
            { label: 'Salamat po', value: 'Thank you (po adds respect, especially to older people)' },
            { label: 'Magkano po?', value: 'How much?' },
            { label: 'Para po', value: 'Please stop here (in a jeepney or tricycle)' },
            { label: 'Bayad po', value: 'Here is my fare' },
            { label: 'Ingat', value: 'Take care (a common goodbye)' },
          ],
        },
      ],
    },
    {
      id: 'weather',
      title: 'Weather and seasons',
      blocks: [
        {
          type: 'list',
          items: [
            'The dry season runs from about December to May; March to May is hot, with a high heat index by midday.',
            'The rainy season runs from about June to November, with the southwest monsoon (habagat) and typhoons. Streets can flood quickly in heavy rain.',
            'PAGASA, the national weather agency, issues rainfall and typhoon warnings; classes and work are suspended when warnings are high.',
            'Carry water, sunscreen and a small umbrella all year.',
          ],
        },
      ],
    },
    {
      id: 'calendar',
      title: 'The calendar',
      blocks: [
        {
          type: 'list',
          items: [
            'The Christmas season starts in September (the “ber” months) and runs to early January: expect decorations, sales and heavy traffic around malls.',
            'During Holy Week many people leave the city; roads empty and some businesses close on Maundy Thursday and Good Friday.',
            'On 1 and 2 November (Undas) families visit cemeteries; traffic around them is heavy.',
            'Paydays on the 15th and the last day of the month mean busier malls and roads, especially on Fridays.',
          ],
        },
      ],
    },
    {
      id: 'practical',
      title: 'Practical matters',
      blocks: [
        {
          type: 'list',
          items: [
            'SIM cards must be registered with an ID under the SIM Registration Act; tourists can register with a passport at the airport or in malls.',
            'Drink bottled or filtered water; ice in restaurants is generally made from purified water.',
            'Smoking and vaping are banned in enclosed public places and public transport; look for designated areas.',
            'Malls, hotels and many offices check bags at the entrance: it is routine.',
            'In an emergency, dial 911.',
          ],
        },
        { type: 'links', items: [{ label: 'Emergency numbers and official resources', to: '/guides/resources' }] },
      ],
    },
  ],
}

export const resourcesGuide: Guide = {
  path: '/guides/resources',
  title: 'Useful numbers and resources',
  label: 'Resources',
  icon: LifeBuoy,
  summary: 'Emergency hotlines and the official sources for weather, traffic, transport and travel rules.',
  lead: 'Keep these numbers and sites handy. Official sources are always more current than any guide, including this one.',
  reviewed: GUIDES_REVIEWED,
  sections: [
    {
      id: 'emergency',
      title: 'Emergency numbers',
      blocks: [
        {
          type: 'facts',
          items: [
            { label: '911', value: 'National emergency hotline: police, fire and ambulance' },
            { label: '143', value: 'Philippine Red Cross' },
            { label: '136', value: 'MMDA hotline for traffic and road emergencies in Metro Manila' },
          ],
        },
      ],
    },
    {
      id: 'official-sites',
      title: 'Official websites',
      blocks: [
        {
          type: 'links',
          items: [
            { label: 'PAGASA', href: 'https://www.pagasa.dost.gov.ph', description: 'Weather forecasts, rainfall and typhoon warnings' },
            { label: 'MMDA', href: 'https://mmda.gov.ph', description: 'Traffic advisories, number coding and the Pasig River Ferry' },
            { label: 'Department of Transportation', href: 'https://dotr.gov.ph', description: 'Rail and road transport, including MRT-3' },
            { label: 'LRT-1 (LRMC)', href: 'https://www.lrmc.ph', description: 'LRT-1 schedules, fares and advisories' },
            { label: 'LRT-2 (LRTA)', href: 'https://www.lrta.gov.ph', description: 'LRT-2 schedules, fares and advisories' },
            { label: 'eTravel', href: 'https://etravel.gov.ph', description: 'The online arrival and departure registration for travellers' },
            { label: 'Bureau of Immigration', href: 'https://immigration.gov.ph', description: 'Visas and entry rules' },
            { label: 'Department of Tourism', href: 'https://tourism.gov.ph', description: 'Tourism information and accredited establishments' },
            { label: 'National Privacy Commission', href: 'https://privacy.gov.ph', description: 'Your data privacy rights in the Philippines' },
          ],
        },
      ],
    },
    {
      id: 'on-gala',
      title: 'On Gala',
      blocks: [
        {
          type: 'links',
          items: [
            { label: 'Getting around', to: '/guides/transportation', description: 'Trains, buses, jeepneys and apps' },
            { label: 'Cinemas near you', to: '/movies/theaters/nearby', description: 'Showtimes at the nearest malls' },
            { label: 'Events this week', to: '/events', description: 'Concerts, markets, shows and festivals' },
            { label: 'Food & Drink', to: '/food-drink', description: 'Restaurants by cuisine and food stories' },
          ],
        },
      ],
    },
  ],
}
