// '@il/ui/icons': icons more than one slice draws. Not a federation singleton: a slice bundles what
// it imports from here (one module per icon), so the shell carries none of it.
export { CONTENT_TYPE_ICONS, ContentTypeIcon } from './content-types';
export { EMOJI_ICONS, EmojiText } from './emoji-text';
