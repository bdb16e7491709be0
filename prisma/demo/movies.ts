/**
 * Thirty fictional films with original synopses (any likeness to a real title is accidental).
 * Release dates are offsets in days from the day the seed runs (Manila calendar days).
 */
export type MovieStatus = 'nowShowing' | 'comingSoon' | 'streamingSoon'

export interface DemoMovie {
  title: string
  status: MovieStatus
  rating: 'G' | 'PG' | 'R-13' | 'R-16' | 'R-18'
  runningTime: number
  genres: string[]
  language: string
  /** Days from today (negative: already released). */
  releaseOffset: number
  synopsis: string
  streamingPlatform?: string
  isFeatured?: boolean
  /** Premium formats this film plays in, besides Regular. */
  formats?: ('3D' | 'IMAX' | '4DX')[]
  director: string
  cast: [name: string, character: string][]
}

export const DEMO_MOVIES: DemoMovie[] = [
  // ---- Now showing ----
  { title: 'Habang May Ulan', status: 'nowShowing', rating: 'R-13', runningTime: 112, genres: ['Drama', 'Romance'], language: 'Filipino', releaseOffset: -9, isFeatured: true,
    synopsis: 'Two strangers stranded under the same jeepney shelter during a week of monsoon rains start trading the stories they have never told anyone, until the skies clear and they must decide whether to keep talking.',
    director: 'Marites Villanueva', cast: [['Andeng Lacson', 'Isay'], ['Rafael Dimaculangan', 'Noel'], ['Cora Santiago', 'Aling Pacing']] },
  { title: 'The Last Ferry to Batanes', status: 'nowShowing', rating: 'PG', runningTime: 104, genres: ['Adventure', 'Family'], language: 'English', releaseOffset: -16,
    synopsis: 'A retired lighthouse keeper and his restless granddaughter race an incoming typhoon across the northern islands to deliver a letter that could bring their scattered family home for the holidays.',
    director: 'Jonas Alcantara', cast: [['Ernesto Magbanua', 'Lolo Celso'], ['Kylie Fernandez', 'Mika'], ['Dong Ramirez', 'Captain Berto']] },
  { title: 'Kape at Kaluluwa', status: 'nowShowing', rating: 'R-16', runningTime: 98, genres: ['Horror'], language: 'Filipino', releaseOffset: -4,
    synopsis: 'A barista on the graveyard shift of a 24-hour café in Quezon City notices that one quiet regular always orders a second cup for someone nobody else can see, and the cup is always empty by dawn.',
    director: 'Paolo Evangelista', cast: [['Janine Robles', 'Lea'], ['Mark Soriano', 'Sir Ben'], ['Tess Ocampo', 'Manang Digna']] },
  { title: 'Neon Carabao', status: 'nowShowing', rating: 'G', runningTime: 95, genres: ['Animation', 'Comedy', 'Family'], language: 'English', releaseOffset: -11, formats: ['3D'], isFeatured: true,
    synopsis: 'A mechanical carabao built for a provincial fiesta parade wakes up in a Manila warehouse and sets off for home with a street-smart pigeon, a lost tricycle and absolutely no sense of direction.',
    director: 'Liza Mercado', cast: [['Bong Castillo', 'Kalabaw (voice)'], ['Ria Manalo', 'Pidge (voice)'], ['Jericho Tan', 'Trike (voice)']] },
  { title: 'Signal No. 4', status: 'nowShowing', rating: 'R-13', runningTime: 121, genres: ['Action', 'Thriller'], language: 'English', releaseOffset: -2, formats: ['IMAX', '4DX'], isFeatured: true,
    synopsis: 'When a super typhoon knocks out power across the capital, an off-duty traffic enforcer stuck in a Makati high-rise is the only person who notices a crew emptying a flooded bank vault beneath the street.',
    director: 'Ramon Guevarra', cast: [['Renz Salcedo', 'Dante Reyes'], ['Marga Villareal', 'Inspector Lim'], ['Allan Perez', 'The Engineer']] },
  { title: "Lola Basyang's Secret Recipe", status: 'nowShowing', rating: 'G', runningTime: 92, genres: ['Family', 'Comedy'], language: 'Filipino', releaseOffset: -23,
    synopsis: 'Three cousins who barely speak inherit a run-down carinderia in Pampanga and a notebook of recipes whose instructions turn out to be about more than cooking.',
    director: 'Gina Pascual', cast: [['Nora Aguilar', 'Lola Basyang'], ['Enzo Domingo', 'Jun-Jun'], ['Pia Castro', 'Tintin']] },
  { title: 'Midnight at Binondo', status: 'nowShowing', rating: 'R-16', runningTime: 109, genres: ['Mystery', 'Crime'], language: 'English, Filipino, Hokkien', releaseOffset: -6,
    synopsis: 'A food vlogger filming the oldest Chinatown in the world records a stranger slipping a jade key into a dumpling steamer, and suddenly everyone on Ongpin Street wants her footage.',
    director: 'Vincent Co', cast: [['Alyssa Uy', 'Joy'], ['Benito Ang', 'Uncle Benny'], ['Marco Dee', 'Detective Yap']] },
  { title: 'Orbit of Us', status: 'nowShowing', rating: 'PG', runningTime: 116, genres: ['Sci-Fi', 'Romance'], language: 'English', releaseOffset: -13, formats: ['IMAX'],
    synopsis: 'A Filipina flight engineer on a research station and a radio hobbyist in Ilocos fall for each other over a ninety-minute window of signal that opens once every orbit.',
    director: 'Clarissa Yulo', cast: [['Beatriz Montenegro', 'Dr. Tala Ramos'], ['Josue Lim', 'Paco'], ['Irene Salazar', 'Mission Control']] },
  { title: 'Tagu-taguan', status: 'nowShowing', rating: 'R-18', runningTime: 101, genres: ['Horror', 'Thriller'], language: 'Filipino', releaseOffset: -1,
    synopsis: 'Five college friends revisit the abandoned sugar mill where they played hide-and-seek as children and realise the last round never actually ended.',
    director: 'Erik Matias', cast: [['Sandy Pineda', 'Carla'], ['Dino Abad', 'Rommel'], ['Kat Lorenzo', 'Jessa']] },
  { title: 'Ang Huling Sayaw', status: 'nowShowing', rating: 'R-13', runningTime: 118, genres: ['Drama', 'Music'], language: 'Filipino', releaseOffset: -20,
    synopsis: 'A once-famous folk dancer, now teaching Zumba in a barangay hall, gets one last chance to lead a troupe to the national stage with students who would rather be on TikTok.',
    director: 'Marites Villanueva', cast: [['Lorna Dizon', 'Teacher Mila'], ['Kiko Bautista', 'Jayson'], ['Rhea Galang', 'Bettina']] },
  { title: 'Boxer ng Tondo', status: 'nowShowing', rating: 'R-13', runningTime: 124, genres: ['Sports', 'Drama'], language: 'Filipino', releaseOffset: -30,
    synopsis: 'A fish-port porter with fast hands and no patience trains in a rooftop gym for a title bout that his whole neighbourhood has quietly bet its savings on.',
    director: 'Ramon Guevarra', cast: [['Pablito Manansala', 'Toto'], ['Leo Buenaventura', 'Coach Amang'], ['Grace Vergara', 'Nanay Luz']] },
  { title: 'Hello, Kuya', status: 'nowShowing', rating: 'PG', runningTime: 99, genres: ['Comedy', 'Family'], language: 'Filipino, English', releaseOffset: -8,
    synopsis: 'An overseas worker comes home to Cavite for a surprise visit, only to find his younger brother has been renting out his bedroom as a very popular staycation listing.',
    director: 'Gina Pascual', cast: [['Ronnie Salonga', 'Kuya Ed'], ['Emil Valdez', 'Bunso'], ['Lirio Cruz', 'Tita Baby']] },
  { title: 'Steel Monsoon', status: 'nowShowing', rating: 'R-13', runningTime: 132, genres: ['Action', 'Sci-Fi'], language: 'English', releaseOffset: -3, formats: ['IMAX', '3D', '4DX'],
    synopsis: 'In 2089, the pilots of giant flood-control machines guarding Manila Bay discover that the storms they fight every season are being steered toward the city on purpose.',
    director: 'Jonas Alcantara', cast: [['Gerardo Anonuevo', 'Cmdr. Rey Basa'], ['Nadia Ferrer', 'Pilot Ysa'], ['Dennis Roque', 'Director Khu']] },
  { title: 'Pintados', status: 'nowShowing', rating: 'R-16', runningTime: 127, genres: ['Historical', 'Action'], language: 'Filipino, Waray', releaseOffset: -18,
    synopsis: 'In sixteenth-century Samar, a tattooed warrior-poet must choose between defending her island and guiding the strangers whose ships have anchored off its coast.',
    director: 'Clarissa Yulo', cast: [['Lizette Dimaano', 'Dayang'], ['Jacinto Corpuz', 'Datu Humabon'], ['Rico Bernal', 'The Navigator']] },
  // ---- Coming soon ----
  { title: 'Bituin sa Tanghali', status: 'comingSoon', rating: 'PG', runningTime: 106, genres: ['Drama'], language: 'Filipino', releaseOffset: 5, isFeatured: true,
    synopsis: 'A public-school science teacher in Bukidnon convinces her class to build a telescope from junk-shop parts to see a daytime comet that the rest of the country will miss.',
    director: 'Paolo Evangelista', cast: [['Julieta Ledesma', 'Ma’am Cel'], ['Miguelito Torralba', 'Boyet'], ['Ana Lacsamana', 'Principal Reyes']] },
  { title: 'Operation: Sampaguita', status: 'comingSoon', rating: 'R-13', runningTime: 115, genres: ['Action', 'Comedy'], language: 'Filipino, English', releaseOffset: 9,
    synopsis: 'Two rival flower vendors outside Quiapo Church are mistaken for undercover agents and must bluff their way through an international smuggling deal without dropping a single garland.',
    director: 'Erik Matias', cast: [['Ambo Santos', 'Ramil'], ['Dolly Sison', 'Ditas'], ['Baron Ilagan', 'Mr. X']] },
  { title: "The Cartographer's Daughter", status: 'comingSoon', rating: 'PG', runningTime: 119, genres: ['Adventure', 'Fantasy'], language: 'English', releaseOffset: 12, formats: ['IMAX', '3D'],
    synopsis: 'A girl finds that her late father’s maps of the 7,641 islands include one that does not exist, and that someone has been sailing there every full moon.',
    director: 'Liza Mercado', cast: [['Sofronia Reyes', 'Isla'], ['Tony Mabini', 'Kapitan Oro'], ['Dina Santillan', 'Lola Pining']] },
  { title: 'Bahay Kubo Blues', status: 'comingSoon', rating: 'G', runningTime: 90, genres: ['Animation', 'Musical'], language: 'Filipino', releaseOffset: 16, formats: ['3D'],
    synopsis: 'The vegetables of the famous nursery-rhyme garden form a band to save their little hut from a developer who wants to turn it into a parking lot.',
    director: 'Bong Navarro', cast: [['Yolly Tuazon', 'Singkamas (voice)'], ['Oscar Padilla', 'Talong (voice)'], ['Rina Velasco', 'Sitaw (voice)']] },
  { title: 'Ghost Ship Mindoro', status: 'comingSoon', rating: 'R-16', runningTime: 103, genres: ['Horror'], language: 'Filipino', releaseOffset: 19,
    synopsis: 'A dive crew hired to salvage a wreck off Mindoro finds the ship dry inside, the galley lights on, and a logbook with entries dated tomorrow.',
    director: 'Vincent Co', cast: [['Xandro Gomez', 'Migs'], ['Ivanna Lopez', 'Trixie'], ['Jhonny Aquino', 'Kapitan Goryo']] },
  { title: 'Love in Estero', status: 'comingSoon', rating: 'R-13', runningTime: 108, genres: ['Romance', 'Comedy'], language: 'Filipino', releaseOffset: 23,
    synopsis: 'A germ-phobic city planner and a kayak-guide activist are forced to co-lead a creek clean-up project, and neither of them can swim.',
    director: 'Gina Pascual', cast: [['Katrina Valdez', 'Aya'], ['Danilo Ramos', 'Lino'], ['Cherie Bautista', 'Mayor Loleng']] },
  { title: 'Kalayaan Street', status: 'comingSoon', rating: 'R-13', runningTime: 111, genres: ['Drama'], language: 'Filipino', releaseOffset: 26,
    synopsis: 'Over one long election day, the residents of a single street in Sampaloc discover how much they disagree about everything and how much they still need each other.',
    director: 'Marites Villanueva', cast: [['Edilberto Manalastas', 'Mang Ruben'], ['Agustina Ferrer', 'Aling Bining'], ['Elijah Santos', 'Jomar']] },
  { title: 'Sky Islands', status: 'comingSoon', rating: 'PG', runningTime: 97, genres: ['Animation', 'Adventure'], language: 'English', releaseOffset: 30, formats: ['3D', 'IMAX'],
    synopsis: 'When the rice terraces of a floating mountain village start drifting apart, a young farmer and her kite-riding grandmother set out to stitch the sky back together.',
    director: 'Bong Navarro', cast: [['Marisol Lacson', 'Amihan (voice)'], ['Josefa Dela Paz', 'Lola Hangin (voice)'], ['Pacing Reyes', 'Bayani (voice)']] },
  { title: 'Night Market', status: 'comingSoon', rating: 'R-16', runningTime: 100, genres: ['Thriller'], language: 'English, Filipino', releaseOffset: 33,
    synopsis: 'A tiangge vendor selling second-hand phones unlocks one that keeps receiving messages about crimes that have not happened yet.',
    director: 'Erik Matias', cast: [['Jerico Fajardo', 'Elmer'], ['Yasmin Mendez', 'Agent Corpuz'], ['Joel Sarmiento', 'Boss Tony']] },
  { title: 'Ang Pangako ni Tatay', status: 'comingSoon', rating: 'PG', runningTime: 113, genres: ['Drama', 'Family'], language: 'Filipino', releaseOffset: 40,
    synopsis: 'A jeepney driver who promised his daughter a trip to the sea drives her, the neighbours and one stubborn rooster all the way from Nueva Ecija to La Union.',
    director: 'Jonas Alcantara', cast: [['Dindo Ilagan', 'Tatay Romy'], ['Xyla Manuel', 'Nene'], ['Celia Quesada', 'Aling Tessie']] },
  // ---- Streaming soon ----
  { title: 'Quarantine Karaoke', status: 'streamingSoon', rating: 'R-13', runningTime: 94, genres: ['Comedy'], language: 'Filipino', releaseOffset: 4, streamingPlatform: 'Netflix',
    synopsis: 'Neighbours in a Pasig condominium settle a years-old feud through a building-wide karaoke contest sung from their balconies.',
    director: 'Paolo Evangelista', cast: [['Eusebio Dominguez', 'Mr. Santos'], ['Candida Pangilinan', 'Ma’am Yolly'], ['Ryan Bangayan', 'Guard Nonoy']] },
  { title: 'The Salt Farmers', status: 'streamingSoon', rating: 'PG', runningTime: 88, genres: ['Documentary', 'Drama'], language: 'Filipino, English', releaseOffset: 8, streamingPlatform: 'Prime Video',
    synopsis: 'A year with the last families making sea salt by hand on the Pangasinan coast, told through the seasons of sun, rain and tide.',
    director: 'Clarissa Yulo', cast: [['Mang Tonyo Ramos', 'Himself'], ['Aling Nita Ramos', 'Herself']] },
  { title: 'Babaylan', status: 'streamingSoon', rating: 'R-16', runningTime: 122, genres: ['Fantasy', 'Drama'], language: 'Filipino', releaseOffset: 12, streamingPlatform: 'Netflix',
    synopsis: 'A nurse in a Manila hospital inherits her grandmother’s gift of seeing illnesses as spirits and has to decide which ones she is willing to bargain with.',
    director: 'Liza Mercado', cast: [['Angelita Reyes', 'Diwa'], ['Pio Ventura', 'Dr. Salcedo'], ['Glorina Cruz', 'Apo Iday']] },
  { title: 'Dear Mayor', status: 'streamingSoon', rating: 'R-13', runningTime: 105, genres: ['Comedy', 'Drama'], language: 'Filipino', releaseOffset: 15, streamingPlatform: 'Viu',
    synopsis: 'A small-town mayor accidentally posts his private diary to the municipal social media page and has one week until the fiesta to win his town back.',
    director: 'Gina Pascual', cast: [['Joselito Bautista', 'Mayor Caloy'], ['Eulalia Mendoza', 'Vice Mayor Tess'], ['Nicolette Valdes', 'Social Media Intern']] },
  { title: 'Second Shift', status: 'streamingSoon', rating: 'R-18', runningTime: 117, genres: ['Drama', 'Thriller'], language: 'English, Filipino', releaseOffset: 21, streamingPlatform: 'HBO Max',
    synopsis: 'A call-centre agent on the night shift in Eastwood takes a call from a woman who claims to be her, calling from next year.',
    director: 'Vincent Co', cast: [['Lovely Montes', 'Abby'], ['Carlito Reyes', 'Team Lead Jun'], ['Mercedita Cabrera', 'The Caller']] },
  { title: 'Pasko sa Maynila', status: 'streamingSoon', rating: 'G', runningTime: 96, genres: ['Family', 'Holiday'], language: 'Filipino, English', releaseOffset: 28, streamingPlatform: 'Disney+',
    synopsis: 'Three generations of a family in Tondo try to complete nine dawn masses in a row while hiding the fact that the family lechon has run away.',
    director: 'Bong Navarro', cast: [['Novena Santos', 'Lola Pacita'], ['Zaldy Legaspi', 'Tito Jun'], ['Sarita Lim', 'Ate Gelay']] },
]
