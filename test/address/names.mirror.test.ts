/**
 * Names as people write them, resolved through the city index built from the real 2025 gazetteers
 * in the mirror (../shared/data): at least one from every state, DC and Puerto Rico, each in a form
 * the gazetteer does not use: St./Saint/Ste., Ft./Fort, Mt./Mount, spacing and punctuation
 * (De Kalb/DeKalb, Coeur d Alene, O Fallon, Winston Salem), the common name of a consolidated or
 * legal form ("(balance)", "city and borough", "metropolitan government", "urban county", "zona
 * urbana", "Town city", "City city"), the state written out, a trailing country, a leading compass
 * letter and the USPS abbreviations (Spgs, Pt). Each expected ZIP was checked independently of the
 * index: the ZCTA of the place's state whose internal point is nearest the place's point (its
 * GeoNames centre, else its Census internal point, as marked), by a brute-force haversine over the
 * ZCTA gazetteer (distance and point in the comment).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withoutCountry } from '../../api/address/addressParts.ts';
import type { AddressResolverService } from '../../api/address/resolver.ts';
import type { PlacePoint } from '../../lib/constants.ts';
import { parseCityState, STATES } from '../../lib/states.ts';
import { buildMirrorCities, indexOnlyResolver } from '../support/mirrorCities.ts';

let resolver: AddressResolverService;

beforeAll(async () => {
  resolver = indexOnlyResolver((await buildMirrorCities()).dir);
});
afterAll(async () => resolver?.close());

/** [the name as a person writes it, expected ZIP, the gazetteer entry it must come from, its point when not GeoNames'] */
const NAMES: [string, string, string, PlacePoint?][] = [
  ["Jacksons  Gap AL", '36861', "Jacksons' Gap town"], // 2.1 mi from 32.88624,-85.81163
  ["Mc Mullen AL", '35442', 'McMullen town', 'census-internal-point'], // 6.6 mi from 33.1481,-88.175749
  ["Sutton Alpine, Alaska, United States", '99645', 'Sutton-Alpine CDP'], // 12.8 mi from 61.77789,-148.7645
  ["St. Mary s, AK", '99658', "St. Mary's city"], // 3.5 mi from 62.0534,-163.17787
  // The incorporated namesake wins over the CDP of the same name (the build report lists these).
  ["St Johns, AZ, USA", '85936', 'St. Johns city'], // 7.2 mi from 34.50587,-109.36093
  ["Timberline Fernwood, AZ, USA", '86011', 'Timberline-Fernwood CDP', 'census-internal-point'], // 10.6 mi from 35.316759,-111.550715
  ["Mt Olive, Arkansas, United States", '72556', 'Mount Olive CDP', 'census-internal-point'], // 6.8 mi from 36.003119,-92.090465
  ["Mt Ida AR", '71957', 'Mount Ida city'], // 2.2 mi from 34.55676,-93.63408
  ["LaMesa CA", '91942', 'La Mesa city'], // 0.7 mi from 32.76783,-117.02308
  ["LeGrand CA", '95333', 'Le Grand CDP'], // 1.2 mi from 37.22855,-120.24823
  ["St Ann Highlands, CO", '80471', 'St. Ann Highlands CDP', 'census-internal-point'], // 4.1 mi from 39.987297,-105.455806
  ["Ft. Collins CO", '80521', 'Fort Collins city'], // 2.3 mi from 40.58526,-105.08442
  ["Conning Towers Nautilus Park, CT", '06340', 'Conning Towers-Nautilus Park CDP'], // 2.6 mi from 41.38548,-72.06877
  ["Saint Georges, DE", '19733', 'St. Georges CDP', 'census-internal-point'], // 0.2 mi from 39.559142,-75.648683
  ["Rising Sun Lebanon, DE, USA", '19962', 'Rising Sun-Lebanon CDP'], // 2.3 mi from 39.09977,-75.50488
  ["Ft. Walton Beach, Florida, United States", '32548', 'Fort Walton Beach city'], // 1.7 mi from 30.42059,-86.61707
  ["Saint Leo FL", '33574', 'St. Leo town'], // 0.1 mi from 28.33723,-82.25842
  ["Candler McAfee, GA", '30032', 'Candler-McAfee CDP'], // 1.1 mi from 33.72672,-84.27246
  ["McRae Helena, Georgia", '31083', 'McRae-Helena city', 'census-internal-point'], // 4.6 mi from 32.063577,-82.89689
  ["Haiku Pauwela HI", '96779', 'Haiku-Pauwela CDP'], // 5.2 mi from 20.92187,-156.30508
  ["Kahaluu Keauhou, Hawaii, United States", '96725', 'Kahaluu-Keauhou CDP'], // 4.3 mi from 19.57181,-155.96172
  ["St Anthony ID", '83438', 'St. Anthony city'], // 3.9 mi from 43.9663,-111.68218
  ["Coeur dAlene, Idaho", '83815', "Coeur d'Alene city"], // 3.4 mi from 47.67768,-116.78047
  ["St Anne, Illinois", '60964', 'St. Anne village'], // 1.5 mi from 41.02503,-87.71392
  ["Saint Elmo, IL, USA", '62458', 'St. Elmo city'], // 0.4 mi from 39.02727,-88.84811
  ["St Anthony, IN, USA", '47575', 'St. Anthony CDP', 'census-internal-point'], // 1.2 mi from 38.318687,-86.823061
  ["VanBuren, Indiana", '46991', 'Van Buren town'], // 0.9 mi from 40.61727,-85.5047
  ["Saint Charles, IA, USA", '50240', 'St. Charles city'], // 1.0 mi from 41.28833,-93.80939
  ["Mc Callsburg, IA, USA", '50154', 'McCallsburg city', 'census-internal-point'], // 0.8 mi from 42.164883,-93.390781
  ["Saint Marys KS", '66536', 'St. Marys city'], // 1.5 mi from 39.19416,-96.0711
  ["St Benedict, KS", '66404', 'St. Benedict CDP', 'census-internal-point'], // 4.2 mi from 39.892851,-96.102919
  ["Saint Charles KY", '42453', 'St. Charles city', 'census-internal-point'], // 3.2 mi from 37.190546,-87.549655
  ["Mt Washington, KY, USA", '40047', 'Mount Washington city'], // 1.1 mi from 38.05006,-85.54579
  ["St Martinville LA", '70582', 'St. Martinville city'], // 4.4 mi from 30.1252,-91.83345
  ["St Rose, Louisiana", '70031', 'St. Rose CDP'], // 1.7 mi from 29.94687,-90.32313
  ["VanBuren, Maine", '04785', 'Van Buren CDP'], // 5.4 mi from 47.15727,-67.9353
  ["Mt Vernon, Maryland", '21865', 'Mount Vernon CDP'], // 2.6 mi from 38.2454,-75.8216
  ["Ft. Washington, MD", '20607', 'Fort Washington CDP'], // 2.4 mi from 38.70734,-77.02303
  ["Southbridge, Massachusetts", '01550', 'Southbridge Town city', 'census-internal-point'], // 0.0 mi from 42.059737,-72.033908
  ["Palmer, MA, USA", '01069', 'Palmer Town city', 'census-internal-point'], // 0.0 mi from 42.188862,-72.30648
  ["LAnse, MI", '49908', "L'Anse village"], // 5.2 mi from 46.7566,-88.45291
  ["St Louis MI", '48880', 'St. Louis city'], // 3.8 mi from 43.40836,-84.60667
  ["DeGraff, MN", '56271', 'De Graff city', 'census-internal-point'], // 2.9 mi from 45.259871,-95.468375
  ["South Saint Paul, MN", '55075', 'South St. Paul city'], // 0.5 mi from 44.89274,-93.03494
  ["Hide A Way Lake, Mississippi, United States", '39466', 'Hide-A-Way Lake CDP'], // 2.5 mi from 30.56492,-89.6402
  ["De Lisle, Mississippi", '39571', 'DeLisle CDP', 'census-internal-point'], // 2.6 mi from 30.382359,-89.275687
  ["Ft. Leonard Wood, Missouri", '65473', 'Fort Leonard Wood CDP'], // 0.6 mi from 37.70573,-92.15717
  ["Saint Catharine, MO", '64628', 'St. Catharine CDP', 'census-internal-point'], // 2.8 mi from 39.797769,-92.99565
  ["St Regis, MT, USA", '59866', 'St. Regis CDP', 'census-internal-point'], // 2.7 mi from 47.30489,-115.103912
  ["Saint Marie MT", '59231', 'St. Marie CDP', 'census-internal-point'], // 2.1 mi from 48.405291,-106.49855
  ["Mc Cool Junction, NE", '68401', 'McCool Junction village', 'census-internal-point'], // 1.0 mi from 40.744616,-97.600062
  ["Saint Edward, Nebraska, United States", '68660', 'St. Edward city'], // 0.3 mi from 41.57001,-97.86589
  ["Mc Gill, NV, USA", '89318', 'McGill CDP'], // 3.1 mi from 39.40494,-114.77863
  ["Ft. McDermitt, NV, USA", '89421', 'Fort McDermitt CDP', 'census-internal-point'], // 16.7 mi from 41.965509,-117.639454
  ["Cumberland Hesstown, NJ, USA", '08340', 'Cumberland-Hesstown CDP', 'census-internal-point'], // 2.2 mi from 39.362237,-74.914481
  ["Mc Kee City, NJ", '08234', 'McKee City CDP', 'census-internal-point'], // 4.2 mi from 39.443813,-74.651889
  ["Mt Taylor, New Mexico, United States", '87021', 'Mount Taylor CDP', 'census-internal-point'], // 6.2 mi from 35.124147,-107.807469
  ["Mc Intosh, New Mexico, United States", '87032', 'McIntosh CDP'], // 0.6 mi from 34.86478,-106.05169
  ["St Johnsville, NY", '13452', 'St. Johnsville village'], // 4.1 mi from 42.99813,-74.68292
  ["Ft. Montgomery, NY, USA", '10922', 'Fort Montgomery CDP'], // 0.4 mi from 41.33148,-73.98681
  ["Saint Pauls, North Carolina", '28384', 'St. Pauls town'], // 2.0 mi from 34.80655,-78.97114
  ["St Pauls, NC", '28384', 'St. Pauls town'], // 2.0 mi from 34.80655,-78.97114
  ["Saint Thomas, North Dakota, United States", '58276', 'St. Thomas city', 'census-internal-point'], // 0.5 mi from 48.619236,-97.447107
  ["DeLamere, ND, USA", '58060', 'De Lamere CDP', 'census-internal-point'], // 4.5 mi from 46.266824,-97.333318
  ["St Marys OH", '45885', 'St. Marys city'], // 1.9 mi from 40.54227,-84.3894
  ["Mt Victory, Ohio, United States", '43340', 'Mount Victory village'], // 1.2 mi from 40.5345,-83.52048
  ["Ft. Coffee, OK", '74959', 'Fort Coffee town', 'census-internal-point'], // 3.3 mi from 35.294209,-94.571353
  ["Mc Curtain, Oklahoma, United States", '74944', 'McCurtain town'], // 2.4 mi from 35.14982,-94.97079
  ["Mt Vernon, Oregon", '97865', 'Mount Vernon city'], // 4.5 mi from 44.41765,-119.11357
  ["Mt Angel OR", '97373', 'Mount Angel city'], // 1.3 mi from 45.0679,-122.80009
  ["Bird in Hand, PA", '17576', 'Bird-in-Hand CDP', 'census-internal-point'], // 0.4 mi from 40.036657,-76.189542
  ["Mt Oliver, PA", '15210', 'Mount Oliver borough'], // 0.5 mi from 40.41424,-79.98783
  ["Wakefield Peace Dale, RI", '02879', 'Wakefield-Peace Dale CDP', 'census-internal-point'], // 2.3 mi from 41.446096,-71.500318
  ["Mc Bee, South Carolina, United States", '29101', 'McBee town'], // 1.1 mi from 34.46904,-80.2559
  ["Sullivan s Island SC", '29482', "Sullivan's Island town"], // 0.6 mi from 32.76323,-79.83675
  ["Mc Intosh, South Dakota, United States", '57641', 'McIntosh city'], // 2.5 mi from 45.92139,-101.34958
  ["Saint Francis, South Dakota", '57570', 'St. Francis town'], // 7.5 mi from 43.14445,-100.90515
  ["Thompson s Station, Tennessee, United States", '37179', "Thompson's Station town"], // 0.7 mi from 35.80201,-86.91139
  ["Mt Juliet, Tennessee, United States", '37122', 'Mount Juliet city'], // 2.3 mi from 36.20005,-86.51861
  ["St Hedwig, TX, USA", '78152', 'St. Hedwig town'], // 1.1 mi from 29.4144,-98.20001
  ["VanAlstyne, Texas", '75495', 'Van Alstyne city'], // 2.1 mi from 33.4215,-96.57721
  ["LaSal, UT", '84530', 'La Sal CDP', 'census-internal-point'], // 8.5 mi from 38.301147,-109.265651
  ["Mt Pleasant UT", '84647', 'Mount Pleasant city'], // 2.9 mi from 39.54691,-111.45547
  ["St Albans, VT", '05478', 'St. Albans city'], // 2.2 mi from 44.81088,-73.08319
  ["St George VT", '05495', 'St. George CDP', 'census-internal-point'], // 3.8 mi from 44.379745,-73.131557
  ["Mt Sidney, Virginia", '24467', 'Mount Sidney CDP'], // 0.7 mi from 38.25735,-78.95947
  ["Mt Jackson, Virginia, United States", '22842', 'Mount Jackson town'], // 3.8 mi from 38.74595,-78.64224
  ["Mc Kenna, WA, USA", '98558', 'McKenna CDP'], // 0.2 mi from 46.93482,-122.55651
  ["Qui nai elt Village, WA, USA", '98562', 'Qui-nai-elt Village CDP', 'census-internal-point'], // 1.0 mi from 47.250201,-124.190175
  ["Mt Carbon, West Virginia, United States", '25031', 'Mount Carbon CDP', 'census-internal-point'], // 0.8 mi from 38.143707,-81.288943
  ["VanDyne, Wisconsin", '54979', 'Van Dyne CDP', 'census-internal-point'], // 2.1 mi from 43.886211,-88.49781
  ["Fontana on Geneva Lake, WI, USA", '53125', 'Fontana-on-Geneva Lake village', 'census-internal-point'], // 0.4 mi from 42.544319,-88.569332
  ["VanTassell WY", '82242', 'Van Tassell town', 'census-internal-point'], // 2.6 mi from 42.664277,-104.091328
  ["Y O Ranch WY", '82201', 'Y-O Ranch CDP', 'census-internal-point'], // 10.9 mi from 42.035162,-104.922969
  ["Boise, ID", '83725', 'Boise City city', 'census-internal-point'], // 1.4 mi from 43.59805,-116.231596
  ["Boise, Idaho, USA", '83725', 'Boise City city', 'census-internal-point'], // 1.4 mi from 43.59805,-116.231596
  ["Chicago, IL, USA", '60608', 'Chicago city'], // 1.1 mi from 41.85003,-87.65005
  ["De Kalb, IL", '60115', 'DeKalb city'], // 2.0 mi from 41.92947,-88.75036
  ["Coeur d Alene, ID", '83815', "Coeur d'Alene city"], // 3.4 mi from 47.67768,-116.78047
  ["O Fallon, MO", '63366', "O'Fallon city"], // 3.5 mi from 38.81061,-90.69985
  ["O Fallon, Illinois", '62269', "O'Fallon city"], // 0.6 mi from 38.59227,-89.91121
  ["Winston Salem, North Carolina, US", '27110', 'Winston-Salem city'], // 1.3 mi from 36.09986,-80.24422
  ["Nashville, Tennessee, United States", '37219', 'Nashville-Davidson metropolitan government (balance)'], // 0.1 mi from 36.16589,-86.78444
  ["Nashville-Davidson, TN", '37219', 'Nashville-Davidson metropolitan government (balance)'], // 0.1 mi from 36.16589,-86.78444
  ["Louisville, KY, USA", '40203', 'Louisville/Jefferson County metro government (balance)'], // 0.3 mi from 38.25424,-85.75941
  ["Louisville Jefferson County, KY", '40203', 'Louisville/Jefferson County metro government (balance)'], // 0.3 mi from 38.25424,-85.75941
  ["Lexington, Kentucky", '40505', 'Lexington-Fayette urban county'], // 0.8 mi from 38.0498,-84.45855
  ["Athens-Clarke County, GA", '30602', 'Athens-Clarke County unified government (balance)'], // 1.2 mi from 33.96095,-83.37794
  ["Augusta, Georgia", '30912', 'Augusta-Richmond County consolidated government (balance)'], // 0.8 mi from 33.47097,-81.97484
  ["Cusseta, GA", '31805', 'Cusseta-Chattahoochee County unified government'], // 3.5 mi from 32.30543,-84.7727
  ["Butte, Montana", '59701', 'Butte-Silver Bow (balance)'], // 3.9 mi from 46.00382,-112.53474
  ["Anaconda, MT", '59756', 'Anaconda-Deer Lodge County'], // 6.0 mi from 46.12854,-112.94226
  ["Indianapolis, IN, USA", '46204', 'Indianapolis city (balance)'], // 0.2 mi from 39.76838,-86.15804
  ["Juneau, Alaska", '99824', 'Juneau city and borough'], // 2.6 mi from 58.30194,-134.41972
  ["Sitka, AK", '99835', 'Sitka city and borough'], // 12.8 mi from 57.05315,-135.33088
  ["Anchorage, AK, US", '99513', 'Anchorage municipality'], // 0.5 mi from 61.21806,-149.90028
  ["Milford, CT", '06460', 'Milford city (balance)'], // 0.6 mi from 41.22232,-73.0565
  ["Honolulu, HI, USA", '96850', 'Urban Honolulu CDP'], // 0.4 mi from 21.30694,-157.85833
  ["Carson City, Nevada", '89701', 'Carson City'], // 3.3 mi from 39.1638,-119.7674
  ["Columbus, GA", '31901', 'Columbus city'], // 0.5 mi from 32.46098,-84.98771
  ["North Attleborough, MA", '02760', 'North Attleborough Town city', 'census-internal-point'], // 0.1 mi from 41.970454,-71.33493
  ["Weymouth, Massachusetts", '02188', 'Weymouth Town city', 'census-internal-point'], // 0.7 mi from 42.2073,-70.943687
  ["Braintree, MA, USA", '02184', 'Braintree Town city', 'census-internal-point'], // 0.0 mi from 42.206188,-71.00232
  ["Ventnor, NJ", '08406', 'Ventnor City city'], // 0.3 mi from 39.34039,-74.47737
  ["San Juan, Puerto Rico", '00901', 'San Juan zona urbana'], // 0.1 mi from 18.46633,-66.10572
  ["Bayamon, PR", '00959', 'Bayamón zona urbana'], // 0.9 mi from 18.39856,-66.15572
  ["Ponce, Puerto Rico, USA", '00717', 'Ponce zona urbana'], // 1.0 mi from 18.01031,-66.62398
  ["Mayaguez, PR", '00680', 'Mayagüez zona urbana'], // 1.3 mi from 18.20107,-67.13962
  ["Caguas, Puerto Rico", '00725', 'Caguas zona urbana'], // 1.1 mi from 18.23412,-66.0485
  ["Washington, District of Columbia, USA", '20230', 'Washington city'], // 0.1 mi from 38.89511,-77.03637
  ["Winston-Salem, NC", '27110', 'Winston-Salem city'], // 1.3 mi from 36.09986,-80.24422
  ["Wilkes Barre, PA", '18701', 'Wilkes-Barre city'], // 0.3 mi from 41.24591,-75.88131
  ["Port St Lucie, FL", '34983', 'Port St. Lucie city'], // 2.1 mi from 27.29393,-80.35033
  ["Ste Genevieve, Missouri", '63670', 'Ste. Genevieve city'], // 8.6 mi from 37.98144,-90.04178
  ["Mt Pleasant, SC", '29464', 'Mount Pleasant town'], // 1.8 mi from 32.79407,-79.86259
  ["La Crosse, Wisconsin", '54603', 'La Crosse city'], // 3.9 mi from 43.80136,-91.23958
  ["McAllen, Texas, USA", '78501', 'McAllen city'], // 1.0 mi from 26.20341,-98.23001
  ["De Land, FL", '32723', 'DeLand city'], // 0.4 mi from 29.02832,-81.30312
  ["Harts Location, New Hampshire", '03215', "Hart's Location town", 'census-internal-point'], // 5.4 mi from 44.140888,-71.375531
  ["St Paul, Minnesota, USA", '55101', 'St. Paul city'], // 0.5 mi from 44.94441,-93.09327
  ["Ft Worth, Texas", '76104', 'Fort Worth city'], // 0.3 mi from 32.72541,-97.32085
  // USPS abbreviations, a leading compass letter, Saint for Sainte, a consolidated city-county without "County".
  ["N Las Vegas, NV", '89030', 'North Las Vegas city'], // 1.0 mi from 36.19886,-115.1175
  ["Colorado Spgs, Colorado", '80903', 'Colorado Springs city'], // 0.4 mi from 38.83388,-104.82136
  ["St. Genevieve, MO", '63670', 'Ste. Genevieve city'], // 8.6 mi from 37.98144,-90.04178
  ["Athens-Clarke, GA", '30602', 'Athens-Clarke County unified government (balance)'], // 1.2 mi from 33.96095,-83.37794
  ["E St Louis, IL, USA", '62201', 'East St. Louis city'], // 0.9 mi from 38.6245,-90.15094
  ["Pt Pleasant, WV", '25550', 'Point Pleasant city'], // 4.0 mi from 38.84453,-82.13709
];

describe('names people use resolve to the place they mean', () => {
  it('are at least 100, from every state, DC and Puerto Rico', () => {
    expect(NAMES.length).toBeGreaterThanOrEqual(100);
    const states = new Set(NAMES.map(([address]) => parseCityState(withoutCountry(address))!.state));
    expect([...Object.keys(STATES)].filter((s) => !states.has(s as keyof typeof STATES))).toEqual(['AS', 'GU', 'MP', 'VI']);
  });

  it.each(NAMES)('%s → %s (%s)', async (address, zip, name, point = 'geonames-centre') => {
    expect(await resolver.resolve(address)).toEqual({ kind: 'zip', zip, match: { matchedBy: 'city-index', matchedPlace: name, placePoint: point } });
  });
});
