import { z } from 'zod';

// Every enumeration is one `as const` tuple (runtime list), one union type and one zod schema.

export const LANDING_TYPES = [
  'by-occupation',
  'by-occupation-category',
  'by-location-state',
  'search-hit',
  'by-sector',
  'by-company',
  'by-location',
  'by-location-ocupacol',
  'by-occupation-with-location',
] as const;
export type LandingType = (typeof LANDING_TYPES)[number];
export const landingTypeSchema = z.enum(LANDING_TYPES);

export const SALARY_FREQUENCIES = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'] as const;
export type SalaryFrequency = (typeof SALARY_FREQUENCIES)[number];
export const salaryFrequencySchema = z.enum(SALARY_FREQUENCIES);

export const EMPLOYMENT_TYPES = [
  'FIXED_TERM',
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'INTERNSHIP',
  'OTHER',
  'unknown',
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export const employmentTypeSchema = z.enum(EMPLOYMENT_TYPES);

/** Ordered from the lowest to the highest level, so the index can rank a requirement. */
export const EDUCATION_LEVELS = [
  'HIGH_SCHOOL',
  'ASSOCIATE_DEGREE',
  'BACHELOR_DEGREE',
  'PROFESSIONAL_CERTIFICATE',
  'POSTGRADUATE_DEGREE',
] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];
export const educationLevelSchema = z.enum(EDUCATION_LEVELS);

export const QUESTION_TYPES = ['unique', 'multiple', 'openShort', 'openLong'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const questionTypeSchema = z.enum(QUESTION_TYPES);

/** Who an account belongs to (spec §6); the `users.role` column holds the same values. */
export const USER_ROLES = ['candidate', 'analyst', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const userRoleSchema = z.enum(USER_ROLES);

export const COUNTRY_CODES = [
  'us',
  'ar',
  'cl',
  'co',
  'cr',
  'do',
  'ec',
  'mx',
  'ni',
  'pa',
  'sv',
  'br',
] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];
export const countryCodeSchema = z.enum(COUNTRY_CODES);

export const DEVICES = ['mobile', 'desktop'] as const;
export type Device = (typeof DEVICES)[number];
export const deviceSchema = z.enum(DEVICES);

export const JOB_SITE_KIND = { PRIVATE: 0, PUBLIC: 1 } as const;
export type JobSiteKind = (typeof JOB_SITE_KIND)[keyof typeof JOB_SITE_KIND];
export const jobSiteKindSchema = z.literal([JOB_SITE_KIND.PRIVATE, JOB_SITE_KIND.PUBLIC]);

export const FILTER_RENDER_TYPES = [
  'SELECTION_LIST',
  'SEARCH',
  'MULTI_SELECT',
  'CHECK',
  'GEO_POINT',
  'CUSTOM:BY_COMPANY',
] as const;
export type FilterRenderType = (typeof FILTER_RENDER_TYPES)[number];
export const filterRenderTypeSchema = z.enum(FILTER_RENDER_TYPES);

export const FILTER_TYPES = ['EQUAL', 'RANGE', 'MATCH', 'GEO_POINT', 'SEARCH'] as const;
export type FilterType = (typeof FILTER_TYPES)[number];
export const filterTypeSchema = z.enum(FILTER_TYPES);

export const SORT_DIRECTIONS = ['ASC', 'DESC'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
export const sortDirectionSchema = z.enum(SORT_DIRECTIONS);

export const VACANCY_STATUSES = ['draft', 'published', 'paused', 'closed', 'expired'] as const;
export type VacancyStatus = (typeof VACANCY_STATUSES)[number];
export const vacancyStatusSchema = z.enum(VACANCY_STATUSES);

export const CURRENCIES = ['COP', 'MXN', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const currencySchema = z.enum(CURRENCIES);

export const TAB_TYPES = ['tabTitle', 'tabOption'] as const;
export type TabType = (typeof TAB_TYPES)[number];
export const tabTypeSchema = z.enum(TAB_TYPES);

export const MENU_OPTION_TYPES = ['hover', 'underline', 'button'] as const;
export type MenuOptionType = (typeof MENU_OPTION_TYPES)[number];
export const menuOptionTypeSchema = z.enum(MENU_OPTION_TYPES);

export const ANALYST_OPTION_TYPES = ['hover', 'button', 'underline', 'text'] as const;
export type AnalystOptionType = (typeof ANALYST_OPTION_TYPES)[number];
export const analystOptionTypeSchema = z.enum(ANALYST_OPTION_TYPES);

export const ANALYST_ICONS = [
  'helpImprove',
  'support',
  'logout',
  'manage',
  'unlink',
  'add',
  'redo',
  'whatsApp',
  'rateUsHelp',
  'recoverPassword',
] as const;
export type AnalystIcon = (typeof ANALYST_ICONS)[number];
export const analystIconSchema = z.enum(ANALYST_ICONS);

export const MENU_ICON_KEYS = [
  'home',
  'requestVacancies',
  'vacancies',
  'candidatesCatalogue',
  'resources',
  'settings',
  'users',
  'dashboard',
  'reports',
  'userManual',
  'plans',
] as const;
export type MenuIconKey = (typeof MENU_ICON_KEYS)[number];
export const menuIconKeySchema = z.enum(MENU_ICON_KEYS);

export const ALERT_KINDS = ['info', 'success', 'warning', 'error'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
export const alertKindSchema = z.enum(ALERT_KINDS);

export const SHARE_CHANNELS = ['facebook', 'whatsApp', 'linkedIn', 'x', 'sms', 'copyLink'] as const;
export type ShareChannel = (typeof SHARE_CHANNELS)[number];
export const shareChannelSchema = z.enum(SHARE_CHANNELS);

export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'linkedIn', 'youTube', 'tikTok'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export const socialNetworkSchema = z.enum(SOCIAL_NETWORKS);

export const APP_STORES = ['googlePlay', 'huaweiAppGallery', 'appleAppStore'] as const;
export type AppStore = (typeof APP_STORES)[number];
export const appStoreSchema = z.enum(APP_STORES);

export const FOOTER_MENUS = [
  'personsMenu',
  'magnetoMenu',
  'magnetoLiteMenu',
  'otherSolutionsMenu',
  'legalMenu',
] as const;
export type FooterMenu = (typeof FOOTER_MENUS)[number];
export const footerMenuSchema = z.enum(FOOTER_MENUS);

export const PAGE_TYPES = ['mainPage', 'jobDetailPage', 'jobsitePage', 'companyPage', 'worksPage'] as const;
export type PageType = (typeof PAGE_TYPES)[number];
export const pageTypeSchema = z.enum(PAGE_TYPES);

export const ERROR_PAGE_STATUSES = [404, 500, 410] as const;
export type ErrorPageStatus = (typeof ERROR_PAGE_STATUSES)[number];
export const errorPageStatusSchema = z.literal(ERROR_PAGE_STATUSES);

export const TOKEN_KINDS = ['token', 'challenge', 'refreshToken'] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];
export const tokenKindSchema = z.enum(TOKEN_KINDS);

export const EMPTY_STATE_IMAGES = ['noData', 'waiting'] as const;
export type EmptyStateImage = (typeof EMPTY_STATE_IMAGES)[number];
export const emptyStateImageSchema = z.enum(EMPTY_STATE_IMAGES);

export const INPUT_TYPES = ['text', 'email', 'number', 'password'] as const;
export type InputType = (typeof INPUT_TYPES)[number];
export const inputTypeSchema = z.enum(INPUT_TYPES);
