// @ts-nocheck -- not yet typed (TypeScript migration)
// The mail sink's outbox: every accepted message, kept as one JSON array in a file so a test (or a
// developer) can read what "was sent" even after the service restarts.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * The default file lives in the temp folder (never in the repository), one per port: two previews
 * on one machine (different E2E_PORT_BASEs) must not read each other's mail.
 */
export function defaultOutboxFile(env = process.env) {
  const port = env.LOCAL_SERVICES_PORT ?? '4000';
  return path.join(os.tmpdir(), 'local-services-mail', `outbox-${port}.json`);
}

export function createOutbox(file) {
  // Writes are chained so two sends arriving together never lose one another's message.
  let queue = Promise.resolve();

  async function read() {
    try {
      const parsed = JSON.parse(await readFile(file, 'utf8'));
      return Array.isArray(parsed) ? parsed : [];
    } catch (error) {
      if (error.code === 'ENOENT' || error instanceof SyntaxError) return [];
      throw error;
    }
  }

  async function write(messages) {
    await mkdir(path.dirname(file), { recursive: true });
    // Write then rename: a reader never sees half a file.
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify(messages, null, 2));
    await rename(temporary, file);
  }

  function serialized(task) {
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
