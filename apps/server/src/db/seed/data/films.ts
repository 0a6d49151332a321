/** The twelve fictional films of the demo catalogue. Every name here is invented. */
import type { SceneKind } from '@marquee/demo-artwork';

export interface SeedFilm {
  slug: string;
  title: string;
  tagline: string;
  description: string;
  genres: string[];
  cast: string[];
  /** Character names, used for character tags and product names. */
  characters: string[];
  director: string;
  durationMinutes: number;
  /** Out of 10, one decimal. */
  rating: number;
  /** ISO date. */
  releaseDate: string;
  /** [deep base, mid tone, accent, highlight?] hex colours for all of the film's artwork. */
  palette: string[];
  /** The silhouette scene drawn on the poster and banner. */
  scene: SceneKind;
  heroButtonText: string;
  heroButtonUrl: string;
  heroButtonText2: string;
  heroButtonUrl2: string | null;
  trailerUrl: string | null;
  /** Film categories (short titles shown on the film page). */
  categories: string[];
  isActive: boolean;
  showOnHomepage: boolean;
  /** 1..10 for films on the homepage carousel, else null. */
  homepageOrder: number | null;
  displayOrder: number;
  translations: { he: { title: string; description: string } };
}

type FilmCore = Omit<
  SeedFilm,
  | 'heroButtonText'
  | 'heroButtonUrl'
  | 'heroButtonText2'
  | 'heroButtonUrl2'
  | 'trailerUrl'
  | 'isActive'
  | 'showOnHomepage'
  | 'homepageOrder'
  | 'displayOrder'
>;

