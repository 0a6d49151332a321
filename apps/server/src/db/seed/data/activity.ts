/**
 * The demo's shoppers and what they did (issue 30): invented people on the reserved example.com
 * domain, each with a town to ship to and the currency they shop in, their chat and their reviews.
 */
export interface SeedCustomer {
  firstName: string;
  lastName: string;
  city: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  currency: 'USD' | 'EUR' | 'GBP' | 'ILS' | 'CAD';
  language: 'en' | 'he';
}

const LIST: ReadonlyArray<readonly [string, string, string, string, string, SeedCustomer['currency']]> = [
  ['Maya', 'Rosen', 'Portland', '97205', 'US', 'USD'],
  ['Liam', 'Carter', 'Austin', '78701', 'US', 'USD'],
  ['Noa', 'Levi', 'Tel Aviv', '6511101', 'IL', 'ILS'],
  ['Ethan', 'Brooks', 'Denver', '80202', 'US', 'USD'],
  ['Priya', 'Nair', 'London', 'N1 9GU', 'GB', 'GBP'],
  ['Jonas', 'Weber', 'Berlin', '10115', 'DE', 'EUR'],
  ['Aisha', 'Bello', 'Chicago', '60601', 'US', 'USD'],
  ['Mateo', 'Garcia', 'Madrid', '28013', 'ES', 'EUR'],
  ['Chloe', 'Martin', 'Lyon', '69002', 'FR', 'EUR'],
  ['Daniel', 'Kim', 'Seattle', '98101', 'US', 'USD'],
  ['Yuki', 'Tanaka', 'San Francisco', '94103', 'US', 'USD'],
  ['Omar', 'Haddad', 'Toronto', 'M5V 2T6', 'CA', 'CAD'],
  ['Sofia', 'Rossi', 'Milan', '20121', 'IT', 'EUR'],
  ['Lucas', 'Silva', 'Boston', '02108', 'US', 'USD'],
  ['Hannah', 'Schmidt', 'Munich', '80331', 'DE', 'EUR'],
  ['Amir', 'Cohen', 'Haifa', '3303123', 'IL', 'ILS'],
  ['Grace', 'Okafor', 'Manchester', 'M1 1AE', 'GB', 'GBP'],
  ['Leo', 'Novak', 'Minneapolis', '55401', 'US', 'USD'],
  ['Isla', 'Murray', 'Edinburgh', 'EH1 1YZ', 'GB', 'GBP'],
  ['Ravi', 'Patel', 'New York', '10001', 'US', 'USD'],
  ['Elena', 'Popescu', 'Vienna', '1010', 'AT', 'EUR'],
  ['Tom', 'Becker', 'Atlanta', '30303', 'US', 'USD'],
  ['Zoe', 'Dubois', 'Montreal', 'H2Y 1C6', 'CA', 'CAD'],
  ['Ben', 'Adler', 'Jerusalem', '9414101', 'IL', 'ILS'],
  ['Mia', 'Jensen', 'Copenhagen', '1050', 'DK', 'EUR'],
  ['Noah', 'Walker', 'Phoenix', '85004', 'US', 'USD'],
  ['Lina', 'Haddad', 'Dublin', 'D02 X285', 'IE', 'EUR'],
  ['Oscar', 'Lind', 'Stockholm', '111 52', 'SE', 'EUR'],
  ['Ava', 'Thompson', 'Nashville', '37203', 'US', 'USD'],
  ['Kai', 'Nakamura', 'Los Angeles', '90012', 'US', 'USD'],
  ['Tamar', 'Friedman', 'Tel Aviv', '6436101', 'IL', 'ILS'],
  ['Felix', 'Wagner', 'Hamburg', '20095', 'DE', 'EUR'],
  ['Ruby', 'Evans', 'Bristol', 'BS1 4DJ', 'GB', 'GBP'],
  ['Samuel', 'Reyes', 'Miami', '33131', 'US', 'USD'],
  ['Nora', 'Berg', 'Oslo', '0150', 'NO', 'EUR'],
  ['Jack', 'Sullivan', 'Philadelphia', '19107', 'US', 'USD'],
  ['Layla', 'Mansour', 'Vancouver', 'V6B 1A1', 'CA', 'CAD'],
  ['Adam', 'Kowalski', 'Warsaw', '00-001', 'PL', 'EUR'],
  ['Emma', 'Laurent', 'Brussels', '1000', 'BE', 'EUR'],
  ['Henry', 'Fischer', 'Pittsburgh', '15222', 'US', 'USD'],
];

export const customers: SeedCustomer[] = LIST.map(([firstName, lastName, city, postalCode, country, currency]) => ({
  firstName,
  lastName,
  city,
  postalCode,
  country,
  currency,
  // Shoppers in Israel use the store in Hebrew: their orders and mails are written in it.
  language: country === 'IL' ? 'he' : 'en',
}));

/** A customer's address on the reserved example.com domain (RFC 2606): mail to it reaches nobody. */
export const customerEmail = (c: Pick<SeedCustomer, 'firstName' | 'lastName'>) =>
  `${c.firstName}.${c.lastName}@example.com`.toLowerCase();

/** Streets the demo's addresses are made of. */
export const streets = [
  'Elm Street',
  'Harbour Road',
  'Station Avenue',
  'Mill Lane',
  'Park Row',
  'Orchard Way',
  'King Street',
  'Cedar Court',
];

/** What visitors wrote in the chat, and the store's answer (null: not answered yet). */
export const chatConversations: ReadonlyArray<{
  customer: number;
  message: string;
  reply: string | null;
  hoursAgo: number;
}> = [
  {
    customer: 4,
    message: 'Hi! Do the framed posters come ready to hang, or do I need to buy a hook kit?',
    reply:
      'Hello Priya! Every framed poster ships ready to hang, with the hooks in the box. Happy to help with anything else.',
    hoursAgo: 30,
  },
  {
    customer: 9,
    message: 'My order shows as shipped. Can I still change the delivery address to my office?',
    reply: null,
    hoursAgo: 3,
  },
];

/** What buyers wrote about goods they received (the demo's verified reviews). */
export const verifiedReviewTexts: ReadonlyArray<{ rating: 1 | 2 | 3 | 4 | 5; text: string }> = [
  { rating: 5, text: 'Arrived two days early and even better than the photos. Already planning my next order.' },
  { rating: 5, text: 'Great quality, carefully packed. A perfect gift for a film lover.' },
  { rating: 4, text: 'Very nice, just a little smaller than I imagined. Still happy with it.' },
  { rating: 5, text: 'Exactly as described. The details are lovely.' },
  { rating: 3, text: 'Good product, but the delivery took longer than the estimate.' },
  { rating: 4, text: 'Solid and well made. Would buy from Marquee again.' },
  { rating: 5, text: 'My favourite purchase this year, hands down.' },
  { rating: 2, text: 'The colours are duller than on the screen. Customer service was kind about it though.' },
];
