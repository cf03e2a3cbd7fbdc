export { HttpWebhookSender, type HttpWebhookSenderOptions, type AddressPolicy } from './http-webhook-sender.js';
export { signatureHeader } from './signature.js';