const CORE: FilmCore[] = [
  {
    slug: 'nebula-drift',
    title: 'Nebula Drift',
    tagline: 'Lost between the stars, she found the way home.',
    description:
      'When a cargo pilot wakes up alone on a ship drifting through an uncharted nebula, she has six days to repair the engines and work out who erased the crew. A sweeping space adventure about courage, memory and the families we choose.',
    genres: ['Sci-Fi', 'Adventure'],
    cast: ['Juno Okafor', 'Theo Lindqvist', 'Mara Velasquez', 'Desmond Achterberg'],
    characters: ['Captain Juno Vale', 'Pilot Rook', 'Ada-7', 'The Cartographer'],
    director: 'Imara Castellanos',
    durationMinutes: 128,
    rating: 8.4,
    releaseDate: '2025-03-14',
    palette: ['#0b1026', '#3b2a8f', '#ff5fa2', '#8be9fd'],
    scene: 'space',
    categories: ['Apparel', 'Collectibles', 'Toys'],
    translations: {
      he: {
        title: 'נסחפים בערפילית',
        description:
          'טייסת מטען מתעוררת לבדה על ספינה הנסחפת בערפילית לא ממופה, ויש לה שישה ימים לתקן את המנועים ולגלות מי מחק את הצוות. הרפתקת חלל סוחפת על אומץ, זיכרון ומשפחה שבוחרים.',
      },
    },
  },
  {
    slug: 'the-lantern-keeper',
    title: 'The Lantern Keeper',
    tagline: 'Every storm needs someone to keep the light burning.',
    description:
      'Eleven-year-old Elsie inherits a crumbling lighthouse and the strange promise that comes with it. As the winter storms roll in, she discovers that the lantern guides more than ships. A warm, windswept family fantasy.',
    genres: ['Family', 'Fantasy'],
    cast: ['Poppy Ashworth', 'Ewan McCrory', 'Lidia Sandoval'],
    characters: ['Elsie Marrow', 'Old Tobias', 'Pip the Gull'],
    director: 'Callum Reyes-Whitlock',
    durationMinutes: 104,
    rating: 7.9,
    releaseDate: '2024-11-22',
    palette: ['#0e1f33', '#1f5f7a', '#ffb347', '#ffe7b0'],
    scene: 'ocean',
    categories: ['Toys', 'Home', 'Books'],
    translations: {
      he: {
        title: 'שומרת המגדלור',
        description:
          'אלסי בת האחת־עשרה יורשת מגדלור מתפורר והבטחה מוזרה שבאה איתו. כשסופות החורף מגיעות, היא מגלה שהפנס מנחה יותר מספינות בלבד.',
      },
    },
  },
  {
    slug: 'midnight-on-alder-street',
    title: 'Midnight on Alder Street',
    tagline: "The city sleeps. The truth doesn't.",
    description:
      'A rain-soaked detective takes one last case: a missing jazz pianist, a locked hotel room and a city council with too many secrets. Shot in moody noir style, it is a slow-burning mystery with a twist nobody sees coming.',
    genres: ['Mystery', 'Crime', 'Drama'],
    cast: ['Rosalind Achebe', 'Victor Hale', 'Simone Duarte', 'Arthur Penrose'],
    characters: ['Detective Rosa Quill', 'Felix Crane', 'The Night Clerk'],
    director: 'Oskar Brandvold',
    durationMinutes: 117,
    rating: 8.1,
    releaseDate: '2024-02-09',
    palette: ['#0d0d14', '#2c2f4a', '#f2c14e', '#f7e8c4'],
    scene: 'city',
    categories: ['Apparel', 'Posters'],
    translations: {
      he: {
        title: 'חצות ברחוב אלדר',
        description:
          'בלשית ספוגת גשם לוקחת תיק אחרון: פסנתרן ג׳אז נעדר, חדר מלון נעול ומועצת עיר עם יותר מדי סודות. מותחן נואר אפל עם תפנית שאיש לא צופה.',
      },
    },
  },
  {
    slug: 'ember-peak',
    title: 'Ember Peak',
    tagline: 'The mountain remembers every climber.',
    description:
      'Two rival climbers are forced to team up when a volcanic eruption traps their expedition above the clouds. A breathless survival adventure with some of the most spectacular mountain photography ever put on screen.',
    genres: ['Adventure', 'Action'],
    cast: ['Kaia Brightwater', 'Brandon Holloway', 'Tenzin Dorje'],
    characters: ['Kaia Stone', 'Brann Holloway', 'Dawa'],
    director: 'Helena Voss',
    durationMinutes: 121,
    rating: 7.6,
    releaseDate: '2024-07-19',
    palette: ['#1a0f1f', '#5b2a3c', '#ff7a3d', '#ffd3a3'],
    scene: 'mountains',
    categories: ['Apparel', 'Accessories', 'Collectibles'],
    translations: {
      he: {
        title: 'פסגת הגחלים',
        description:
          'שני מטפסים יריבים נאלצים לשתף פעולה כשהתפרצות געשית לוכדת את המשלחת שלהם מעל העננים. הרפתקת הישרדות עוצרת נשימה עם צילומי הרים מרהיבים.',
      },
    },
  },
  {
    slug: 'crown-of-thistles',
    title: 'Crown of Thistles',
    tagline: 'A kingdom divided. A queen unbowed.',
    description:
      'After her father falls in battle, a reluctant heir must hold a fractured kingdom together while an ancient witch stirs in the northern hills. An epic fantasy of loyalty, betrayal and dragon-fire.',
    genres: ['Fantasy', 'Drama', 'Epic'],
    cast: ['Isla Fairbairn', 'Gideon Marsh', 'Noor Haddad', 'Callan Dubois', 'Maeve Kilbride'],
    characters: ['Queen Isolde', 'Sir Aldric', 'The Thistle Witch', 'Prince Corin'],
    director: 'Anselm Whitcombe',
    durationMinutes: 152,
    rating: 8.7,
    releaseDate: '2023-12-15',
    palette: ['#14102a', '#433272', '#e8b04b', '#f6e3c0'],
    scene: 'castle',
    categories: ['Collectibles', 'Games', 'Apparel', 'Books'],
    translations: {
      he: {
        title: 'כתר הדרדרים',
        description:
          'אחרי שאביה נופל בקרב, יורשת מהססת חייבת להחזיק ממלכה מפולגת בעוד מכשפה עתיקה מתעוררת בגבעות הצפון. אפוס פנטזיה על נאמנות, בגידה ואש דרקונים.',
      },
    },
  },
  {
    slug: 'saltwater-sky',
    title: 'Saltwater Sky',
    tagline: 'Some summers last forever.',
    description:
      'A marine biologist returns to the seaside town she left at eighteen and finds her first love running the old ferry. Funny, tender and sun-drenched, it is a romance about second chances.',
    genres: ['Romance', 'Drama'],
    cast: ['Nell Harrington', 'Jonah Reyes', 'Birdie Castellano'],
    characters: ['Nell Harper', 'Jonah Ruiz', 'Captain Birdie'],
    director: 'Sofia Lindqvist',
    durationMinutes: 109,
    rating: 7.2,
    releaseDate: '2024-06-07',
    palette: ['#1d2b4f', '#e07a5f', '#ffcf8b', '#fff4e0'],
    scene: 'ocean',
    categories: ['Apparel', 'Home'],
    translations: {
      he: {
        title: 'שמיים של מים מלוחים',
        description:
          'ביולוגית ימית חוזרת לעיירת החוף שעזבה בגיל שמונה־עשרה ומוצאת את אהבתה הראשונה מפעילה את המעבורת הישנה. רומנטיקה מצחיקה וחמה על הזדמנות שנייה.',
      },
    },
  },
  {
    slug: 'button-and-bramble',
    title: 'Button & Bramble',
    tagline: 'Two small friends. One very big forest.',
    description:
      'A button-eyed rabbit and a grumpy hedgehog must cross the Great Wood before the first snow to find their way back to the toy shop. A hand-crafted animated comedy for the whole family.',
    genres: ['Animation', 'Family', 'Comedy'],
    cast: ['Milo Fairweather', 'Greta Sunderland', 'Ravi Kapoor', 'Dot Almeida'],
    characters: ['Button', 'Grandma Moss', 'The Night Owl', 'Bramble'],
    director: 'Yuki Tanabe-Ross',
    durationMinutes: 92,
    rating: 8.0,
    releaseDate: '2025-01-24',
    palette: ['#1b3a2f', '#4f8a5b', '#ffcb47', '#fff1c1'],
    scene: 'forest',
    categories: ['Toys', 'Apparel', 'Books'],
    translations: {
      he: {
        title: 'כפתור וקוצי',
        description:
          'ארנב עם עיני כפתור וקיפוד נרגן חייבים לחצות את היער הגדול לפני השלג הראשון כדי למצוא את הדרך חזרה לחנות הצעצועים. קומדיית אנימציה לכל המשפחה.',
      },
    },
  },
  {
    slug: 'the-last-orbit',
    title: 'The Last Orbit',
    tagline: 'Ninety minutes of air. One chance to land.',
    description:
      'When debris shreds their station, the last two astronauts aboard have one orbit to improvise a landing. A tense, real-time survival thriller set three hundred kilometres above the Earth.',
    genres: ['Sci-Fi', 'Thriller'],
    cast: ['Lena Iversen', 'Samir Holt', 'Ingrid Fallon'],
    characters: ['Commander Lena Ives', 'Dr. Samir Holt', 'Halcyon'],
    director: 'Marcus Ebbesen',
    durationMinutes: 96,
    rating: 8.2,
    releaseDate: '2023-10-06',
    palette: ['#05070d', '#1c3b57', '#4ee1c1', '#d7fff6'],
    scene: 'space',
    categories: ['Collectibles', 'Apparel'],
    translations: {
      he: {
        title: 'המסלול האחרון',
        description:
          'כשפסולת חלל קורעת את התחנה שלהם, לשני האסטרונאוטים האחרונים על הסיפון יש הקפה אחת לאלתר נחיתה. מותחן הישרדות מתוח בזמן אמת.',
      },
    },
  },
  {
    slug: 'dust-and-thunder',
    title: 'Dust & Thunder',
    tagline: 'Justice rides in on the storm.',
    description:
      'A retired marshal is pulled back into the saddle when a gang of outlaws takes over the only well for a hundred miles. A sun-scorched western with thundering chases and a quiet, aching heart.',
    genres: ['Western', 'Action'],
    cast: ['Ruth Calloway', 'Jesse Whitaker', 'Amos Redcloud', 'Clara Benedetti'],
    characters: ['Marshal Ruth Calder', 'The Drifter', 'Sheriff Boone'],
    director: 'Walt Ferreira',
    durationMinutes: 134,
    rating: 7.4,
    releaseDate: '2023-08-25',
    palette: ['#2a1410', '#8c3b1f', '#f4a259', '#fde4c3'],
    scene: 'desert',
    categories: ['Apparel', 'Accessories'],
    translations: {
      he: {
        title: 'אבק ורעם',
        description:
          'מרשלית בדימוס חוזרת לאוכף כשכנופיית פורעי חוק משתלטת על הבאר היחידה במרחק מאה מייל. מערבון צרוב שמש עם מרדפים סוערים ולב שקט וכואב.',
      },
    },
  },
  {
    slug: 'neon-requiem',
    title: 'Neon Requiem',
    tagline: 'In a city that never dims, memories are for sale.',
    description:
      'In 2089, a memory broker discovers a stolen recollection that could bring down the corporation that owns the city. A rain-slicked cyberpunk thriller drenched in neon and synth.',
    genres: ['Sci-Fi', 'Action', 'Crime'],
    cast: ['Kai Moreau-Sato', 'Vesna Petrović', 'Dario Lindholm', 'Amara Nwosu'],
    characters: ['Kai Moreau', 'Vesper', 'Unit Nine'],
    director: 'Lior Ben-Ami',
    durationMinutes: 139,
    rating: 8.5,
    releaseDate: '2025-05-30',
    palette: ['#0a0618', '#3d0f5c', '#00f0ff', '#ff4fd8'],
    scene: 'city',
    categories: ['Apparel', 'Collectibles', 'Games'],
    translations: {
      he: {
        title: 'רקוויאם ניאון',
        description:
          'בשנת 2089 מתווך זיכרונות מגלה זיכרון גנוב שעלול להפיל את התאגיד ששולט בעיר. מותחן סייברפאנק רטוב מגשם ושטוף ניאון.',
      },
    },
  },
  {
    slug: 'whisperwood',
    title: 'Whisperwood',
    tagline: "Don't answer when the trees call your name.",
    description:
      'A teenager spending the summer with her eccentric aunt starts hearing voices from the old forest behind the house. Part fairy tale, part ghost story, wholly unforgettable.',
    genres: ['Fantasy', 'Horror', 'Mystery'],
    cast: ['Wren Ashcombe', 'Odile Marchetti', 'Felix Nakamura'],
    characters: ['Wren Ashby', 'The Hollow Man', 'Aunt Odile'],
    director: 'Niamh Corcoran',
    durationMinutes: 101,
    rating: 7.0,
    releaseDate: '2024-10-18',
    palette: ['#0c1412', '#27433a', '#b8f28c', '#e6ffd6'],
    scene: 'forest',
    categories: ['Posters', 'Collectibles'],
    translations: {
      he: {
        title: 'יער הלחישות',
        description:
          'נערה שמבלה את הקיץ אצל דודתה המוזרה מתחילה לשמוע קולות מהיער הישן שמאחורי הבית. חלק אגדה, חלק סיפור רפאים, בלתי נשכח לגמרי.',
      },
    },
  },
  {
    slug: 'glacier-nine',
    title: 'Glacier Nine',
    tagline: 'Nine went up. The ice kept count.',
    description:
      'A research team drilling into an Arctic glacier finds something frozen that should not exist, and then the radio goes silent. A chilling survival thriller, coming soon to Marquee.',
    genres: ['Thriller', 'Survival'],
    cast: ['Hanna Brekke', 'Mikael Sundberg', 'Leo Tranh'],
    characters: ['Dr. Hanna Brekke', 'Mikael Sund', 'Leo Tran'],
    director: 'Ragnhild Aas',
    durationMinutes: 112,
    rating: 6.8,
    releaseDate: '2025-11-07',
    palette: ['#0b1a2a', '#2f5d7c', '#9fd8ff', '#f0fbff'],
    scene: 'mountains',
    categories: ['Apparel', 'Accessories'],
    translations: {
      he: {
        title: 'קרחון תשע',
        description:
          'צוות מחקר שקודח בקרחון ארקטי מוצא משהו קפוא שלא אמור להתקיים, ואז הקשר האלחוטי נדם. מותחן הישרדות מצמרר, בקרוב במרקיז.',
      },
    },
  },
];

/** Films left off the home carousel (the inactive one and one more). */
const NOT_ON_HOMEPAGE = new Set(['glacier-nine', 'whisperwood']);
const INACTIVE = new Set(['glacier-nine']);

export const films: SeedFilm[] = (() => {
  let homepage = 0;
  return CORE.map((film, index) => {
    const onHome = !NOT_ON_HOMEPAGE.has(film.slug);
    return {
      ...film,
      heroButtonText: 'Shop the collection',
      heroButtonUrl: '/products',
      heroButtonText2: 'Watch trailer',
      heroButtonUrl2: null,
      trailerUrl: null,
      isActive: !INACTIVE.has(film.slug),
      showOnHomepage: onHome,
      homepageOrder: onHome ? (homepage += 1) : null,
      displayOrder: index + 1,
    };
  });
})();

export function filmBySlug(slug: string): SeedFilm {
  const film = films.find((f) => f.slug === slug);
  if (!film) throw new Error(`Unknown film: ${slug}`);
  return film;
}
