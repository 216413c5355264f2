import type { Mailer, MailMessage } from './mailer.ts';

// Sends messages one after another in the background. A request that triggers a mail answers
// before the mail server does, so the answer takes as long whether or not a mail was due (the
// subscribe endpoints must not tell who is subscribed). Failures go to onError, never to the
// visitor; messages still queued at a crash are lost, and the visitor can simply ask again.

export class MailQueue {
  #tail: Promise<void> = Promise.resolve();
  // For /metrics: messages waiting or being sent, and how those that left ended.
  #waiting = 0;
  #sent = 0;
  #failed = 0;

  constructor(
    private readonly mailer: Mailer,
    private readonly onError: (error: Error) => void,
  ) {}

  enqueue(message: MailMessage): void {
    this.#waiting++;
    this.#tail = this.#tail.then(() =>
      this.mailer.send(message).then(
        () => {
          this.#waiting--;
          this.#sent++;
        },
        (error: unknown) => {
          this.#waiting--;
          this.#failed++;
          this.onError(error as Error);
        },
      ),
    );
  }

  get counts(): { waiting: number; sent: number; failed: number } {
    return { waiting: this.#waiting, sent: this.#sent, failed: this.#failed };
  }

  // Resolves when everything enqueued so far has been sent or has failed.
  idle(): Promise<void> {
    return this.#tail;
  }
}
