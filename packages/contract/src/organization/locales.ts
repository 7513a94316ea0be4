/**
 * The languages the product offers: 68 entries, ids with gaps, each with
 * its language code (`value`), its own name and a flag image served by the web app.
 */
export interface LocaleEntry {
  id: number;
  name: string;
  value: string;
  flag: string;
}

const entry = (id: number, value: string, name: string, flag: string): LocaleEntry => ({
  id,
  name,
  value,
  flag: `/flags/${flag}.svg`,
});

export const LOCALES: readonly LocaleEntry[] = [
  entry(1, 'en', 'English', 'us'),
  entry(2, 'en-GB', 'English (UK)', 'gb'),
  entry(3, 'es', 'Español', 'es'),
  entry(4, 'es-MX', 'Español (México)', 'mx'),
  entry(5, 'fr', 'Français', 'fr'),
  entry(6, 'fr-CA', 'Français (Canada)', 'ca'),
  entry(7, 'de', 'Deutsch', 'de'),
  entry(8, 'it', 'Italiano', 'it'),
  entry(9, 'pt', 'Português', 'pt'),
  entry(10, 'pt-BR', 'Português (Brasil)', 'br'),
  entry(12, 'nl', 'Nederlands', 'nl'),
  entry(13, 'sv', 'Svenska', 'se'),
  entry(14, 'da', 'Dansk', 'dk'),
  entry(15, 'nb', 'Norsk bokmål', 'no'),
  entry(16, 'fi', 'Suomi', 'fi'),
  entry(17, 'is', 'Íslenska', 'is'),
  entry(19, 'pl', 'Polski', 'pl'),
  entry(20, 'cs', 'Čeština', 'cz'),
  entry(21, 'sk', 'Slovenčina', 'sk'),
  entry(22, 'hu', 'Magyar', 'hu'),
  entry(23, 'ro', 'Română', 'ro'),
  entry(24, 'bg', 'Български', 'bg'),
  entry(25, 'el', 'Ελληνικά', 'gr'),
  entry(26, 'hr', 'Hrvatski', 'hr'),
  entry(27, 'sr', 'Српски', 'rs'),
  entry(28, 'sl', 'Slovenščina', 'si'),
  entry(29, 'lt', 'Lietuvių', 'lt'),
  entry(30, 'lv', 'Latviešu', 'lv'),
  entry(31, 'et', 'Eesti', 'ee'),
  entry(33, 'ru', 'Русский', 'ru'),
  entry(34, 'uk', 'Українська', 'ua'),
  entry(35, 'tr', 'Türkçe', 'tr'),
  entry(36, 'ga', 'Gaeilge', 'ie'),
  entry(37, 'ca', 'Català', 'ad'),
  entry(38, 'sq', 'Shqip', 'al'),
  entry(39, 'mk', 'Македонски', 'mk'),
  entry(41, 'ka', 'ქართული', 'ge'),
  entry(42, 'hy', 'Հայերեն', 'am'),
  entry(43, 'az', 'Azərbaycan', 'az'),
  entry(44, 'kk', 'Қазақ тілі', 'kz'),
  entry(45, 'uz', 'Oʻzbek', 'uz'),
  entry(47, 'ar', 'العربية', 'sa'),
  entry(48, 'he', 'עברית', 'il'),
  entry(49, 'fa', 'فارسی', 'ir'),
  entry(50, 'ur', 'اردو', 'pk'),
  entry(52, 'hi', 'हिन्दी', 'in'),
  entry(53, 'bn', 'বাংলা', 'bd'),
  entry(54, 'ta', 'தமிழ்', 'lk'),
  entry(55, 'ne', 'नेपाली', 'np'),
  entry(57, 'th', 'ไทย', 'th'),
  entry(58, 'vi', 'Tiếng Việt', 'vn'),
  entry(59, 'id', 'Bahasa Indonesia', 'id'),
  entry(60, 'ms', 'Bahasa Melayu', 'my'),
  entry(61, 'tl', 'Filipino', 'ph'),
  entry(62, 'km', 'ខ្មែរ', 'kh'),
  entry(63, 'mn', 'Монгол', 'mn'),
  entry(65, 'ja', '日本語', 'jp'),
  entry(66, 'ko', '한국어', 'kr'),
  entry(67, 'zh-CN', '简体中文', 'cn'),
  entry(68, 'zh-TW', '繁體中文', 'tw'),
  entry(69, 'zh-HK', '繁體中文 (香港)', 'hk'),
  entry(71, 'sw', 'Kiswahili', 'ke'),
  entry(72, 'am', 'አማርኛ', 'et'),
  entry(73, 'yo', 'Yorùbá', 'ng'),
  entry(74, 'zu', 'isiZulu', 'za'),
  entry(75, 'af', 'Afrikaans', 'na'),
  entry(76, 'so', 'Soomaali', 'so'),
  entry(78, 'ha', 'Hausa', 'ne'),
];

export const LOCALE_COUNT = 68;

export function findLocale(value: string): LocaleEntry | undefined {
  const lower = value.toLowerCase();
  return LOCALES.find((locale) => locale.value.toLowerCase() === lower);
}
