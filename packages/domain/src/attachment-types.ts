/** The kinds of file an attachment may be (spec 02 section 5: images, xls, xlsx, csv and pdf), by the extension its content shows. */
export const ATTACHMENT_EXTENSIONS: readonly string[] = [
  'png',
  'jpg',
  'gif',
  'webp',
  'pdf',
  'xls',
  'xlsx',
  'csv',
];

/** The same kinds as a file picker's `accept` (the server checks the content again). */
export const ATTACHMENT_ACCEPT = '.png,.jpg,.jpeg,.gif,.webp,.pdf,.xls,.xlsx,.csv';

/** Why a file of any other kind is refused, naming the kinds accepted. */
export const ATTACHMENT_REFUSED_MESSAGE = 'only images, xls, xlsx, csv and pdf files can be attached.';

/** Largest accepted attachment, in bytes. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
