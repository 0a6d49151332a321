/** Currencies the shopper can pick. Rates are units of the currency per 1 USD (price = usd * rate). */
export interface SeedCurrency {
  code: string;
  name: string;
  symbol: string;
  rate: number;
  sortOrder: number;
}

const LIST: ReadonlyArray<readonly [code: string, name: string, symbol: string, rate: number]> = [
  ['USD', 'US Dollar', '$', 1],
  ['EUR', 'Euro', '€', 0.93],
  ['GBP', 'British Pound', '£', 0.79],
  ['ILS', 'Israeli New Shekel', '₪', 3.67],
  ['JPY', 'Japanese Yen', '¥', 144.61],
  ['CAD', 'Canadian Dollar', 'CA$', 1.34],
  ['AUD', 'Australian Dollar', 'A$', 1.52],
  ['CHF', 'Swiss Franc', 'CHF', 0.89],
  ['CNY', 'Chinese Yuan', 'CN¥', 7.17],
  ['INR', 'Indian Rupee', '₹', 82.67],
  ['BRL', 'Brazilian Real', 'R$', 4.94],
  ['RUB', 'Russian Ruble', '₽', 97.7],
  ['KRW', 'South Korean Won', '₩', 1325.78],
  ['TRY', 'Turkish Lira', '₺', 27.04],
  ['ZAR', 'South African Rand', 'R', 18.76],
  ['MXN', 'Mexican Peso', 'MX$', 17.14],
  ['SGD', 'Singapore Dollar', 'S$', 1.35],
  ['HKD', 'Hong Kong Dollar', 'HK$', 7.83],
  ['NZD', 'New Zealand Dollar', 'NZ$', 1.66],
  ['SEK', 'Swedish Krona', 'kr', 10.97],
  ['NOK', 'Norwegian Krone', 'kr', 10.67],
  ['DKK', 'Danish Krone', 'kr', 6.96],
];

export const currencies: SeedCurrency[] = LIST.map(([code, name, symbol, rate], i) => ({
  code,
  name,
  symbol,
  rate,
  sortOrder: i + 1,
}));
