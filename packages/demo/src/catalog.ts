/**
 * The brand and model catalogue, with the facts the demo generator needs to make a plausible
 * advert (segment, production years, powertrains). The server's seed file
 * `packages/server/src/db/seed-data/brands.json` is generated from it
 * (`pnpm --filter @autoberza/demo write-brands-json`) and a test fails when the two differ.
 *
 * Model names follow Polovni Automobili: BMW and Mercedes-Benz by designation ("320", "C 220"),
 * everything else by the model name the maker uses ("Golf", "Octavia", "Serija 3" is not used).
 *
 * Spec string: `SEGMENT FROM[-TO] [FLAGS] [ENGINES]`
 * - SEGMENT: A city, B small, C compact, D mid-size, E executive, F luxury, S sports coupe,
 *   R roadster/cabriolet, J compact SUV, K large SUV, L off-roader, M MPV, V leisure van,
 *   P pickup, X supercar, Q light quadricycle.
 * - FROM/TO: production years (TO absent: still made).
 * - FLAGS: p petrol only, e electric only, E electric version exists, h hybrid only,
 *   H hybrid version exists, d diesel only.
 * - ENGINES: `cm3:kW` pairs separated by commas, when the segment's defaults would be wrong.
 */
export type Tier = 'budget' | 'mainstream' | 'premium' | 'luxury' | 'exotic';

export interface CatalogBrand {
  tier: Tier;
  models: Record<string, string>;
}

