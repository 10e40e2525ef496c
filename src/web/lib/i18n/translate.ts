// The page's texts go through the same translate as the server's mails and pages; the web app's
// modules keep importing it from here.
export {
  type Dictionary,
  MISSING_KEY_MARK,
  type TFunction,
  type TKey,
  type TOptions,
  translate,
} from '#contract/i18n/translate';
