import { localized, translationIn, type Translations } from './localized.js';

/**
 * Hebrew release titles of well-known films, for films without a Hebrew translation
 * (SF-I18N-06: "a built-in Hebrew film-title dictionary"). Keys are the English titles as
 * `normaliseTitle` leaves them: lower case, single spaces, straight apostrophes.
 */
const hebrewFilmTitles: Record<string, string> = {
  'star wars': 'מלחמת הכוכבים',
  'star wars: a new hope': 'מלחמת הכוכבים: תקווה חדשה',
  'the empire strikes back': 'האימפריה מכה שנית',
  'return of the jedi': 'שובו של הג׳דיי',
  'the lion king': 'מלך האריות',
  frozen: 'לשבור את הקרח',
  'frozen ii': 'לשבור את הקרח 2',
  'toy story': 'צעצוע של סיפור',
  'toy story 2': 'צעצוע של סיפור 2',
  'toy story 3': 'צעצוע של סיפור 3',
  'jurassic park': 'פארק היורה',
  'back to the future': 'בחזרה לעתיד',
  "harry potter and the philosopher's stone": 'הארי פוטר ואבן החכמים',
  "harry potter and the sorcerer's stone": 'הארי פוטר ואבן החכמים',
  'harry potter and the chamber of secrets': 'הארי פוטר וחדר הסודות',
  'harry potter and the prisoner of azkaban': 'הארי פוטר והאסיר מאזקבאן',
  'harry potter and the goblet of fire': 'הארי פוטר וגביע האש',
  'harry potter and the order of the phoenix': 'הארי פוטר ומסדר עוף החול',
  'harry potter and the half-blood prince': 'הארי פוטר והנסיך חצוי הדם',
  'harry potter and the deathly hallows': 'הארי פוטר ואוצרות המוות',
  'the lord of the rings': 'שר הטבעות',
  'the lord of the rings: the fellowship of the ring': 'שר הטבעות: אחוות הטבעת',
  'the lord of the rings: the two towers': 'שר הטבעות: שני הצריחים',
  'the lord of the rings: the return of the king': 'שר הטבעות: שיבת המלך',
  'the hobbit': 'ההוביט',
  'finding nemo': 'מוצאים את נמו',
  'finding dory': 'מוצאים את דורי',
  'the little mermaid': 'בת הים הקטנה',
  'beauty and the beast': 'היפה והחיה',
  'snow white and the seven dwarfs': 'שלגיה ושבעת הגמדים',
  cinderella: 'סינדרלה',
  'sleeping beauty': 'היפהפייה הנרדמת',
  aladdin: 'אלדין',
  'the jungle book': 'ספר הג׳ונגל',
  pinocchio: 'פינוקיו',
  bambi: 'במבי',
  dumbo: 'דמבו',
  'peter pan': 'פיטר פן',
  mulan: 'מולאן',
  moana: 'מואנה',
  tangled: 'פלונטר',
  'inside out': 'הקול בראש',
  coco: 'קוקו',
  cars: 'מכוניות',
  shrek: 'שרק',
  'despicable me': 'גנוב על החיים',
  'ice age': 'עידן הקרח',
  'kung fu panda': 'קונג פו פנדה',
  titanic: 'טיטאניק',
  'the godfather': 'הסנדק',
  jaws: 'מלתעות',
  'raiders of the lost ark': 'שודדי התיבה האבודה',
  'the matrix': 'מטריקס',
  'the wizard of oz': 'הקוסם מארץ עוץ',
  'home alone': 'שכחו אותי בבית',
  ghostbusters: 'מכסחי השדים',
  'the terminator': 'שליחות קטלנית',
  'the dark knight': 'האביר האפל',
  'the avengers': 'הנוקמים',
  'the shawshank redemption': 'חומות של תקווה',
  "schindler's list": 'רשימת שינדלר',
  'pulp fiction': 'ספרות זולה',
  'the silence of the lambs': 'שתיקת הכבשים',
  'the sound of music': 'צלילי המוזיקה',
  'gone with the wind': 'חלף עם הרוח',
  'spirited away': 'המסע המופלא',
  'my neighbor totoro': 'השכן שלי טוטורו',
  'pirates of the caribbean': 'שודדי הקאריביים',
};

/** Lower case, trimmed, single-spaced, with typographic apostrophes made straight. */
export function normaliseTitle(title: string): string {
  return title
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .toLowerCase();
}

/** The dictionary's Hebrew title for an English film title, if it knows the film. */
export function hebrewFilmTitle(title: string): string | undefined {
  return hebrewFilmTitles[normaliseTitle(title)];
}

interface TitledFilm {
  title: string;
  translations?: Translations<'title' | 'description'> | string | null;
}

/**
 * A film's title in `language` (SF-I18N-06): the film's own translation first; for Hebrew, the
 * dictionary next (a known Hebrew title beats an English one), then English, then the stored title.
 */
export function filmTitle(film: TitledFilm, language: string): string {
  const own = translationIn(film.translations, language, 'title');
  const dictionary = language === 'he' ? hebrewFilmTitle(film.title) : undefined;
  return own ?? dictionary ?? localized(film.translations, language, 'title', film.title);
}
