// The mail sink's outbox: every accepted message, kept as one JSON array in a file so a test (or a
// developer) can read what "was sent" even after the service restarts.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { codeOf } from '../failures.ts';

/** One accepted send, as GET /outbox lists it. */
export interface OutboxMessage {
  id: string;
  receivedAt: string;
  origin: string | null;
  lib_version: unknown;
  /** Whether a server sent it with the private key (the key itself is not kept). */
  withPrivateKey: boolean;
  user_id: string;
  service_id: string;
  template_id: string;
  template_params: Record<string, unknown>;
}

export interface Outbox {
  file: string;
  list: () => Promise<OutboxMessage[]>;
  append: (message: OutboxMessage) => Promise<OutboxMessage>;
  clear: () => Promise<void>;
}

/**
 * The default file lives in the temp folder (never in the repository), one per port: two previews
 * on one machine (different E2E_PORT_BASEs) must not read each other's mail.
 */
export function defaultOutboxFile(env: NodeJS.ProcessEnv = process.env): string {
  const port = env.LOCAL_SERVICES_PORT ?? '4000';
  return path.join(os.tmpdir(), 'local-services-mail', `outbox-${port}.json`);
}

export function createOutbox(file: string): Outbox {
  // Writes are chained so two sends arriving together never lose one another's message.
  let queue: Promise<unknown> = Promise.resolve();

  async function read(): Promise<OutboxMessage[]> {
    try {
      const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
      // The file is this module's own: what it holds is what append wrote.
      return Array.isArray(parsed) ? (parsed as OutboxMessage[]) : [];
    } catch (error) {
      if (codeOf(error) === 'ENOENT' || error instanceof SyntaxError) return [];
      throw error;
    }
  }

  async function write(messages: OutboxMessage[]): Promise<void> {
    await mkdir(path.dirname(file), { recursive: true });
    // Write then rename: a reader never sees half a file.
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify(messages, null, 2));
    await rename(temporary, file);
  }

  function serialized<T>(task: () => Promise<T>): Promise<T> {
    const result = queue.then(task);
    queue = result.catch(() => undefined);
    return result;
  }

  return {
    file,
    list: () => serialized(read),
    append: (message) =>
      serialized(async () => {
        const messages = await read();
        messages.push(message);
        await write(messages);
        return message;
      }),
    clear: () => serialized(() => write([])),
  };
}