// One line per make keeps the table readable; prettier would put every model on its own line.
// prettier-ignore
export const catalog: Record<string, CatalogBrand> = {
  'Abarth': {
    tier: 'mainstream',
    models: { '500': 'A 2008 p 1368:103', '595': 'A 2012 p 1368:118', '124 Spider': 'R 2016-2019 p 1368:125', '500e': 'A 2023 e', 'Punto Evo': 'B 2010-2013 p 1368:120' },
  },
  'Aixam': {
    tier: 'budget',
    models: { 'City': 'Q 1996 d', 'Crossline': 'Q 2007 d', 'Coupe': 'Q 2012 d', 'GTO': 'Q 2016 d', 'Minauto': 'Q 2014 d', 'e-City': 'Q 2018 e' },
  },
  'Alfa Romeo': {
    tier: 'mainstream',
    models: {
      '33': 'C 1985-1994 p', '75': 'D 1985-1992 p', '145': 'C 1994-2001', '146': 'C 1994-2001', '147': 'C 2000-2010', '155': 'D 1992-1998', '156': 'D 1997-2007', '159': 'D 2005-2011', '164': 'E 1987-1998', '166': 'E 1998-2007', 'Brera': 'S 2005-2010', 'Giulia': 'D 2015', 'Giulietta': 'C 2010-2020', 'GT': 'S 2003-2010', 'GTV': 'S 1995-2005 p', 'MiTo': 'B 2008-2018', 'Spider': 'R 1995-2010 p', 'Stelvio': 'J 2017', 'Tonale': 'J 2022 H', 'Junior': 'J 2024 E',
    },
  },
  'Aston Martin': {
    tier: 'exotic',
    models: { 'DB9': 'X 2004-2016 p 5935:350', 'DB11': 'X 2016-2023 p 5204:447', 'DBX': 'K 2020 p 3982:405', 'Vantage': 'X 2005 p 4735:313', 'Rapide': 'X 2010-2020 p 5935:411' },
  },
  'Audi': {
    tier: 'premium',
    models: {
      '80': 'D 1985-1996', '90': 'D 1985-1991', '100': 'E 1985-1994', '200': 'E 1985-1991 p', 'A1': 'B 2010', 'A2': 'B 2000-2005', 'A3': 'C 1996 H', 'A4': 'D 1994', 'A4 Allroad': 'D 2009', 'A5': 'S 2007', 'A6': 'E 1994 H', 'A6 Allroad': 'E 2000', 'A7': 'E 2010 H', 'A8': 'F 1994 H', 'Cabriolet': 'R 1991-2000', 'Coupe': 'S 1985-1996 p', 'e-tron': 'K 2018-2023 e', 'e-tron GT': 'X 2021 e', 'Q2': 'J 2016', 'Q3': 'J 2011', 'Q4 e-tron': 'J 2021 e', 'Q5': 'J 2008 H', 'Q7': 'K 2006 H', 'Q8': 'K 2018 H', 'R8': 'X 2007 p 5204:397', 'RS3': 'C 2011 p 2480:294', 'RS4': 'D 2000 p 2894:331', 'RS6': 'E 2002 p 3996:441', 'S3': 'C 1999 p 1984:228', 'S4': 'D 1997 p 2995:260', 'S6': 'E 1999', 'SQ5': 'J 2013', 'TT': 'R 1998-2023',
    },
  },
  'Bentley': {
    tier: 'exotic',
    models: { 'Bentayga': 'K 2016 p 3996:404', 'Continental GT': 'X 2003 p 5998:467', 'Flying Spur': 'F 2005 p 5998:467', 'Mulsanne': 'F 2010-2020 p 6752:377' },
  },
  'BMW': {
    tier: 'premium',
    models: {
      '114': 'C 2011-2019 p', '116': 'C 2004', '118': 'C 2004', '120': 'C 2004', '123': 'C 2007-2013 d', '125': 'C 2008-2019', '135': 'C 2007-2013 p 2979:225',
      '216': 'M 2014-2021', '218': 'M 2014', '220': 'S 2014', '225': 'M 2015-2021 H', '228': 'S 2014 p',
      '315': 'D 1985-1994 p', '316': 'D 1985-2019', '318': 'D 1985', '320': 'D 1985 H', '323': 'D 1995-2000 p', '325': 'D 1985', '328': 'D 1994-2016 p', '330': 'D 2000 H', '335': 'D 2006-2015', '340': 'D 2015-2019 p',
      '418': 'S 2014', '420': 'S 2013', '425': 'S 2014-2020 d', '428': 'S 2013-2016 p', '430': 'S 2013', '435': 'S 2013-2016', '440': 'S 2016',
      '518': 'E 1985-2019', '520': 'E 1985 H', '523': 'E 1995-2009 p', '525': 'E 1985', '528': 'E 1985-2016 p', '530': 'E 1985 H', '535': 'E 1988-2017', '540': 'E 1992', '545': 'E 2003-2005 p', '550': 'E 2005-2016 p',
      '630': 'S 2004-2011 p', '635': 'S 1985-2011', '640': 'S 2011-2019', '645': 'S 2004-2005 p', '650': 'S 2005-2018 p',
      '725': 'F 1994-2001', '730': 'F 1986 H', '735': 'F 1986-2005 p', '740': 'F 1992 H', '745': 'F 2002-2019', '750': 'F 1987 p',
      '840': 'X 2019 2993:250', '850': 'X 1990-1999 p 5379:240',
      'i3': 'B 2013-2022 e', 'i4': 'D 2021 e', 'i5': 'E 2023 e', 'i7': 'F 2022 e', 'i8': 'X 2014-2020 h 1499:275', 'iX': 'K 2021 e', 'iX1': 'J 2022 e', 'iX3': 'J 2020 e',
      'M2': 'S 2015 p 2979:338', 'M3': 'S 1986 p 2979:353', 'M4': 'S 2014 p 2979:353', 'M5': 'E 1985 p 4395:441', 'M8': 'X 2019 p 4395:460',
      'X1': 'J 2009 H', 'X2': 'J 2018', 'X3': 'J 2003 H', 'X4': 'J 2014', 'X5': 'K 1999 H', 'X6': 'K 2008', 'X7': 'K 2019', 'XM': 'K 2022 h 4395:480', 'Z3': 'R 1995-2002 p', 'Z4': 'R 2002 p',
    },
  },
  'BYD': {
    tier: 'mainstream',
    models: { 'Atto 3': 'J 2022 e', 'Dolphin': 'C 2022 e', 'Han': 'E 2020 e', 'Seal': 'D 2022 e', 'Seal U': 'J 2023 H', 'Tang': 'K 2018 e', 'Sealion 7': 'J 2024 e' },
  },
  'Cadillac': {
    tier: 'premium',
    models: { 'CTS': 'E 2002-2019 p', 'Escalade': 'K 1999 p 6162:313', 'SRX': 'K 2004-2016 p', 'XT5': 'K 2016 p', 'BLS': 'D 2006-2010' },
  },
  'Chery': {
    tier: 'budget',
    models: { 'Tiggo': 'J 2005-2014 p', 'Tiggo 4': 'J 2017 p', 'Tiggo 7': 'J 2016 H', 'Tiggo 8': 'K 2018 H', 'QQ': 'A 2003-2015 p', 'Arrizo 5': 'C 2016 p' },
  },
  'Chevrolet': {
    tier: 'mainstream',
    models: {
      'Aveo': 'B 2002-2020', 'Camaro': 'S 1985 p 6162:339', 'Captiva': 'K 2006-2018', 'Cruze': 'C 2008-2016', 'Epica': 'D 2006-2011', 'Evanda': 'D 2002-2006 p', 'Kalos': 'B 2002-2008 p', 'Lacetti': 'C 2003-2009', 'Malibu': 'D 1997-2024', 'Matiz': 'A 2005-2010 p', 'Nubira': 'C 2003-2009', 'Orlando': 'M 2010-2018', 'Spark': 'A 2009-2022 p', 'Tahoe': 'K 1995 p 5328:265', 'Trax': 'J 2013', 'Volt': 'C 2010-2019 h', 'Corvette': 'X 1985 p 6162:343', 'Bolt': 'B 2016-2023 e',
    },
  },
  'Chrysler': {
    tier: 'mainstream',
    models: { '300C': 'E 2004-2023', 'Grand Voyager': 'M 1988-2016', 'Voyager': 'M 1988-2016', 'PT Cruiser': 'C 2000-2010', 'Sebring': 'D 1995-2010', 'Crossfire': 'S 2003-2008 p', 'Neon': 'C 1994-2005 p', 'Pacifica': 'M 2016 H' },
  },
  'Citroën': {
    tier: 'mainstream',
    models: {
      'AX': 'A 1986-1998', 'Berlingo': 'V 1996 E', 'BX': 'C 1985-1994', 'C-Elysee': 'B 2012-2020', 'C-Crosser': 'J 2007-2012', 'C1': 'A 2005-2022 p', 'C15': 'V 1985-2005', 'C2': 'A 2003-2009', 'C3': 'B 2002 E', 'C3 Aircross': 'J 2017', 'C3 Picasso': 'M 2009-2017', 'C4': 'C 2004 E', 'C4 Cactus': 'J 2014-2020', 'C4 Grand Picasso': 'M 2006-2018', 'C4 Picasso': 'M 2006-2018', 'C4 X': 'C 2022 E', 'C5': 'D 2001-2017', 'C5 Aircross': 'J 2018 H', 'C5 X': 'D 2021 H', 'C6': 'E 2005-2012', 'C8': 'M 2002-2014', 'DS3': 'B 2010-2015', 'DS4': 'C 2011-2015', 'DS5': 'D 2011-2015 H', 'Jumpy': 'V 1995', 'Nemo': 'V 2008-2017', 'Saxo': 'A 1996-2004', 'Xantia': 'D 1993-2002', 'XM': 'E 1989-2000', 'Xsara': 'C 1997-2006', 'Xsara Picasso': 'M 1999-2012', 'ZX': 'C 1991-1998', 'SpaceTourer': 'M 2016 E', 'e-C4': 'C 2020 e',
    },
  },
  'Cupra': {
    tier: 'mainstream',
    models: { 'Born': 'C 2021 e', 'Formentor': 'J 2020 H', 'Leon': 'C 2020 H', 'Ateca': 'J 2018 p', 'Tavascan': 'J 2024 e', 'Terramar': 'J 2024 H' },
  },
  'Dacia': {
    tier: 'budget',
    models: { '1310': 'D 1985-2004 p 1289:40', '1410': 'D 1985-2004 p', 'Dokker': 'V 2012-2021', 'Duster': 'J 2010', 'Jogger': 'M 2021 H', 'Lodgy': 'M 2012-2022', 'Logan': 'B 2004', 'Logan MCV': 'B 2006', 'Nova': 'B 1995-2000 p', 'Pick Up': 'P 2008-2012 d', 'Sandero': 'B 2008', 'Sandero Stepway': 'B 2009', 'Solenza': 'B 2003-2005 p', 'Spring': 'A 2021 e', 'Bigster': 'J 2025 H' },
  },
  'Daewoo': {
    tier: 'budget',
    models: { 'Espero': 'D 1990-1999 p', 'Evanda': 'D 2002-2004 p', 'Kalos': 'B 2002-2004 p', 'Lacetti': 'C 2002-2004 p', 'Lanos': 'B 1997-2009 p', 'Leganza': 'D 1997-2002 p', 'Matiz': 'A 1998-2008 p', 'Nexia': 'C 1994-2008 p', 'Nubira': 'C 1997-2004 p', 'Tacuma': 'M 2000-2008 p', 'Tico': 'A 1991-2001 p 796:30', 'Rezzo': 'M 2000-2008 p' },
  },
  'Daihatsu': {
    tier: 'mainstream',
    models: { 'Charade': 'B 1985-2013 p', 'Cuore': 'A 1985-2012 p', 'Feroza': 'L 1988-1998 p', 'Materia': 'B 2006-2012 p', 'Sirion': 'B 1998-2012 p', 'Terios': 'J 1997-2016 p', 'YRV': 'B 2000-2005 p', 'Applause': 'C 1989-2000 p' },
  },
  'Dodge': {
    tier: 'mainstream',
    models: { 'Avenger': 'D 2007-2014', 'Caliber': 'C 2006-2012', 'Challenger': 'S 2008-2023 p 5654:276', 'Charger': 'E 2005-2023 p', 'Durango': 'K 1997 p', 'Journey': 'M 2008-2020', 'Nitro': 'J 2007-2012', 'RAM': 'P 1985 p 5654:295', 'Viper': 'X 1991-2017 p 8382:477' },
  },
  'DS Automobiles': {
    tier: 'premium',
    models: { 'DS 3': 'B 2016 E', 'DS 3 Crossback': 'J 2019-2022 E', 'DS 4': 'C 2015 H', 'DS 5': 'D 2015-2018', 'DS 7': 'J 2017 H', 'DS 9': 'E 2020 H' },
  },
  'Ferrari': {
    tier: 'exotic',
    models: { '296 GTB': 'X 2021 h 2992:610', '360': 'X 1999-2005 p 3586:294', '458 Italia': 'X 2009-2015 p 4497:419', '488 GTB': 'X 2015-2019 p 3902:492', 'California': 'X 2008-2017 p 4297:338', 'F8 Tributo': 'X 2019 p 3902:530', 'Portofino': 'X 2017 p 3855:441', 'Roma': 'X 2020 p 3855:456', 'Purosangue': 'K 2022 p 6496:533' },
  },
  'Fiat': {
    tier: 'mainstream',
    models: {
      '126': 'A 1985-2000 p 652:18', '500': 'A 2007 E', '500L': 'M 2012-2022', '500X': 'J 2014', '600': 'A 2023 E', 'Barchetta': 'R 1995-2005 p', 'Bravo': 'C 1995-2014', 'Brava': 'C 1995-2001', 'Cinquecento': 'A 1991-1998 p', 'Croma': 'D 1985-2010', 'Doblo': 'V 2000', 'Ducato': 'V 1985', 'Fiorino': 'V 1988', 'Freemont': 'M 2011-2016', 'Fullback': 'P 2016-2019 d', 'Grande Punto': 'B 2005-2012', 'Idea': 'M 2003-2012', 'Linea': 'B 2007-2015', 'Marea': 'C 1996-2002', 'Multipla': 'M 1998-2010', 'Palio': 'B 1996-2008', 'Panda': 'A 1985 H', 'Punto': 'B 1993-2018', 'Punto Evo': 'B 2009-2012', 'Qubo': 'V 2008-2019', 'Regata': 'C 1985-1990 p', 'Ritmo': 'C 1985-1988 p', 'Scudo': 'V 1995', 'Sedici': 'J 2006-2014', 'Seicento': 'A 1998-2010 p', 'Stilo': 'C 2001-2007', 'Tempra': 'C 1990-1998', 'Tipo': 'C 1988', 'Ulysse': 'M 1994-2010', 'Uno': 'B 1985-2002', 'Coupe': 'S 1993-2000 p', 'Strada': 'P 1996-2012',
    },
  },
  'Ford': {
    tier: 'mainstream',
    models: {
      'B-Max': 'M 2012-2017', 'C-Max': 'M 2003-2019 H', 'Courier': 'V 1991-2002', 'EcoSport': 'J 2013-2022', 'Edge': 'K 2006', 'Escort': 'C 1985-2000', 'Explorer': 'K 1990 H', 'Fiesta': 'B 1985-2023', 'Focus': 'C 1998 E', 'Focus C-Max': 'M 2003-2007', 'Fusion': 'B 2002-2012', 'Galaxy': 'M 1995 H', 'Granada': 'E 1985-1994 p', 'Ka': 'A 1996-2016 p', 'Ka+': 'A 2016-2019 p', 'Kuga': 'J 2008 H', 'Mondeo': 'D 1993-2022 H', 'Mustang': 'S 1985 p 4951:331', 'Mustang Mach-E': 'J 2020 e', 'Orion': 'C 1985-1993', 'Probe': 'S 1989-1997 p', 'Puma': 'J 1997 H', 'Ranger': 'P 1998', 'S-Max': 'M 2006-2023 H', 'Scorpio': 'E 1985-1998', 'Sierra': 'D 1985-1993', 'Tourneo Connect': 'V 2002', 'Tourneo Courier': 'V 2014', 'Tourneo Custom': 'V 2012 E', 'Transit': 'V 1985', 'Transit Connect': 'V 2002', 'Maverick': 'J 1993-2007', 'Cougar': 'S 1998-2002 p', 'Grand C-Max': 'M 2010-2019',
    },
  },
  'Genesis': {
    tier: 'premium',
    models: { 'G70': 'D 2017 p', 'G80': 'E 2016 E', 'GV60': 'J 2021 e', 'GV70': 'J 2020 E', 'GV80': 'K 2020' },
  },
  'Great Wall': {
    tier: 'budget',
    models: { 'Hover': 'J 2005-2016', 'Steed': 'P 2006', 'Voleex C10': 'B 2010-2014 p', 'Wingle': 'P 2006-2020', 'Haval H6': 'J 2011 H' },
  },
  'Honda': {
    tier: 'mainstream',
    models: {
      'Accord': 'D 1985 H', 'City': 'B 1996-2020 p', 'Civic': 'C 1985 H', 'CR-V': 'J 1995 H', 'CR-Z': 'S 2010-2016 h', 'e': 'A 2020-2024 e', 'FR-V': 'M 2004-2009', 'HR-V': 'J 1998 H', 'Insight': 'C 1999-2022 h', 'Jazz': 'B 2001 H', 'Legend': 'F 1985-2012 p', 'Prelude': 'S 1985-2001 p', 'S2000': 'R 1999-2009 p 1997:176', 'Stream': 'M 2000-2006 p', 'ZR-V': 'J 2022 h', 'Concerto': 'C 1988-1995 p', 'Shuttle': 'M 1994-2000 p',
    },
  },
  'Hummer': {
    tier: 'premium',
    models: { 'H1': 'L 1992-2006', 'H2': 'L 2002-2009 p 6162:293', 'H3': 'L 2005-2010 p' },
  },
  'Hyundai': {
    tier: 'mainstream',
    models: {
      'Accent': 'B 1994-2019', 'Atos': 'A 1997-2014 p', 'Bayon': 'J 2021 p', 'Coupe': 'S 1996-2009 p', 'Elantra': 'C 1990 H', 'Galloper': 'L 1991-2003', 'Genesis': 'E 2008-2016 p', 'Getz': 'B 2002-2011', 'Grandeur': 'E 1986 H', 'H-1': 'V 1997-2021', 'i10': 'A 2007 p', 'i20': 'B 2008', 'i30': 'C 2007 H', 'i40': 'D 2011-2019', 'Ioniq': 'C 2016-2022 H E', 'Ioniq 5': 'J 2021 e', 'Ioniq 6': 'D 2022 e', 'ix20': 'M 2010-2019', 'ix35': 'J 2009-2015', 'ix55': 'K 2007-2013 d', 'Kona': 'J 2017 H E', 'Lantra': 'C 1990-2000', 'Matrix': 'M 2001-2010', 'Pony': 'B 1985-2000 p', 'Santa Fe': 'K 2000 H', 'Sonata': 'D 1988 H', 'Terracan': 'L 2001-2007', 'Trajet': 'M 1999-2008', 'Tucson': 'J 2004 H', 'Veloster': 'S 2011-2022 p',
    },
  },
  'Infiniti': {
    tier: 'premium',
    models: { 'EX': 'J 2007-2013', 'FX': 'K 2003-2013', 'G': 'D 2002-2013', 'M': 'E 2005-2013 H', 'Q30': 'C 2015-2019', 'Q50': 'D 2013 H', 'Q70': 'E 2013-2019', 'QX30': 'J 2016-2019', 'QX50': 'J 2013', 'QX70': 'K 2013-2017' },
  },
  'Isuzu': {
    tier: 'mainstream',
    models: { 'D-Max': 'P 2002 d', 'Trooper': 'L 1985-2002', 'Rodeo': 'P 1988-2012', 'Campo': 'P 1985-2002 d' },
  },
  'Iveco': {
    tier: 'mainstream',
    models: { 'Daily': 'V 1985 d', 'Massif': 'L 2007-2011 d' },
  },
  'Jaguar': {
    tier: 'premium',
    models: { 'E-Pace': 'J 2017', 'F-Pace': 'K 2016 H', 'F-Type': 'S 2013 p', 'I-Pace': 'J 2018 e', 'S-Type': 'E 1999-2008', 'X-Type': 'D 2001-2009', 'XE': 'D 2015', 'XF': 'E 2007', 'XJ': 'F 1986-2019', 'XK': 'S 1996-2014 p' },
  },
  'Jeep': {
    tier: 'mainstream',
    models: { 'Avenger': 'J 2022 E', 'Cherokee': 'J 1985', 'Commander': 'K 2005-2010', 'Compass': 'J 2006 H', 'Gladiator': 'P 2019 p', 'Grand Cherokee': 'K 1992 H', 'Patriot': 'J 2006-2017', 'Renegade': 'J 2014 H', 'Wrangler': 'L 1986 H' },
  },
  'Kia': {
    tier: 'mainstream',
    models: {
      'Carens': 'M 1999-2019', 'Carnival': 'M 1998', 'Cee\'d': 'C 2006-2018', 'Ceed': 'C 2018 H', 'Cerato': 'C 2003-2018', 'EV3': 'J 2024 e', 'EV6': 'J 2021 e', 'EV9': 'K 2023 e', 'Magentis': 'D 2001-2010', 'Niro': 'J 2016 h E', 'Opirus': 'E 2003-2010 p', 'Optima': 'D 2000-2020 H', 'Picanto': 'A 2004 p', 'Pride': 'B 1987-2000 p', 'ProCeed': 'C 2018', 'Rio': 'B 2000-2023', 'Sephia': 'C 1992-2003 p', 'Shuma': 'C 1997-2004 p', 'Sorento': 'K 2002 H', 'Soul': 'J 2008 E', 'Sportage': 'J 1993 H', 'Stinger': 'S 2017-2023', 'Stonic': 'J 2017 p', 'Venga': 'M 2009-2019', 'XCeed': 'J 2019 H',
    },
  },
  'Lada': {
    tier: 'budget',
    models: { '110': 'D 1995-2009 p', '111': 'D 1998-2009 p', '112': 'C 1999-2009 p', '1200': 'D 1985-1988 p 1198:44', '2104': 'D 1985-2012 p', '2105': 'D 1985-2010 p', '2107': 'D 1985-2012 p', 'Granta': 'B 2011 p', 'Kalina': 'B 2004-2018 p', 'Largus': 'M 2012 p', 'Niva': 'L 1985 p 1690:61', 'Priora': 'C 2007-2018 p', 'Samara': 'C 1986-2013 p', 'Vesta': 'C 2015 p', 'XRAY': 'J 2015-2022 p' },
  },
  'Lamborghini': {
    tier: 'exotic',
    models: { 'Aventador': 'X 2011-2022 p 6498:515', 'Gallardo': 'X 2003-2013 p 5204:412', 'Huracan': 'X 2014-2024 p 5204:470', 'Urus': 'K 2018 p 3996:478', 'Revuelto': 'X 2023 h 6498:746' },
  },
  'Lancia': {
    tier: 'mainstream',
    models: { 'Dedra': 'C 1989-1999', 'Delta': 'C 1985-2014', 'Kappa': 'E 1994-2000', 'Lybra': 'D 1999-2005', 'Musa': 'M 2004-2012', 'Phedra': 'M 2002-2010', 'Prisma': 'C 1985-1989 p', 'Thema': 'E 1985-1994', 'Thesis': 'E 2002-2009', 'Ypsilon': 'A 1996 H', 'Y10': 'A 1985-1995 p', 'Zeta': 'M 1994-2002' },
  },
  'Land Rover': {
    tier: 'premium',
    models: { 'Defender': 'L 1990 H', 'Discovery': 'L 1989', 'Discovery Sport': 'J 2014 H', 'Freelander': 'J 1997-2014', 'Range Rover': 'K 1985 H', 'Range Rover Evoque': 'J 2011 H', 'Range Rover Sport': 'K 2005 H', 'Range Rover Velar': 'K 2017 H' },
  },
  'Lexus': {
    tier: 'premium',
    models: { 'CT 200h': 'C 2011-2022 h', 'ES': 'E 1989 h', 'GS': 'E 1993-2020 H', 'IS': 'D 1999 H', 'LS': 'F 1989 H', 'LBX': 'J 2023 h', 'NX': 'J 2014 h', 'RX': 'K 1998 H', 'RZ': 'J 2022 e', 'UX': 'J 2018 h E' },
  },
  'Maserati': {
    tier: 'luxury',
    models: { 'Ghibli': 'E 2013', 'GranTurismo': 'X 2007 p 4691:338', 'Grecale': 'J 2022 p', 'Levante': 'K 2016', 'Quattroporte': 'F 2003', 'MC20': 'X 2020 p 3000:463' },
  },
  'Mazda': {
    tier: 'mainstream',
    models: { '2': 'B 2003 H', '3': 'C 2003 H', '5': 'M 2005-2015', '6': 'D 2002', '121': 'A 1988-2003 p', '323': 'C 1985-2003', '626': 'D 1985-2002', 'CX-3': 'J 2015', 'CX-30': 'J 2019 H', 'CX-5': 'J 2012', 'CX-60': 'K 2022 H', 'CX-7': 'J 2006-2012', 'Demio': 'B 1996-2007 p', 'MX-30': 'J 2020 e', 'MX-5': 'R 1989 p', 'Premacy': 'M 1999-2005', 'RX-8': 'S 2003-2012 p 1308:170', 'Tribute': 'J 2000-2008 p', 'Xedos': 'D 1992-2002 p', 'BT-50': 'P 2006' },
  },
  'Mercedes-Benz': {
    tier: 'premium',
    models: {
      '190': 'D 1985-1993', '200': 'E 1985-1995', '230': 'E 1985-1995 p', '250': 'E 1985-1995 d', '300': 'E 1985-1995',
      'A 140': 'C 1997-2004 p', 'A 150': 'C 2004-2012 p', 'A 160': 'C 1997', 'A 170': 'C 1998-2012', 'A 180': 'C 2004', 'A 200': 'C 2004', 'A 220': 'C 2012', 'A 250': 'C 2012 H', 'A 45 AMG': 'C 2013 p 1991:310',
      'B 150': 'M 2005-2011 p', 'B 170': 'M 2005-2011 p', 'B 180': 'M 2005', 'B 200': 'M 2005', 'B 250': 'M 2019 H',
      'C 180': 'D 1993', 'C 200': 'D 1993 H', 'C 220': 'D 1993', 'C 230': 'D 1995-2011 p', 'C 250': 'D 1993', 'C 270': 'D 2000-2007 d', 'C 300': 'D 2007 H', 'C 320': 'D 2000-2009', 'C 350': 'D 2005-2015', 'C 63 AMG': 'D 2007 p 3982:375',
      'CL 500': 'X 1998-2014 p 4966:225', 'CLA 180': 'C 2013', 'CLA 200': 'C 2013', 'CLA 220': 'C 2013', 'CLA 250': 'C 2013 H', 'CLC 200': 'S 2008-2011', 'CLK 200': 'S 1997-2009 p', 'CLK 220': 'S 2002-2009 d', 'CLK 270': 'S 2002-2005 d', 'CLK 320': 'S 1997-2005 p', 'CLS 320': 'E 2004-2010 d', 'CLS 350': 'E 2004', 'CLS 400': 'E 2014', 'CLS 500': 'E 2004-2018 p',
      'E 200': 'E 1993 H', 'E 220': 'E 1993 H', 'E 230': 'E 1995-2002 p', 'E 250': 'E 1993', 'E 270': 'E 1999-2006 d', 'E 280': 'E 1993-2009', 'E 290': 'E 1996-1999 d', 'E 300': 'E 1993 H', 'E 320': 'E 1993-2009', 'E 350': 'E 2005', 'E 400': 'E 2013', 'E 500': 'E 1993-2016 p', 'E 63 AMG': 'E 2006 p 3982:450',
      'EQA': 'J 2021 e', 'EQB': 'J 2021 e', 'EQC': 'K 2019-2024 e', 'EQE': 'E 2022 e', 'EQS': 'F 2021 e',
      'G 350': 'L 2010', 'G 400': 'L 2001', 'G 500': 'L 1998 p', 'G 63 AMG': 'L 2012 p 3982:430',
      'GL 350': 'K 2006-2015 d', 'GL 450': 'K 2006-2015 p', 'GLA 180': 'J 2014', 'GLA 200': 'J 2014', 'GLA 220': 'J 2014', 'GLA 250': 'J 2014 H', 'GLB 200': 'J 2019', 'GLB 220': 'J 2019', 'GLC 200': 'J 2015', 'GLC 220': 'J 2015', 'GLC 250': 'J 2015-2019', 'GLC 300': 'J 2015 H', 'GLE 300': 'K 2015', 'GLE 350': 'K 2015 H', 'GLE 400': 'K 2015', 'GLK 200': 'J 2008-2015 d', 'GLK 220': 'J 2008-2015 d', 'GLK 350': 'J 2008-2015', 'GLS 350': 'K 2015-2019 d', 'GLS 400': 'K 2019', 'GLS 580': 'K 2019 p 3982:360',
      'ML 250': 'K 2011-2015 d', 'ML 270': 'K 1999-2005 d', 'ML 280': 'K 2005-2011 d', 'ML 320': 'K 1997-2009', 'ML 350': 'K 2005-2015', 'ML 400': 'K 2001-2005 d', 'ML 420': 'K 2007-2009 d',
      'R 320': 'M 2005-2012 d', 'R 350': 'M 2005-2012',
      'S 320': 'F 1993-2009', 'S 350': 'F 1993 H', 'S 400': 'F 1994 H', 'S 450': 'F 2005', 'S 500': 'F 1993 p', 'S 580': 'F 2020 p', 'S 600': 'F 1991-2014 p 5980:380',
      'SL 350': 'R 2002-2016 p', 'SL 500': 'R 1989-2016 p', 'SLK 200': 'R 1996-2016 p', 'SLK 230': 'R 1996-2004 p', 'SLK 250': 'R 2011-2016', 'SLC 200': 'R 2016-2020 p', 'SLS AMG': 'X 2010-2014 p 6208:420',
      'Citan': 'V 2012', 'Sprinter': 'V 1995', 'V 220': 'V 2014 d', 'V 250': 'V 2014 d', 'Vaneo': 'M 2002-2005', 'Viano': 'V 2003-2014', 'Vito': 'V 1996', 'X 250': 'P 2017-2020 d', 'X 350': 'P 2018-2020 d',
    },
  },
  'MG': {
    tier: 'budget',
    models: { 'MG3': 'B 2013 H', 'MG4': 'C 2022 e', 'MG5': 'C 2020 e', 'HS': 'J 2018 H', 'ZS': 'J 2017 E', 'Marvel R': 'J 2021 e', 'MGF': 'R 1995-2002 p', 'ZR': 'C 2001-2005 p', 'ZT': 'D 2001-2005', 'TF': 'R 2002-2011 p' },
  },
  'Mini': {
    tier: 'premium',
    models: { 'Cooper': 'A 2001 p E', 'Cooper S': 'A 2002 p', 'Cooper D': 'A 2007-2023 d', 'Cooper SE': 'A 2020 e', 'One': 'A 2001-2023', 'Clubman': 'B 2007-2024', 'Countryman': 'J 2010 H E', 'Paceman': 'J 2013-2016', 'Cabrio': 'R 2004 p', 'John Cooper Works': 'A 2008 p 1998:170', 'Aceman': 'J 2024 e' },
  },
  'Mitsubishi': {
    tier: 'mainstream',
    models: { 'ASX': 'J 2010', 'Carisma': 'C 1995-2004', 'Colt': 'B 1985-2012', 'Eclipse Cross': 'J 2017 H', 'Galant': 'D 1985-2012', 'Grandis': 'M 2003-2011', 'L200': 'P 1985 d', 'Lancer': 'C 1985-2017', 'Outlander': 'J 2001 H', 'Pajero': 'L 1985-2021', 'Pajero Pinin': 'L 1999-2006 p', 'Pajero Sport': 'L 1996', 'Space Star': 'A 1998 p', 'Space Wagon': 'M 1985-2004', 'i-MiEV': 'A 2009-2021 e', '3000 GT': 'S 1990-2000 p 2972:210' },
  },
  'Moskvič': {
    tier: 'budget',
    models: { '2140': 'D 1985-1988 p 1478:55', '2141 Aleko': 'C 1986-2001 p 1569:55' },
  },
  'Nissan': {
    tier: 'mainstream',
    models: { '350Z': 'S 2002-2009 p 3498:206', '370Z': 'S 2009-2020 p 3696:241', 'Almera': 'C 1995-2006', 'Almera Tino': 'M 2000-2006', 'Ariya': 'J 2022 e', 'Juke': 'J 2010 H', 'Leaf': 'C 2010 e', 'Micra': 'A 1985 p', 'Murano': 'K 2002', 'Navara': 'P 1997 d', 'Note': 'B 2006-2017', 'NV200': 'V 2009', 'Pathfinder': 'K 1986', 'Patrol': 'L 1985', 'Primera': 'D 1990-2008', 'Pulsar': 'C 2014-2018', 'Qashqai': 'J 2006 H', 'Qashqai+2': 'J 2008-2013', 'Sunny': 'C 1985-1995', 'Terrano': 'L 1986-2006', 'Terrano II': 'L 1993-2006', 'X-Trail': 'J 2001 H', 'Bluebird': 'D 1985-1990', 'Evalia': 'V 2010-2019', 'Townstar': 'V 2021 E' },
  },
  'Opel': {
    tier: 'mainstream',
    models: {
      'Adam': 'A 2012-2019 p', 'Agila': 'A 2000-2014', 'Ampera': 'C 2011-2015 h', 'Ampera-e': 'C 2017-2019 e', 'Antara': 'J 2006-2015', 'Ascona': 'D 1985-1988', 'Astra': 'C 1991 E', 'Calibra': 'S 1989-1997 p', 'Cascada': 'R 2013-2019', 'Combo': 'V 1994 E', 'Corsa': 'B 1985 E', 'Crossland X': 'J 2017-2020', 'Crossland': 'J 2020-2024', 'Frontera': 'L 1991-2004', 'Grandland X': 'J 2017-2021 H', 'Grandland': 'J 2021 H', 'GT': 'R 2007-2010 p', 'Insignia': 'D 2008-2022', 'Kadett': 'C 1985-1993', 'Karl': 'A 2015-2019 p', 'Meriva': 'M 2003-2017', 'Mokka': 'J 2012 E', 'Mokka X': 'J 2016-2019', 'Monterey': 'L 1992-1999', 'Movano': 'V 1998', 'Omega': 'E 1986-2003', 'Rekord': 'D 1985-1986', 'Senator': 'E 1985-1993 p', 'Signum': 'D 2003-2008', 'Sintra': 'M 1996-1999', 'Tigra': 'S 1994-2009 p', 'Vectra': 'D 1988-2008', 'Vivaro': 'V 2001 E', 'Zafira': 'M 1999-2019', 'Zafira Life': 'M 2019 E',
    },
  },
  'Peugeot': {
    tier: 'mainstream',
    models: {
      '1007': 'B 2005-2009', '104': 'A 1985-1988 p', '106': 'A 1991-2003', '107': 'A 2005-2014 p', '108': 'A 2014-2021 p', '2008': 'J 2013 E', '205': 'B 1985-1998', '206': 'B 1998-2012', '206+': 'B 2009-2013', '207': 'B 2006-2014', '208': 'B 2012 E', '3008': 'J 2009 H', '301': 'B 2012-2020', '305': 'D 1985-1989', '306': 'C 1993-2002', '307': 'C 2001-2008', '308': 'C 2007 H', '309': 'C 1986-1993', '4007': 'J 2007-2012', '4008': 'J 2012-2017', '405': 'D 1987-1997', '406': 'D 1995-2004', '407': 'D 2004-2011', '408': 'C 2022 H', '5008': 'M 2009 H', '505': 'D 1985-1992', '508': 'D 2010 H', '605': 'E 1989-1999', '607': 'E 1999-2010', '806': 'M 1994-2002', '807': 'M 2002-2014', 'Bipper': 'V 2008-2017', 'Boxer': 'V 1994', 'Expert': 'V 1995', 'iOn': 'A 2010-2020 e', 'Partner': 'V 1996 E', 'RCZ': 'S 2010-2015', 'Rifter': 'V 2018 E', 'Traveller': 'M 2016 E', 'e-208': 'B 2019 e',
    },
  },
  'Piaggio': {
    tier: 'budget',
    models: { 'Porter': 'V 1993 p', 'Ape': 'Q 1985 p 218:7' },
  },
  'Polestar': {
    tier: 'premium',
    models: { '1': 'S 2019-2021 h 1969:450', '2': 'D 2020 e', '3': 'K 2024 e', '4': 'J 2024 e' },
  },
  'Porsche': {
    tier: 'luxury',
    models: { '911': 'S 1985 p 2981:283', '924': 'S 1985-1988 p', '928': 'S 1985-1995 p 4957:235', '944': 'S 1985-1991 p', '968': 'S 1991-1995 p', 'Boxster': 'R 1996 p 2497:220', 'Cayenne': 'K 2002 H', 'Cayman': 'S 2005 p 2497:220', 'Macan': 'J 2014 E', 'Panamera': 'E 2009 H', 'Taycan': 'E 2019 e' },
  },
  'Renault': {
    tier: 'mainstream',
    models: {
      '4': 'A 1985-1992 p 956:25', '5': 'A 1985-1996', '9': 'C 1985-1989', '11': 'C 1985-1989', '19': 'C 1988-1997', '21': 'D 1986-1995', '25': 'E 1985-1992', 'Arkana': 'J 2019 h', 'Austral': 'J 2022 h', 'Captur': 'J 2013 H', 'Clio': 'B 1990 H', 'Espace': 'M 1985 H', 'Fluence': 'C 2009-2016 E', 'Grand Espace': 'M 1998-2014', 'Grand Scenic': 'M 2004-2022', 'Kadjar': 'J 2015-2022', 'Kangoo': 'V 1997 E', 'Koleos': 'K 2008-2023', 'Laguna': 'D 1994-2015', 'Latitude': 'E 2010-2015', 'Megane': 'C 1995 E', 'Megane Scenic': 'M 1996-2003', 'Modus': 'M 2004-2012', 'Safrane': 'E 1992-2000', 'Scenic': 'M 2003 E', 'Symbol': 'B 1999-2013', 'Talisman': 'D 2015-2022', 'Thalia': 'B 1999-2013', 'Trafic': 'V 1985 E', 'Twingo': 'A 1993 E', 'Twizy': 'Q 2012-2023 e', 'Vel Satis': 'E 2002-2009', 'Zoe': 'B 2012-2024 e', 'Master': 'V 1985 E', 'Alaskan': 'P 2017-2020 d', 'Rafale': 'J 2024 h',
    },
  },
  'Rolls-Royce': {
    tier: 'exotic',
    models: { 'Cullinan': 'K 2018 p 6749:420', 'Ghost': 'F 2009 p 6592:420', 'Phantom': 'F 2003 p 6749:420', 'Wraith': 'X 2013-2023 p 6592:465' },
  },
  'Rover': {
    tier: 'mainstream',
    models: { '25': 'B 1999-2005', '45': 'C 1999-2005', '75': 'D 1999-2005', '200': 'B 1989-1999', '214': 'B 1989-1999 p', '400': 'C 1990-1999', '416': 'C 1990-1999 p', '600': 'D 1993-1999', '620': 'D 1993-1999', '800': 'E 1986-1999', 'Streetwise': 'B 2003-2005', 'Metro': 'A 1985-1998 p' },
  },
  'Saab': {
    tier: 'premium',
    models: { '900': 'D 1985-1998 p', '9000': 'E 1985-1998 p', '9-3': 'D 1998-2014', '9-5': 'E 1997-2012', '9-7X': 'K 2005-2009 p' },
  },
  'Seat': {
    tier: 'mainstream',
    models: { 'Alhambra': 'M 1996-2020', 'Altea': 'M 2004-2015', 'Altea XL': 'M 2006-2015', 'Arona': 'J 2017', 'Arosa': 'A 1997-2004', 'Ateca': 'J 2016', 'Cordoba': 'B 1993-2009', 'Exeo': 'D 2008-2013', 'Ibiza': 'B 1985', 'Leon': 'C 1999 H', 'Malaga': 'C 1985-1991 p', 'Marbella': 'A 1986-1998 p 843:25', 'Mii': 'A 2012-2021 p E', 'Tarraco': 'K 2018 H', 'Toledo': 'C 1991-2019', 'Inca': 'V 1995-2003' },
  },
  'Škoda': {
    tier: 'mainstream',
    models: { '105': 'B 1985-1990 p 1046:33', '120': 'B 1985-1990 p 1174:38', '130': 'B 1985-1990 p', 'Citigo': 'A 2011-2020 p E', 'Elroq': 'J 2024 e', 'Enyaq': 'J 2020 e', 'Fabia': 'B 1999', 'Favorit': 'B 1987-1995 p 1289:46', 'Felicia': 'B 1994-2001', 'Forman': 'B 1990-1995 p', 'Kamiq': 'J 2019', 'Karoq': 'J 2017', 'Kodiaq': 'K 2016 H', 'Octavia': 'C 1996 H', 'Rapid': 'C 2012-2019', 'Roomster': 'M 2006-2015', 'Scala': 'C 2019', 'Superb': 'D 2001 H', 'Yeti': 'J 2009-2017' },
  },
  'Smart': {
    tier: 'mainstream',
    models: { 'ForTwo': 'A 1998 p E', 'ForFour': 'A 2004-2021 p E', 'Roadster': 'R 2003-2005 p 698:60', '#1': 'J 2022 e', '#3': 'J 2023 e' },
  },
  'SsangYong': {
    tier: 'budget',
    models: { 'Actyon': 'J 2005-2018 d', 'Korando': 'J 1996 E', 'Kyron': 'K 2005-2014 d', 'Musso': 'P 1993', 'Rexton': 'K 2001', 'Rodius': 'M 2004-2019 d', 'Tivoli': 'J 2015', 'XLV': 'J 2016-2022', 'Torres': 'J 2022 E' },
  },
  'Subaru': {
    tier: 'mainstream',
    models: { 'BRZ': 'S 2012 p 1998:147', 'Forester': 'J 1997 H', 'Impreza': 'C 1992 H', 'Justy': 'A 1985-2011 p', 'Legacy': 'D 1989-2020', 'Levorg': 'D 2014', 'Outback': 'D 1995', 'Solterra': 'J 2022 e', 'Tribeca': 'K 2005-2014 p', 'XV': 'J 2011-2023 H', 'Crosstrek': 'J 2023 h', 'WRX STI': 'C 2014-2021 p 2457:221' },
  },
  'Suzuki': {
    tier: 'mainstream',
    models: { 'Alto': 'A 1985-2014 p', 'Baleno': 'B 1995-2020 p', 'Celerio': 'A 2014-2020 p', 'Grand Vitara': 'J 1998-2015', 'Ignis': 'A 2000 H', 'Jimny': 'L 1998 p 1328:63', 'Liana': 'C 2001-2007', 'S-Cross': 'J 2013 H', 'Samurai': 'L 1985-2004 p', 'Splash': 'A 2008-2014', 'Swace': 'C 2020 h', 'Swift': 'B 1985 H', 'SX4': 'J 2006-2014', 'Vitara': 'J 1988 H', 'Wagon R+': 'A 1997-2008', 'Across': 'K 2020 h', 'e Vitara': 'J 2025 e' },
  },
  'Tesla': {
    tier: 'premium',
    models: { 'Model 3': 'D 2019 e', 'Model S': 'E 2013 e', 'Model X': 'K 2016 e', 'Model Y': 'J 2020 e', 'Roadster': 'R 2008-2012 e' },
  },
  'Tofaş': {
    tier: 'budget',
    models: { 'Şahin': 'D 1985-2002 p 1297:48', 'Doğan': 'D 1985-2002 p 1581:61', 'Kartal': 'D 1985-2002 p 1581:61' },
  },
  'Toyota': {
    tier: 'mainstream',
    models: {
      '4Runner': 'L 1985', 'Auris': 'C 2006-2019 H', 'Avensis': 'D 1997-2018', 'Avensis Verso': 'M 2001-2009', 'Aygo': 'A 2005-2022 p', 'Aygo X': 'A 2022 p', 'bZ4X': 'J 2022 e', 'C-HR': 'J 2016 h', 'Camry': 'D 1985 H', 'Carina': 'D 1985-1997', 'Celica': 'S 1985-2006 p', 'Corolla': 'C 1985 H', 'Corolla Cross': 'J 2022 h', 'Corolla Verso': 'M 2002-2009', 'GT86': 'S 2012-2021 p 1998:147', 'Highlander': 'K 2000 h', 'Hilux': 'P 1985 d', 'iQ': 'A 2008-2015 p', 'Land Cruiser': 'L 1985', 'MR2': 'R 1985-2007 p', 'Paseo': 'S 1991-1999 p', 'Previa': 'M 1990-2006', 'Prius': 'C 2000 h', 'Prius+': 'M 2012-2021 h', 'Proace': 'V 2013 E', 'Proace City': 'V 2019 E', 'RAV 4': 'J 1994 H', 'Starlet': 'A 1985-1999 p', 'Supra': 'S 1986 p 2998:250', 'Urban Cruiser': 'B 2009-2014', 'Verso': 'M 2009-2018', 'Verso-S': 'M 2011-2016 p', 'Yaris': 'B 1999 H', 'Yaris Cross': 'J 2020 h',
    },
  },
  'Trabant': {
    tier: 'budget',
    models: { '601': 'A 1985-1990 p 594:19', '1.1': 'A 1990-1991 p 1043:29' },
  },
  'Volkswagen': {
    tier: 'mainstream',
    models: {
      'Amarok': 'P 2010 d', 'Arteon': 'D 2017-2024 H', 'Beetle': 'C 2011-2019', 'Bora': 'C 1998-2005', 'Caddy': 'V 1996 E', 'Caravelle': 'V 1990', 'CC': 'D 2012-2017', 'Corrado': 'S 1988-1995 p', 'Crafter': 'V 2006', 'Eos': 'R 2006-2015', 'Fox': 'A 2005-2011 p', 'Golf': 'C 1985 E', 'Golf Plus': 'M 2004-2014', 'Golf Sportsvan': 'M 2014-2020', 'Jetta': 'C 1985 H', 'ID.3': 'C 2020 e', 'ID.4': 'J 2020 e', 'ID.5': 'J 2021 e', 'ID.7': 'D 2023 e', 'ID. Buzz': 'M 2022 e', 'Lupo': 'A 1998-2005', 'Multivan': 'M 2003 H', 'New Beetle': 'C 1998-2010', 'Passat': 'D 1985 H', 'Passat CC': 'D 2008-2012', 'Phaeton': 'F 2002-2016', 'Polo': 'B 1985', 'Scirocco': 'S 1985-2017', 'Sharan': 'M 1995-2022', 'T-Cross': 'J 2019 p', 'T-Roc': 'J 2017', 'Taigo': 'J 2021 p', 'Tiguan': 'J 2007 H', 'Tiguan Allspace': 'K 2017-2024', 'Touareg': 'K 2002 H', 'Touran': 'M 2003', 'Transporter': 'V 1985 E', 'up!': 'A 2011-2023 p E', 'Vento': 'C 1992-1998', 'Golf Variant': 'C 1993', 'Polo Vivo': 'B 2010-2018 p',
    },
  },
  'Volvo': {
    tier: 'premium',
    models: { '240': 'D 1985-1993 p', '340': 'C 1985-1991 p', '440': 'C 1988-1996', '460': 'C 1989-1996', '740': 'E 1985-1992', '850': 'D 1991-1997', '940': 'E 1990-1998', 'C30': 'C 2006-2013 E', 'C40': 'J 2021 e', 'C70': 'R 1997-2013', 'EX30': 'J 2023 e', 'EX90': 'K 2024 e', 'S40': 'C 1995-2012', 'S60': 'D 2000 H', 'S70': 'D 1996-2000', 'S80': 'E 1998-2016', 'S90': 'E 2016 H', 'V40': 'C 1995-2019', 'V50': 'C 2004-2012', 'V60': 'D 2010 H', 'V70': 'D 1996-2016', 'V90': 'E 2016 H', 'XC40': 'J 2017 H E', 'XC60': 'J 2008 H', 'XC70': 'D 2000-2016', 'XC90': 'K 2002 H' },
  },
  'Yugo': {
    tier: 'budget',
    models: { '45': 'B 1985-1992 p 903:33', '55': 'B 1985-1992 p 1116:40', '60': 'B 1987-1992 p 1116:44', '65': 'B 1987-1992 p 1301:47', 'Cabrio': 'R 1990-1992 p 1301:47', 'Ciao': 'B 2000-2001 p 1116:40', 'Florida': 'C 1988-2008 p 1372:48', 'Koral': 'B 1992-2008 p 1116:40', 'Tempo': 'B 1990-2008 p 1116:44' },
  },
  'Zastava': {
    tier: 'budget',
    models: { '10': 'B 2005-2008 p 1242:44', '101': 'B 1985-2008 p 1116:40,1301:47', '128': 'B 1985-2003 p 1116:40,1301:47', '750': 'A 1985-1985 p 767:18', 'Florida': 'C 1988-2008 p 1372:48,1581:60', 'Florida In': 'C 2003-2008 p 1581:62', 'Yugo Koral': 'B 1988-2008 p 1116:40', 'Yugo Koral In': 'B 2000-2008 p 1116:44', 'Skala 55': 'B 1990-2008 p 1116:40', 'Skala 65': 'B 1990-2008 p 1301:47', 'Yugo 45': 'B 1985-1992 p 903:33', 'Yugo 55': 'B 1985-1992 p 1116:40', 'Yugo Ciao': 'B 2000-2001 p 1116:40', 'Yugo Tempo': 'B 1990-2008 p 1116:44', 'Poly': 'V 1988-2008 p 1301:47', 'Rival': 'V 1986-2008 d' },
  },
};
