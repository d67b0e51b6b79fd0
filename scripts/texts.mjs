// `npm run texts`: assembles messages/en.json and vi.json from content/texts (content/texts.mjs).
import { TEXTS_DIR, writeMessages } from '../content/texts.mjs';

const messages = writeMessages();
console.log(`[texts] messages/en.json and messages/vi.json assembled from ${Object.keys(messages.en).length} files in ${TEXTS_DIR}/`);
