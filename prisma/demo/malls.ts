/**
 * Real malls with cinemas, at their approximate coordinates (WGS84). One cinema per mall.
 * `tier` drives demo ticket prices; `formats` lists the premium screens besides Regular.
 */
export interface DemoMall {
  name: string
  slug: string
  operator: string
  address: string
  city: string
  citySlug: string
  province: string
  provinceSlug: string
  region: 'metro-manila' | 'province'
  latitude: number
  longitude: number
  cinema: { name: string; screens: number; formats: ('3D' | 'IMAX' | '4DX' | "Director's Club")[]; tier: 1 | 2 | 3 }
}

const MM = { province: 'Metro Manila', provinceSlug: 'metro-manila', region: 'metro-manila' } as const

export const DEMO_MALLS: DemoMall[] = [
  { name: 'SM Megamall', slug: 'sm-megamall', operator: 'SM Supermalls', address: 'EDSA corner Doña Julia Vargas Avenue, Ortigas Center', city: 'Mandaluyong', citySlug: 'mandaluyong', ...MM, latitude: 14.5849, longitude: 121.0567, cinema: { name: 'SM Megamall Cinemas', screens: 10, formats: ['IMAX', "Director's Club", '3D'], tier: 3 } },
  { name: 'SM Mall of Asia', slug: 'sm-mall-of-asia', operator: 'SM Supermalls', address: 'Seaside Boulevard, Mall of Asia Complex', city: 'Pasay', citySlug: 'pasay', ...MM, latitude: 14.5352, longitude: 120.9822, cinema: { name: 'SM Mall of Asia Cinemas', screens: 10, formats: ['IMAX', '4DX', '3D'], tier: 3 } },
  { name: 'Glorietta', slug: 'glorietta', operator: 'Ayala Malls', address: 'Ayala Center, Palm Drive', city: 'Makati', citySlug: 'makati', ...MM, latitude: 14.5509, longitude: 121.0255, cinema: { name: 'Glorietta 4 Cinemas', screens: 7, formats: ['3D'], tier: 2 } },
  { name: 'Greenbelt', slug: 'greenbelt', operator: 'Ayala Malls', address: 'Greenbelt 3, Legazpi Street, Ayala Center', city: 'Makati', citySlug: 'makati', ...MM, latitude: 14.5522, longitude: 121.0213, cinema: { name: 'Greenbelt 3 Cinemas', screens: 4, formats: ["Director's Club"], tier: 3 } },
  { name: 'Power Plant Mall', slug: 'power-plant-mall', operator: 'Rockwell Land', address: 'Rockwell Center, Estrella corner Amapola Streets', city: 'Makati', citySlug: 'makati', ...MM, latitude: 14.5653, longitude: 121.0366, cinema: { name: 'Power Plant Cinemas', screens: 5, formats: [], tier: 3 } },
  { name: 'Uptown Mall', slug: 'uptown-mall', operator: 'Megaworld Lifestyle Malls', address: '9th Avenue corner 36th Street, Bonifacio Global City', city: 'Taguig', citySlug: 'taguig', ...MM, latitude: 14.5565, longitude: 121.054, cinema: { name: 'Uptown Cinemas', screens: 5, formats: ['3D'], tier: 3 } },
  { name: 'Gateway Mall', slug: 'gateway-mall', operator: 'Araneta City', address: 'General Aguinaldo Avenue, Araneta City, Cubao', city: 'Quezon City', citySlug: 'quezon-city', ...MM, latitude: 14.6215, longitude: 121.0534, cinema: { name: 'Gateway Cineplex 18', screens: 18, formats: ['3D', "Director's Club"], tier: 2 } },
  { name: 'TriNoma', slug: 'trinoma', operator: 'Ayala Malls', address: 'EDSA corner North Avenue', city: 'Quezon City', citySlug: 'quezon-city', ...MM, latitude: 14.6531, longitude: 121.0336, cinema: { name: 'TriNoma Cinemas', screens: 7, formats: ['3D'], tier: 2 } },
  { name: 'SM North EDSA', slug: 'sm-north-edsa', operator: 'SM Supermalls', address: 'North Avenue corner EDSA', city: 'Quezon City', citySlug: 'quezon-city', ...MM, latitude: 14.6566, longitude: 121.0297, cinema: { name: 'SM North EDSA Cinemas', screens: 12, formats: ['IMAX', "Director's Club", '3D'], tier: 2 } },
  { name: 'Robinsons Galleria', slug: 'robinsons-galleria', operator: 'Robinsons Malls', address: 'EDSA corner Ortigas Avenue', city: 'Quezon City', citySlug: 'quezon-city', ...MM, latitude: 14.591, longitude: 121.0594, cinema: { name: 'Robinsons Movieworld Galleria', screens: 6, formats: ['3D'], tier: 2 } },
  { name: 'Robinsons Magnolia', slug: 'robinsons-magnolia', operator: 'Robinsons Malls', address: 'Aurora Boulevard corner Doña Hemady Street, New Manila', city: 'Quezon City', citySlug: 'quezon-city', ...MM, latitude: 14.6146, longitude: 121.038, cinema: { name: 'Robinsons Movieworld Magnolia', screens: 4, formats: ['3D'], tier: 2 } },
  { name: 'Eastwood Mall', slug: 'eastwood-mall', operator: 'Megaworld Lifestyle Malls', address: 'Eastwood City, Orchard Road, Bagumbayan', city: 'Quezon City', citySlug: 'quezon-city', ...MM, latitude: 14.6095, longitude: 121.0797, cinema: { name: 'Eastwood Mall Cinemas', screens: 6, formats: ["Director's Club"], tier: 2 } },
  { name: 'Venice Grand Canal Mall', slug: 'venice-grand-canal-mall', operator: 'Megaworld Lifestyle Malls', address: 'McKinley Hill, Fort Bonifacio', city: 'Taguig', citySlug: 'taguig', ...MM, latitude: 14.5352, longitude: 121.0509, cinema: { name: 'Venice Cineplex', screens: 4, formats: [], tier: 2 } },
  { name: 'Shangri-La Plaza', slug: 'shangri-la-plaza', operator: 'Shang Properties', address: 'EDSA corner Shaw Boulevard', city: 'Mandaluyong', citySlug: 'mandaluyong', ...MM, latitude: 14.5814, longitude: 121.0536, cinema: { name: 'Shang Cineplex', screens: 6, formats: ["Director's Club", '3D'], tier: 3 } },
  { name: 'Ayala Malls Manila Bay', slug: 'ayala-malls-manila-bay', operator: 'Ayala Malls', address: 'Diosdado Macapagal Boulevard corner Aseana Avenue, Aseana City', city: 'Parañaque', citySlug: 'paranaque', ...MM, latitude: 14.5194, longitude: 120.9892, cinema: { name: 'Ayala Malls Manila Bay Cinemas', screens: 8, formats: ['3D'], tier: 2 } },
  { name: 'Alabang Town Center', slug: 'alabang-town-center', operator: 'Ayala Malls', address: 'Alabang-Zapote Road, Ayala Alabang', city: 'Muntinlupa', citySlug: 'muntinlupa', ...MM, latitude: 14.4233, longitude: 121.0303, cinema: { name: 'Alabang Town Center Cinemas', screens: 4, formats: ["Director's Club"], tier: 3 } },
  { name: 'Festival Mall', slug: 'festival-mall', operator: 'Filinvest Malls', address: 'Civic Drive, Filinvest City, Alabang', city: 'Muntinlupa', citySlug: 'muntinlupa', ...MM, latitude: 14.4172, longitude: 121.0395, cinema: { name: 'Festival Mall Cinemas', screens: 10, formats: ['IMAX', '3D'], tier: 2 } },
  { name: 'SM Aura Premier', slug: 'sm-aura-premier', operator: 'SM Supermalls', address: '26th Street corner McKinley Parkway, Bonifacio Global City', city: 'Taguig', citySlug: 'taguig', ...MM, latitude: 14.5466, longitude: 121.0543, cinema: { name: 'SM Aura Cinemas', screens: 6, formats: ['IMAX', "Director's Club"], tier: 3 } },
  { name: 'Market! Market!', slug: 'market-market', operator: 'Ayala Malls', address: 'McKinley Parkway, Bonifacio Global City', city: 'Taguig', citySlug: 'taguig', ...MM, latitude: 14.5499, longitude: 121.056, cinema: { name: 'Market! Market! Cinemas', screens: 6, formats: [], tier: 1 } },
  { name: 'Estancia', slug: 'estancia', operator: 'Ortigas Malls', address: 'Capitol Commons, Meralco Avenue', city: 'Pasig', citySlug: 'pasig', ...MM, latitude: 14.5755, longitude: 121.064, cinema: { name: 'Estancia Cinemas', screens: 4, formats: ["Director's Club"], tier: 3 } },
  { name: 'Robinsons Place Manila', slug: 'robinsons-place-manila', operator: 'Robinsons Malls', address: 'Pedro Gil corner Adriatico Street, Ermita', city: 'Manila', citySlug: 'manila', ...MM, latitude: 14.5757, longitude: 120.9836, cinema: { name: 'Robinsons Movieworld Manila', screens: 8, formats: ['3D'], tier: 1 } },
  { name: 'SM City Manila', slug: 'sm-city-manila', operator: 'SM Supermalls', address: 'Natividad Almeda-Lopez corner Arroceros Street, Ermita', city: 'Manila', citySlug: 'manila', ...MM, latitude: 14.5895, longitude: 120.9834, cinema: { name: 'SM City Manila Cinemas', screens: 6, formats: [], tier: 1 } },
  { name: 'Lucky Chinatown', slug: 'lucky-chinatown', operator: 'Megaworld Lifestyle Malls', address: 'Reina Regente Street, Binondo', city: 'Manila', citySlug: 'manila', ...MM, latitude: 14.6031, longitude: 120.974, cinema: { name: 'Lucky Chinatown Cinemas', screens: 4, formats: [], tier: 1 } },
  { name: 'Greenhills Mall', slug: 'greenhills-mall', operator: 'Ortigas Malls', address: 'Ortigas Avenue, Greenhills', city: 'San Juan', citySlug: 'san-juan', ...MM, latitude: 14.6018, longitude: 121.0491, cinema: { name: 'Greenhills Cinemas', screens: 4, formats: [], tier: 2 } },
  { name: 'SM Southmall', slug: 'sm-southmall', operator: 'SM Supermalls', address: 'Alabang-Zapote Road, Almanza Uno', city: 'Las Piñas', citySlug: 'las-pinas', ...MM, latitude: 14.4336, longitude: 121.0106, cinema: { name: 'SM Southmall Cinemas', screens: 8, formats: ['3D'], tier: 1 } },
  { name: 'SM City Marikina', slug: 'sm-city-marikina', operator: 'SM Supermalls', address: 'Marcos Highway, Kalumpang', city: 'Marikina', citySlug: 'marikina', ...MM, latitude: 14.6271, longitude: 121.0838, cinema: { name: 'SM City Marikina Cinemas', screens: 6, formats: [], tier: 1 } },
  { name: 'SM Seaside City Cebu', slug: 'sm-seaside-city-cebu', operator: 'SM Supermalls', address: 'South Road Properties, Mambaling', city: 'Cebu City', citySlug: 'cebu-city', province: 'Cebu', provinceSlug: 'cebu', region: 'province', latitude: 10.2822, longitude: 123.8809, cinema: { name: 'SM Seaside Cinemas', screens: 8, formats: ['IMAX', "Director's Club"], tier: 2 } },
  { name: 'Ayala Center Cebu', slug: 'ayala-center-cebu', operator: 'Ayala Malls', address: 'Cebu Business Park, Archbishop Reyes Avenue', city: 'Cebu City', citySlug: 'cebu-city', province: 'Cebu', provinceSlug: 'cebu', region: 'province', latitude: 10.3181, longitude: 123.905, cinema: { name: 'Ayala Center Cebu Cinemas', screens: 6, formats: ['3D'], tier: 2 } },
  { name: 'SM Lanang Premier', slug: 'sm-lanang-premier', operator: 'SM Supermalls', address: 'J.P. Laurel Avenue, Lanang', city: 'Davao City', citySlug: 'davao-city', province: 'Davao del Sur', provinceSlug: 'davao-del-sur', region: 'province', latitude: 7.0992, longitude: 125.631, cinema: { name: 'SM Lanang Cinemas', screens: 6, formats: ['IMAX'], tier: 2 } },
  { name: 'Abreeza Mall', slug: 'abreeza-mall', operator: 'Ayala Malls', address: 'J.P. Laurel Avenue, Bajada', city: 'Davao City', citySlug: 'davao-city', province: 'Davao del Sur', provinceSlug: 'davao-del-sur', region: 'province', latitude: 7.0916, longitude: 125.6111, cinema: { name: 'Abreeza Cinemas', screens: 4, formats: [], tier: 1 } },
  { name: 'SM City Baguio', slug: 'sm-city-baguio', operator: 'SM Supermalls', address: 'Luneta Hill, Upper Session Road', city: 'Baguio', citySlug: 'baguio', province: 'Benguet', provinceSlug: 'benguet', region: 'province', latitude: 16.409, longitude: 120.5991, cinema: { name: 'SM City Baguio Cinemas', screens: 4, formats: [], tier: 1 } },
  { name: 'Ayala Malls Legazpi', slug: 'ayala-malls-legazpi', operator: 'Ayala Malls', address: 'Barangay Bitano, Legazpi City', city: 'Legazpi', citySlug: 'legazpi', province: 'Albay', provinceSlug: 'albay', region: 'province', latitude: 13.1472, longitude: 123.754, cinema: { name: 'Ayala Malls Legazpi Cinemas', screens: 4, formats: [], tier: 1 } },
]
