/**
 * Names as people write them, resolved through the city index built from the real 2025 gazetteers
 * in the mirror (../shared/data): at least one from every state, DC and Puerto Rico, each in a form
 * the gazetteer does not use: St./Saint/Ste., Ft./Fort, Mt./Mount, spacing and punctuation
 * (De Kalb/DeKalb, Coeur d Alene, O Fallon, Winston Salem), the common name of a consolidated or
 * legal form ("(balance)", "city and borough", "metropolitan government", "urban county", "zona
 * urbana", "Town city", "City city"), the state written out, a trailing country, a leading compass
 * letter and the USPS abbreviations (Spgs, Pt). Each expected ZIP was chosen independently of this
 * code: the ZCTA of the place's state whose internal point is nearest the place's, by a brute-force
 * haversine over the ZCTA gazetteer (distance and point in the comment).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withoutCountry } from '../../api/address/addressParts.ts';
import type { AddressResolverService } from '../../api/address/resolver.ts';
import { parseCityState, STATES } from '../../lib/states.ts';
import { buildMirrorCities, indexOnlyResolver } from '../support/mirrorCities.ts';

let resolver: AddressResolverService;

beforeAll(async () => {
  resolver = indexOnlyResolver((await buildMirrorCities()).dir);
});
afterAll(async () => resolver?.close());

/** [the name as a person writes it, expected ZIP, the gazetteer entry it must come from] */
const NAMES: [string, string, string][] = [
  ["Jacksons  Gap AL", '36861', "Jacksons' Gap town"], // 1.8 mi from 32.880932,-85.818278
  ["Mc Mullen AL", '35442', "McMullen town"], // 6.6 mi from 33.1481,-88.175749
  ["Sutton Alpine, Alaska, United States", '99645', "Sutton-Alpine CDP"], // 8.8 mi from 61.741436,-148.874181
  ["St. Mary s, AK", '99658', "St. Mary's city"], // 2.0 mi from 62.062771,-163.244241
  // The incorporated namesake wins over the CDP of the same name (the build report lists these).
  ["St Johns, AZ, USA", '85936', "St. Johns city"], // 8.0 mi from 34.500368,-109.37691
  ["Timberline Fernwood, AZ, USA", '86011', "Timberline-Fernwood CDP"], // 10.6 mi from 35.316759,-111.550715
  ["Mt Olive, Arkansas, United States", '72556', "Mount Olive CDP"], // 6.8 mi from 36.003119,-92.090465
  ["Mt Ida AR", '71957', "Mount Ida city"], // 2.2 mi from 34.549154,-93.629939
  ["LaMesa CA", '91942', "La Mesa city"], // 0.5 mi from 32.769495,-117.021923
  ["LeGrand CA", '95333', "Le Grand CDP"], // 1.3 mi from 37.228815,-120.254002
  ["St Ann Highlands, CO", '80471', "St. Ann Highlands CDP"], // 4.1 mi from 39.987297,-105.455806
  ["Ft. Collins CO", '80525', "Fort Collins city"], // 1.9 mi from 40.548216,-105.064833
  ["Conning Towers Nautilus Park, CT", '06340', "Conning Towers-Nautilus Park CDP"], // 2.7 mi from 41.389239,-72.063784
  ["Saint Georges, DE", '19733', "St. Georges CDP"], // 0.2 mi from 39.559142,-75.648683
  ["Rising Sun Lebanon, DE, USA", '19962', "Rising Sun-Lebanon CDP"], // 2.4 mi from 39.099911,-75.50635
  ["Ft. Walton Beach, Florida, United States", '32548', "Fort Walton Beach city"], // 2.1 mi from 30.424904,-86.621762
  ["Saint Leo FL", '33574', "St. Leo town"], // 0.1 mi from 28.336849,-82.256009
  ["Candler McAfee, GA", '30032', "Candler-McAfee CDP"], // 1.1 mi from 33.726222,-84.270852
  ["McRae Helena, Georgia", '31083', "McRae-Helena city"], // 4.6 mi from 32.063577,-82.89689
  ["Haiku Pauwela HI", '96708', "Haiku-Pauwela CDP"], // 5.2 mi from 20.920874,-156.301873
  ["Kahaluu Keauhou, Hawaii, United States", '96725', "Kahaluu-Keauhou CDP"], // 4.0 mi from 19.573081,-155.957277
  ["St Anthony ID", '83438', "St. Anthony city"], // 3.7 mi from 43.966137,-111.684509
  ["Coeur dAlene, Idaho", '83815', "Coeur d'Alene city"], // 1.6 mi from 47.702887,-116.795799
  ["St Anne, Illinois", '60964', "St. Anne village"], // 1.4 mi from 41.023469,-87.716988
  ["Saint Elmo, IL, USA", '62458', "St. Elmo city"], // 0.3 mi from 39.021775,-88.851406
  ["St Anthony, IN, USA", '47575', "St. Anthony CDP"], // 1.2 mi from 38.318687,-86.823061
  ["VanBuren, Indiana", '46991', "Van Buren town"], // 1.0 mi from 40.615756,-85.503921
  ["Saint Charles, IA, USA", '50240', "St. Charles city"], // 1.0 mi from 41.287152,-93.807451
  ["Mc Callsburg, IA, USA", '50154', "McCallsburg city"], // 0.8 mi from 42.164883,-93.390781
  ["Saint Marys KS", '66536', "St. Marys city"], // 1.5 mi from 39.194178,-96.064198
  ["St Benedict, KS", '66404', "St. Benedict CDP"], // 4.2 mi from 39.892851,-96.102919
  ["Saint Charles KY", '42453', "St. Charles city"], // 3.2 mi from 37.190546,-87.549655
  ["Mt Washington, KY, USA", '40047', "Mount Washington city"], // 0.5 mi from 38.042622,-85.556024
  ["St Martinville LA", '70582', "St. Martinville city"], // 4.2 mi from 30.127002,-91.831118
  ["St Rose, Louisiana", '70031', "St. Rose CDP"], // 1.6 mi from 29.963475,-90.307893
  ["VanBuren, Maine", '04785', "Van Buren CDP"], // 5.2 mi from 47.167047,-67.948881
  ["Mt Vernon, Maryland", '21865', "Mount Vernon CDP"], // 3.7 mi from 38.239562,-75.785308
  ["Ft. Washington, MD", '20744', "Fort Washington CDP"], // 1.7 mi from 38.731868,-77.008662
  ["Southbridge, Massachusetts", '01550', "Southbridge Town city"], // 0.0 mi from 42.059737,-72.033908
  ["Palmer, MA, USA", '01069', "Palmer Town city"], // 0.0 mi from 42.188862,-72.30648
  ["LAnse, MI", '49908', "L'Anse village"], // 5.5 mi from 46.752055,-88.4484
  ["St Louis MI", '48880', "St. Louis city"], // 3.8 mi from 43.408528,-84.61123
  ["DeGraff, MN", '56271', "De Graff city"], // 2.9 mi from 45.259871,-95.468375
  ["South Saint Paul, MN", '55075', "South St. Paul city"], // 0.1 mi from 44.888027,-93.040497
  ["Hide A Way Lake, Mississippi, United States", '39466', "Hide-A-Way Lake CDP"], // 3.3 mi from 30.578646,-89.638574
  ["De Lisle, Mississippi", '39571', "DeLisle CDP"], // 2.6 mi from 30.382359,-89.275687
  ["Ft. Leonard Wood, Missouri", '65473', "Fort Leonard Wood CDP"], // 3.4 mi from 37.756163,-92.127752
  ["Saint Catharine, MO", '64628', "St. Catharine CDP"], // 2.8 mi from 39.797769,-92.99565
  ["St Regis, MT, USA", '59866', "St. Regis CDP"], // 2.7 mi from 47.30489,-115.103912
  ["Saint Marie MT", '59231', "St. Marie CDP"], // 2.1 mi from 48.405291,-106.49855
  ["Mc Cool Junction, NE", '68401', "McCool Junction village"], // 1.0 mi from 40.744616,-97.600062
  ["Saint Edward, Nebraska, United States", '68660', "St. Edward city"], // 0.4 mi from 41.571448,-97.861197
  ["Mc Gill, NV, USA", '89318', "McGill CDP"], // 3.3 mi from 39.401982,-114.777511
  ["Ft. McDermitt, NV, USA", '89421', "Fort McDermitt CDP"], // 16.7 mi from 41.965509,-117.639454
  ["Cumberland Hesstown, NJ, USA", '08340', "Cumberland-Hesstown CDP"], // 2.2 mi from 39.362237,-74.914481
  ["Mc Kee City, NJ", '08234', "McKee City CDP"], // 4.2 mi from 39.443813,-74.651889
  ["Mt Taylor, New Mexico, United States", '87021', "Mount Taylor CDP"], // 6.2 mi from 35.124147,-107.807469
  ["Mc Intosh, New Mexico, United States", '87032', "McIntosh CDP"], // 1.3 mi from 34.881926,-106.055946
  ["St Johnsville, NY", '13452', "St. Johnsville village"], // 3.7 mi from 43.000638,-74.67596
  ["Ft. Montgomery, NY, USA", '10922', "Fort Montgomery CDP"], // 0.4 mi from 41.342865,-73.98718
  ["Saint Pauls, North Carolina", '28384', "St. Pauls town"], // 2.3 mi from 34.809197,-78.976559
  ["St Pauls, NC", '28384', "St. Pauls town"], // 2.3 mi from 34.809197,-78.976559
  ["Saint Thomas, North Dakota, United States", '58276', "St. Thomas city"], // 0.5 mi from 48.619236,-97.447107
  ["DeLamere, ND, USA", '58060', "De Lamere CDP"], // 4.5 mi from 46.266824,-97.333318
  ["St Marys OH", '45885', "St. Marys city"], // 1.5 mi from 40.547565,-84.392335
  ["Mt Victory, Ohio, United States", '43340', "Mount Victory village"], // 1.2 mi from 40.533721,-83.521083
  ["Ft. Coffee, OK", '74959', "Fort Coffee town"], // 3.3 mi from 35.294209,-94.571353
  ["Mc Curtain, Oklahoma, United States", '74944', "McCurtain town"], // 2.6 mi from 35.150561,-94.967178
  ["Mt Vernon, Oregon", '97865', "Mount Vernon city"], // 4.5 mi from 44.416897,-119.113174
  ["Mt Angel OR", '97373', "Mount Angel city"], // 1.3 mi from 45.069535,-122.797219
  ["Bird in Hand, PA", '17576', "Bird-in-Hand CDP"], // 0.4 mi from 40.036657,-76.189542
  ["Mt Oliver, PA", '15210', "Mount Oliver borough"], // 0.3 mi from 40.411274,-79.985639
  ["Wakefield Peace Dale, RI", '02879', "Wakefield-Peace Dale CDP"], // 2.3 mi from 41.446096,-71.500318
  ["Mc Bee, South Carolina, United States", '29101', "McBee town"], // 1.2 mi from 34.467024,-80.257128
  ["Sullivan s Island SC", '29482', "Sullivan's Island town"], // 0.0 mi from 32.770949,-79.831136
  ["Mc Intosh, South Dakota, United States", '57641', "McIntosh city"], // 2.5 mi from 45.921044,-101.348558
  ["Saint Francis, South Dakota", '57570', "St. Francis town"], // 7.6 mi from 43.142605,-100.902786
  ["Thompson s Station, Tennessee, United States", '37179', "Thompson's Station town"], // 0.0 mi from 35.812518,-86.91003
  ["Mt Juliet, Tennessee, United States", '37122', "Mount Juliet city"], // 1.9 mi from 36.1992,-86.509489
  ["St Hedwig, TX, USA", '78152', "St. Hedwig town"], // 0.6 mi from 29.420216,-98.206971
  ["VanAlstyne, Texas", '75495', "Van Alstyne city"], // 2.4 mi from 33.421688,-96.583202
  ["LaSal, UT", '84530', "La Sal CDP"], // 8.5 mi from 38.301147,-109.265651
  ["Mt Pleasant UT", '84647', "Mount Pleasant city"], // 2.8 mi from 39.540744,-111.455865
  ["St Albans, VT", '05478', "St. Albans city"], // 2.1 mi from 44.811538,-73.084462
  ["St George VT", '05495', "St. George CDP"], // 3.8 mi from 44.379745,-73.131557
  ["Mt Sidney, Virginia", '24467', "Mount Sidney CDP"], // 0.0 mi from 38.254993,-78.971323
  ["Mt Jackson, Virginia, United States", '22847', "Mount Jackson town"], // 3.7 mi from 38.738878,-78.650918
  ["Mc Kenna, WA, USA", '98558', "McKenna CDP"], // 0.5 mi from 46.934723,-122.549865
  ["Qui nai elt Village, WA, USA", '98562', "Qui-nai-elt Village CDP"], // 1.0 mi from 47.250201,-124.190175
  ["Mt Carbon, West Virginia, United States", '25031', "Mount Carbon CDP"], // 0.8 mi from 38.143707,-81.288943
  ["VanDyne, Wisconsin", '54979', "Van Dyne CDP"], // 2.1 mi from 43.886211,-88.49781
  ["Fontana on Geneva Lake, WI, USA", '53125', "Fontana-on-Geneva Lake village"], // 0.4 mi from 42.544319,-88.569332
  ["VanTassell WY", '82242', "Van Tassell town"], // 2.6 mi from 42.664277,-104.091328
  ["Y O Ranch WY", '82201', "Y-O Ranch CDP"], // 10.9 mi from 42.035162,-104.922969
  ["Boise, ID", '83725', "Boise City city"], // 1.4 mi from 43.59805,-116.231596
  ["Boise, Idaho, USA", '83725', "Boise City city"], // 1.4 mi from 43.59805,-116.231596
  ["Chicago, IL, USA", '60608', "Chicago city"], // 1.0 mi from 41.837045,-87.684939
  ["De Kalb, IL", '60115', "DeKalb city"], // 2.0 mi from 41.928186,-88.747585
  ["Coeur d Alene, ID", '83815', "Coeur d'Alene city"], // 1.6 mi from 47.702887,-116.795799
  ["O Fallon, MO", '63368', "O'Fallon city"], // 1.9 mi from 38.778825,-90.72178
  ["O Fallon, Illinois", '62269', "O'Fallon city"], // 0.0 mi from 38.600006,-89.915402
  ["Winston Salem, North Carolina, US", '27110', "Winston-Salem city"], // 2.2 mi from 36.102863,-80.260829
  ["Nashville, Tennessee, United States", '37219', "Nashville-Davidson metropolitan government (balance)"], // 0.4 mi from 36.1718,-86.785002
  ["Nashville-Davidson, TN", '37219', "Nashville-Davidson metropolitan government (balance)"], // 0.4 mi from 36.1718,-86.785002
  ["Louisville, KY, USA", '40218', "Louisville/Jefferson County metro government (balance)"], // 1.8 mi from 38.165376,-85.647377
  ["Louisville Jefferson County, KY", '40218', "Louisville/Jefferson County metro government (balance)"], // 1.8 mi from 38.165376,-85.647377
  ["Lexington, Kentucky", '40505', "Lexington-Fayette urban county"], // 1.4 mi from 38.040678,-84.458272
  ["Athens-Clarke County, GA", '30602', "Athens-Clarke County unified government (balance)"], // 0.4 mi from 33.949597,-83.370088
  ["Augusta, Georgia", '30812', "Augusta-Richmond County consolidated government (balance)"], // 2.6 mi from 33.365531,-82.073422
  ["Cusseta, GA", '31905', "Cusseta-Chattahoochee County unified government"], // 3.7 mi from 32.347445,-84.788021
  ["Butte, Montana", '59750', "Butte-Silver Bow (balance)"], // 1.9 mi from 45.896232,-112.660071
  ["Anaconda, MT", '59711', "Anaconda-Deer Lodge County"], // 0.0 mi from 46.094672,-113.141624
  ["Indianapolis, IN, USA", '46204', "Indianapolis city (balance)"], // 0.7 mi from 39.776664,-86.145935
  ["Juneau, Alaska", '99801', "Juneau city and borough"], // 0.0 mi from 58.37291,-134.178445
  ["Sitka, AK", '99835', "Sitka city and borough"], // 20.3 mi from 57.193204,-135.367396
  ["Anchorage, AK, US", '99577', "Anchorage municipality"], // 0.0 mi from 61.17425,-149.284329
  ["Milford, CT", '06460', "Milford city (balance)"], // 1.0 mi from 41.223644,-73.064556
  ["Honolulu, HI, USA", '96813', "Urban Honolulu CDP"], // 0.6 mi from 21.324347,-157.84764
  ["Carson City, Nevada", '89701', "Carson City"], // 2.0 mi from 39.15306,-119.747368
  ["Columbus, GA", '31907', "Columbus city"], // 2.3 mi from 32.510191,-84.874946
  ["North Attleborough, MA", '02760', "North Attleborough Town city"], // 0.1 mi from 41.970454,-71.33493
  ["Weymouth, Massachusetts", '02188', "Weymouth Town city"], // 0.7 mi from 42.2073,-70.943687
  ["Braintree, MA, USA", '02184', "Braintree Town city"], // 0.0 mi from 42.206188,-71.00232
  ["Ventnor, NJ", '08406', "Ventnor City city"], // 0.0 mi from 39.342046,-74.482626
  ["San Juan, Puerto Rico", '00925', "San Juan zona urbana"], // 0.9 mi from 18.404559,-66.063746
  ["Bayamon, PR", '00959', "Bayamón zona urbana"], // 0.6 mi from 18.380055,-66.163253
  ["Ponce, Puerto Rico, USA", '00717', "Ponce zona urbana"], // 0.9 mi from 17.999711,-66.62368
  ["Mayaguez, PR", '00680', "Mayagüez zona urbana"], // 1.4 mi from 18.201221,-67.14178
  ["Caguas, Puerto Rico", '00725', "Caguas zona urbana"], // 0.8 mi from 18.232149,-66.039035
  ["Washington, District of Columbia, USA", '20001', "Washington city"], // 0.4 mi from 38.904243,-77.016524
  ["Winston-Salem, NC", '27110', "Winston-Salem city"], // 2.2 mi from 36.102863,-80.260829
  ["Wilkes Barre, PA", '18701', "Wilkes-Barre city"], // 0.5 mi from 41.246561,-75.875689
  ["Port St Lucie, FL", '34953', "Port St. Lucie city"], // 2.2 mi from 27.280554,-80.388261
  ["Ste Genevieve, Missouri", '63670', "Ste. Genevieve city"], // 7.9 mi from 37.975019,-90.049982
  ["Mt Pleasant, SC", '29464', "Mount Pleasant town"], // 0.9 mi from 32.808382,-79.865038
  ["La Crosse, Wisconsin", '54603', "La Crosse city"], // 2.7 mi from 43.824685,-91.224616
  ["McAllen, Texas, USA", '78501', "McAllen city"], // 0.7 mi from 26.224966,-98.246083
  ["De Land, FL", '32723', "DeLand city"], // 1.4 mi from 29.022663,-81.286498
  ["Harts Location, New Hampshire", '03215', "Hart's Location town"], // 5.4 mi from 44.140888,-71.375531
  ["St Paul, Minnesota, USA", '55155', "St. Paul city"], // 0.3 mi from 44.948901,-93.104063
  ["Ft Worth, Texas", '76164', "Fort Worth city"], // 0.3 mi from 32.781954,-97.348573
  // USPS abbreviations, a leading compass letter, Saint for Sainte, a consolidated city-county without "County".
  ["N Las Vegas, NV", '89086', "North Las Vegas city"], // 1.2 mi from 36.289865,-115.089181
  ["Colorado Spgs, Colorado", '80909', "Colorado Springs city"], // 1.3 mi from 38.867255,-104.760749
  ["St. Genevieve, MO", '63670', "Ste. Genevieve city"], // 7.9 mi from 37.975019,-90.049982
  ["Athens-Clarke, GA", '30602', "Athens-Clarke County unified government (balance)"], // 0.4 mi from 33.949597,-83.370088
  ["E St Louis, IL, USA", '62205', "East St. Louis city"], // 1.1 mi from 38.616361,-90.130528
  ["Pt Pleasant, WV", '25550', "Point Pleasant city"], // 3.6 mi from 38.850227,-82.131978
];

describe('names people use resolve to the place they mean', () => {
  it('are at least 100, from every state, DC and Puerto Rico', () => {
    expect(NAMES.length).toBeGreaterThanOrEqual(100);
    const states = new Set(NAMES.map(([address]) => parseCityState(withoutCountry(address))!.state));
    expect([...Object.keys(STATES)].filter((s) => !states.has(s as keyof typeof STATES))).toEqual(['AS', 'GU', 'MP', 'VI']);
  });

  it.each(NAMES)('%s → %s (%s)', async (address, zip, name) => {
    expect(await resolver.resolve(address)).toEqual({ kind: 'zip', zip, match: { matchedBy: 'city-index', matchedPlace: name } });
  });
});
