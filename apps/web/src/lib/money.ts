/**
 * Money as shoppers read it: integer USD cents from the API, converted and formatted in the
 * selected currency. The implementation is shared with the server, which fills prices into
 * content pages the same way (packages/contracts/src/money-format.ts).
 */
export {
  BASE_CURRENCY,
  chosenCurrency,
  convertFromUsdCents,
  decimalAmount,
  formatMinorUnits,
  formatMoney,
  prepareMoneyFormat,
} from '@marquee/contracts';
