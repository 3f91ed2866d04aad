/**
 * The currencies a store may sell in: the ISO 4217 codes of money in circulation today (no funds codes
 * such as BOV or CLF, no metals or drawing rights such as XAU or XDR, none withdrawn such as HRK or
 * ANG), each with its minor digits.
 *
 * The digits are pinned here rather than asked of Intl at run time: a browser's ICU and the server's can
 * differ, and the admin that parses "12.50" and the storefront that prints it must agree to the unit.
 * They are the digits money is written with (CLDR, what the seller admin has always used): USD 2, JPY 0,
 * KWD 3. Where CLDR writes fewer than ISO 4217's nominal unit (IDR, HUF, COP, PKR, IQD and the others at
 * 0 below) the written digits win, so a price a seller already typed keeps its meaning.
 */

/** Written as text, a space apart, so the lists read as tables. */
const codes = (list: string) => list.trim().split(/\s+/);

const ZERO_DIGITS = codes(`
  AFN ALL BIF CLP COP DJF GNF HUF IDR IQD IRR ISK JPY KMF KPW KRW LAK LBP MGA MMK PKR PYG RWF SOS SYP
  UGX VND VUV XAF XOF XPF YER
`);

const THREE_DIGITS = codes(`
  BHD JOD KWD LYD OMR TND
`);

const TWO_DIGITS = codes(`
  AED AMD AOA ARS AUD AWG AZN BAM BBD BDT BMD BND BOB BRL BSD BTN BWP BYN BZD CAD CDF CHF CNY CRC CUP
  CVE CZK DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD GTQ GYD HKD HNL HTG ILS INR JMD KES
  KGS KHR KYD KZT LKR LRD LSL MAD MDL MKD MNT MOP MRU MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR NZD
  PAB PEN PGK PHP PLN QAR RON RSD RUB SAR SBD SCR SDG SEK SGD SHP SLE SRD SSP STN SVC SZL THB TJS TMT
  TOP TRY TTD TWD TZS UAH USD UYU UZS VED VES WST XCD XCG ZAR ZMW ZWG
`);

const DIGITS_OF: ReadonlyMap<string, number> = new Map([
  ...ZERO_DIGITS.map((code) => [code, 0] as const),
  ...TWO_DIGITS.map((code) => [code, 2] as const),
  ...THREE_DIGITS.map((code) => [code, 3] as const),
]);

/** Every code a store's settings accept, alphabetically. */
export const SUPPORTED_CURRENCIES: readonly string[] = [...DIGITS_OF.keys()].sort();

export function isSupportedCurrency(code: string): boolean {
  return DIGITS_OF.has(code);
}

/** The pinned minor digits of a supported code; undefined for any other. */
export function supportedMinorDigits(code: string): number | undefined {
  return DIGITS_OF.get(code);
}
