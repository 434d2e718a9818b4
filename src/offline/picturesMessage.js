// @ts-check
/**
 * The message a page sends the service worker with the pictures it showed before the worker
 * controlled it (`{type: KEEP_PICTURES, urls: string[]}`): ./picturesSeen.ts sends it, ./sw.js keeps
 * them. Plain JavaScript, as the service worker's modules must be (see ./routes.js).
 */
export const KEEP_PICTURES = 'receipt-wrangler-keep-pictures';
