import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

// The W3C Nu HTML Checker (vnu.jar, from the vnu-jar package) over many documents at once: the
// JVM takes seconds to start, so every page is written to one folder and checked in one run.

const run = promisify(execFile);

/**
 * The JVM as a short batch job wants it: one run over a hundred documents spends most of its time
 * compiling itself. C1 alone (no C2) and the serial collector check the same documents in 8 s of
 * CPU instead of 22 s (96 pages, this machine). C1's frames are larger: the schema's deep
 * recursion needs a bigger thread stack than the default (vnu asks for at least 512 KB).
 */
const JVM_OPTIONS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss4m'];

/** The jar's path: the package's main export is that string. */
const VNU_JAR = createRequire(import.meta.url)('vnu-jar') as string;

export interface CheckedDocument {
  /** What a failure names: the page's address and language. */
  label: string;
  html: string;
}

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

/** Every error the checker finds, one line each: `<label>:<line>:<column> <message>`. */
export async function htmlErrors(documents: readonly CheckedDocument[]): Promise<string[]> {
  const folder = await mkdtemp(path.join(tmpdir(), 'vnu-'));
  try {
    // Files are named by their index; vnu reports each by a file: URL ending in that name.
    const files = await Promise.all(
      documents.map(async ({ html }, index) => {
        const file = path.join(folder, `${index}.html`);
        await writeFile(file, html);
        return file;
      }),
    );
    // vnu exits 1 when it finds an error; the report says which, so any exit code is read.
    const { stdout } = await run(
      'java',
      [...JVM_OPTIONS, '-jar', VNU_JAR, '--errors-only', '--format', 'json', '--stdout', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: unknown) => {
      if (isRunFailure(error) && error.stdout) return { stdout: error.stdout };
      throw error;
    });
    const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] };
    return (
      messages
        // Errors, and a file it could not read (non-document-error); info is all --errors-only leaves.
        .filter((message) => message.type !== 'info')
        .map((message) => {
          const index = files.findIndex((file) => message.url?.endsWith(`/${path.basename(file)}`));
          const label = documents[index]?.label ?? message.url ?? '?';
          const where = `${label}:${message.lastLine ?? '?'}:${message.firstColumn ?? '?'}`;
          return `${where} ${message.message}${message.extract ? ` «${message.extract.trim()}»` : ''}`;
        })
    );
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

function isRunFailure(error: unknown): error is { stdout: string } {
  return typeof error === 'object' && error !== null && 'stdout' in error;
}
