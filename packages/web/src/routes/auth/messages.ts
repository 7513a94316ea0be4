import type { AreaMessages } from '../../i18n/messages';

export const authMessages: AreaMessages = {
  en: {},
};
