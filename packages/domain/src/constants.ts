// Spec §9: business constants and limits. Durations are in milliseconds, sizes in pixels.

/** Design-system breakpoints (first reading of §9). */
export const BREAKPOINTS = {
  xxs: 375,
  xs: 480,
  sm: 576,
  md: 768,
  lg: 992,
  xl: 1024,
  hd: 1280,
  xxl: 1440,
} as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** Breakpoints listed by the page layer (second reading of §9). */
export const PAGE_BREAKPOINTS = [480, 576, 768, 992, 1200, 1366, 1600] as const;

export const CARDS_PER_LIST = { desktop: 40, mobile: 15 } as const;
export const SIDE_LIST_CARDS = { desktop: 12, mobile: 15 } as const;
export const CARD_CITIES_MAX = 5;
export const MEGA_MENU_CARDS = 39;
export const SIDE_CARDS = 10;
export const SIMILAR_JOBS_MAX = 5;
export const LOADING_PLACEHOLDER_CARDS = 20;
export const SKELETON_FILTERS = { groups: 6, valuesPerGroup: 8 } as const;
export const DETAIL_SKELETON_SECTIONS = { desktop: 5, mobile: 2 } as const;

export const DEFAULT_PAGE_SIZE = 10;
export const DEFAULT_PAGINATION_BUTTONS = 3;
export const FREQUENT_SEARCHES_INITIAL = 9;
/** Largest page number the search API accepts. */
export const MAX_PAGE = 10_000;

export const YEAR_LIST_YEARS_BACK = 74;
export const YEAR_LIST_YEARS_AHEAD = 26;

export const TEXT_LIMITS = {
  input: 120,
  textArea: 2000,
  shortQuestion: 140,
  longQuestion: 2500,
} as const;
export type TextLimitKind = keyof typeof TEXT_LIMITS;

export const TIMINGS = {
  drawerOpen: 100,
  drawerClose: 500,
  popoverHide: 300,
  suggestionClose: 300,
  navScroll: 300,
  notificationAutoClose: 5000,
  feedbackButtonDelay: 10_000,
  feedbackButtonPoll: 1000,
  carouselSpeed: 500,
} as const;

export const SWIPE_THRESHOLD = 40;
export const NOTIFICATION_DEFAULT_POSITION = 'top-right';
export const CAROUSEL = {
  autoplay: true,
  infinite: true,
  speed: TIMINGS.carouselSpeed,
  slidesToShow: 1,
} as const;
export const LOADER_DOTS = 3;
export const LOADING_BAR = { height: 3, color: 'green' } as const;

export const LAYOUT = {
  drawerPadding: 20,
  tooltipWidth: '10rem',
  logoWidth: 110,
  isotypeWidth: 25,
  filterPanelCloseIcon: 20,
  collapsedFooterMenuHeight: 40,
} as const;

export const DEFAULT_NUMBER_FORMAT_LOCALE = 'de-DE';
export const DEFAULT_USER_MENU_QUERY_STRING = '';
export const ANALYTICS_CURRENCY = 'COP';
export const ANALYTICS_LIST_PAGE_SIZE = 10;
/** Calendar rules ("today", "yesterday", "in the future") are evaluated in the default market's zone. */
export const DEFAULT_TIME_ZONE = 'America/Bogota';

/** Query parameters carried by links to similar jobs from an expired vacancy. */
export const EXPIRED_VACANCY_UTM = {
  utm_source: 'vacante-expirada',
  utm_medium: 'referral',
  utm_campaign: 'job-suggested',
} as const;

/** Letters of the alphabet filter, Spanish order with Ñ after N. */
export const ALPHABET = [
  'A',
  'B',
  'C',
  'D',
  'E',
  'F',
  'G',
  'H',
  'I',
  'J',
  'K',
  'L',
  'M',
  'N',
  'Ñ',
  'O',
  'P',
  'Q',
  'R',
  'S',
  'T',
  'U',
  'V',
  'W',
  'X',
  'Y',
  'Z',
] as const;
export type AlphabetLetter = (typeof ALPHABET)[number];

/** Accounts: a password's length (argon2 takes any; the cap keeps a huge one from costing a second of CPU), a name's. */
export const ACCOUNT_LIMITS = { passwordMin: 8, passwordMax: 128, nameMax: 120 } as const;
