import { createTransport, type Transporter } from 'nodemailer';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { DeliveryFailure, Notifier, PriceDropMessage } from '@marketplace/core';
import { renderPriceDropEmail } from './price-drop-email.js';

export interface SmtpNotifierOptions {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465` (TLS from the start). */
  readonly url: string;
  /** The From address, e.g. `Marketplace <noreply@marketplace.example>`. */
  readonly from: string;
  /** Each wait of a send (connect, greeting, socket idle); kept well under the drainer's lease. */
  readonly timeoutMs?: number;
}

/** A refusal of this recipient for good (RFC 5321 55x on the envelope): retrying cannot help. */
const isPermanent = (error: { code?: unknown; responseCode?: unknown }): boolean =>
  error.code === 'EENVELOPE' && typeof error.responseCode === 'number' && error.responseCode >= 550 && error.responseCode < 560;

const failure = (error: unknown): DeliveryFailure => {
  const detail = error as { code?: unknown; responseCode?: unknown; response?: unknown; message?: unknown };
  const message = typeof detail.response === 'string' ? detail.response : String(detail.message ?? error);
  return { code: 'delivery_failed', message: message.slice(0, 500), permanent: isPermanent(detail) };
};

/** The domain of the From address, for Message-IDs. */
function domainOf(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.split('@')[1]?.trim() || 'localhost';
}

/**
 * Price-drop emails through an SMTP server (Nodemailer, pooled connections). The notification's
 * stable id is the Message-ID, so a retry of the same notification is the same email: a relay or
 * provider that deduplicates on Message-ID delivers it once.
 */
export class SmtpNotifier implements Notifier {
  private readonly transport: Transporter;
  private readonly domain: string;

  constructor(private readonly options: SmtpNotifierOptions) {
    const timeout = options.timeoutMs ?? 15_000;
    this.transport = createTransport({
      url: options.url,
      pool: true,
      maxConnections: 2,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    });
    this.domain = domainOf(options.from);
  }

  send(message: PriceDropMessage): ResultAsync<void, DeliveryFailure> {
    const email = renderPriceDropEmail(message);
    const sending = this.transport.sendMail({
      from: this.options.from,
      to: { name: message.recipient.name, address: message.recipient.email },
      subject: email.subject,
      text: email.text,
      html: email.html,
      messageId: `<${message.id}@${this.domain}>`,
      headers: { 'Content-Language': message.lang, 'X-Notification-Id': message.id },
    });
    return ResultAsync.fromPromise(sending, failure).andThen((info: { rejected?: unknown[] }) =>
      info.rejected && info.rejected.length > 0
        ? errAsync<void, DeliveryFailure>({ code: 'delivery_failed', message: 'the server refused the recipient', permanent: true })
        : okAsync(undefined),
    );
  }

  close(): void {
    this.transport.close();
  }
}
