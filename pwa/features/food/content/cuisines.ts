import type { Cuisine } from '@contracts/restaurants'

/** Editorial text of a cuisine page (/food-drink/cuisine/{cuisine}); the listings come from the API. */
export interface CuisineGuide {
  cuisine: Cuisine
  title: string
  /** One line for cards and the meta description. */
  summary: string
  intro: string[]
  dishes: { name: string; note: string }[]
  whereToGo: { area: string; note: string }[]
  tip: string
  /** Word the cuisine's articles are searched by. */
  articleSearch: string
}

export const CUISINE_GUIDES: Record<Cuisine, CuisineGuide> = {
  filipino: {
    cuisine: 'filipino',
    title: 'Filipino food',
    summary: 'Adobo, sinigang, sisig and halo-halo: where to eat the country’s own cooking in Metro Manila.',
    intro: [
      'Filipino cooking is sour, salty and sweet at once, built around rice and shaped by Malay, Chinese, Spanish and American kitchens. Every region has its own table: Kapampangan cooks are famous for sisig and tocino, Ilocanos for bagnet and pinakbet, Bicolanos for anything with coconut milk and chillies, and Cebu for its lechon.',
      'In the capital you can eat all of it, from a carinderia’s turo-turo counter, where you point at the pots, to restaurants that plate heirloom recipes for a tasting menu.',
    ],
    dishes: [
      { name: 'Adobo', note: 'Chicken or pork braised in vinegar, soy sauce, garlic, bay leaf and pepper. Every household swears its version is the right one.' },
      { name: 'Sinigang', note: 'A sour soup, usually soured with tamarind, with pork, shrimp or milkfish and vegetables such as kangkong and radish.' },
      { name: 'Sisig', note: 'Chopped pork face and ears, grilled and served sizzling with onions, chilli and calamansi; it comes from Pampanga.' },
      { name: 'Kare-kare', note: 'Oxtail and vegetables in a thick peanut sauce, eaten with a spoonful of bagoong (fermented shrimp paste).' },
      { name: 'Lechon', note: 'Whole roast pig with crackling skin; Cebu’s is seasoned inside with lemongrass and needs no sauce.' },
      { name: 'Halo-halo', note: 'Shaved ice with sweet beans, fruit, jelly, leche flan and ube jam, topped with evaporated milk. Mix it before you eat it.' },
    ],
    whereToGo: [
      { area: 'Maginhawa Street, Quezon City', note: 'A long street of small, inventive and affordable places near UP Diliman, busiest on weekend evenings.' },
      { area: 'Kapitolyo, Pasig', note: 'A compact grid of family restaurants and comfort-food spots, easy to walk between.' },
      { area: 'Malls across the metro', note: 'Most big malls have a Filipino food court and at least one sit-down regional restaurant: a safe first taste.' },
    ],
    tip: 'Many Filipino restaurants serve family style: order several dishes for the table and plenty of rice. Eating kamayan (with your hands, from banana leaves) is welcome where it is offered.',
    articleSearch: 'filipino',
  },
  japanese: {
    cuisine: 'japanese',
    title: 'Japanese food',
    summary: 'Ramen bars, izakayas and sushi counters, from Makati’s Little Tokyo to the food halls of BGC.',
    intro: [
      'Japanese food is the capital’s favourite foreign cuisine after Chinese. The ramen boom of the 2010s filled malls with noodle bars, and there are izakayas, yakiniku grills, sushi counters and katsu specialists in every business district.',
      'The most atmospheric address is Little Tokyo in Makati, a small compound of Japanese-run restaurants and shops off Chino Roces Avenue that has fed the local Japanese community for decades.',
    ],
    dishes: [
      { name: 'Ramen', note: 'Tonkotsu (pork bone) broth is the local favourite; shoyu, miso and tsukemen (dipping noodles) are easy to find too.' },
      { name: 'Katsu', note: 'Breaded pork or chicken cutlet with shredded cabbage and rice, often with unlimited refills of both.' },
      { name: 'Sushi and sashimi', note: 'From conveyor-belt chains in the malls to omakase counters that book out weeks ahead.' },
      { name: 'Yakitori and izakaya plates', note: 'Grilled skewers and small plates meant for sharing over drinks after work.' },
    ],
    whereToGo: [
      { area: 'Little Tokyo, Makati', note: 'Small, unpretentious restaurants around a courtyard; come for dinner and expect to queue on Fridays.' },
      { area: 'Bonifacio Global City, Taguig', note: 'Ramen bars and Japanese food halls along High Street and in the surrounding towers.' },
      { area: 'Mall food floors', note: 'Nearly every large mall has a ramen bar and a katsu house, usually with set meals at lunchtime.' },
    ],
    tip: 'Lunch sets are the best value. Ramen shops often let you choose noodle firmness and add an egg or extra chashu for a small charge.',
    articleSearch: 'japanese',
  },
  italian: {
    cuisine: 'italian',
    title: 'Italian food',
    summary: 'Wood-fired pizza, fresh pasta and gelato, and the sweet Filipino spaghetti served at every children’s party.',
    intro: [
      'Italian cooking arrived in Manila through hotels and family-run trattorias and is now everywhere, from Neapolitan pizzerias with imported ovens to neighbourhood places that make their own pasta.',
      'There is also a local Italian dish you will not find in Italy: Filipino-style spaghetti, with a sweet tomato sauce, sliced hot dogs and grated cheese, a fixture of birthday parties and fast-food menus.',
    ],
    dishes: [
      { name: 'Neapolitan pizza', note: 'Soft, blistered crust from a very hot wood or gas oven; the margherita is the test of any pizzeria.' },
      { name: 'Fresh pasta', note: 'Look for places that roll their own; carbonara and cacio e pepe are popular with the after-work crowd.' },
      { name: 'Filipino spaghetti', note: 'Sweet-style spaghetti with hot dogs and cheese: try it once, for the culture.' },
      { name: 'Gelato', note: 'Gelaterias in the malls and in BGC scoop tropical flavours such as mango, ube and calamansi next to the classics.' },
    ],
    whereToGo: [
      { area: 'Bonifacio Global City, Taguig', note: 'Pizzerias and trattorias around High Street and Burgos Circle, good for a long dinner outdoors.' },
      { area: 'Makati Central Business District', note: 'Hotel restaurants and long-running Italian institutions near Ayala Center and Salcedo Village.' },
      { area: 'Kapitolyo, Pasig', note: 'Neighbourhood pizza and pasta places with friendlier prices.' },
    ],
    tip: 'Sharing is normal: one pizza and one pasta for two is a typical order. Many pizzerias deliver through food apps, but pizza is best eaten at the table.',
    articleSearch: 'italian',
  },
  chinese: {
    cuisine: 'chinese',
    title: 'Chinese food',
    summary: 'Dumplings in Binondo, dim sum in the malls and the Chinese-Filipino dishes Manila grew up on.',
    intro: [
      'Chinese traders were in Manila long before the Spanish, and in 1594 the colonial government founded Binondo for Chinese residents; it is often called the oldest Chinatown in the world. Chinese cooking, mostly from Fujian, became part of everyday Filipino food: pancit, lumpia, siopao and siomai all have Chinese roots.',
      'Today you can eat Hokkien home cooking in Binondo, Cantonese dim sum in hotel and mall restaurants, and Sichuan and hot-pot places in the business districts.',
    ],
    dishes: [
      { name: 'Dumplings', note: 'Boiled, steamed or pan-fried; Binondo’s dumpling houses make them to order.' },
      { name: 'Siopao and siomai', note: 'Steamed buns and open-topped dumplings, sold everywhere from Binondo bakeries to train-station kiosks.' },
      { name: 'Dim sum', note: 'Har gow, siu mai, chicken feet and egg tarts, best with a group and a pot of tea.' },
      { name: 'Hopia and tikoy', note: 'Flaky mung-bean pastries and sticky rice cake, the classic pasalubong (gift to bring home) from Chinatown.' },
    ],
    whereToGo: [
      { area: 'Binondo, Manila', note: 'Walk Ongpin Street and its side streets for dumplings, fried siopao, hopia and tea; go on an empty stomach.' },
      { area: 'Banawe Street, Quezon City', note: 'A long street of Chinese restaurants and groceries, sometimes called Quezon City’s Chinatown.' },
      { area: 'Greenhills, San Juan', note: 'Dim sum and noodle houses around the shopping centre, busy at weekend lunch.' },
    ],
    tip: 'Go to Binondo in the morning or early afternoon, when the bakeries are fresh and the streets are easier to walk. Chinese New Year (January or February) is festive and very crowded.',
    articleSearch: 'binondo',
  },
}

export const isCuisine = (value: string): value is Cuisine => value in CUISINE_GUIDES
