// The ports a command will listen on, checked before it starts anything: a port another process
// holds (a preview still running, another program) stops the command with one sentence naming the
// port, what holds it, which of the command's servers needs it and the variable that moves it,
// instead of a server dying at its start with a stack trace.
import net from 'node:net';
import { OperatorError } from './operatorErrors.ts';
import { portHolder } from './portHolder.ts';

/** A port one of the command's servers listens on, and the variable that sets it. */
export interface PortUse {
  port: number;
  /** Who listens there, e.g. "the entry server". */
  server: string;
  variable: string;
}

type Probe = 'free' | 'in use' | 'denied';

/** Listens on `port` as the servers do (every address) and lets it go again. */
function probe(port: number): Promise<Probe> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') resolve('in use');
      else if (error.code === 'EACCES') resolve('denied');
      else reject(error);
    });
    server.listen(port, () => server.close(() => resolve('free')));
  });
}

const list = (items: readonly string[]) =>
  new Intl.ListFormat('en', { type: 'conjunction' }).format([...new Set(items)]);

const isPort = (port: number) => Number.isInteger(port) && port >= 1 && port <= 65535;

function inUse(uses: readonly PortUse[]): string {
  const one = uses.length === 1;
  const holders = uses.flatMap(({ port }) => portHolder(port) ?? []);
  const stop =
    holders.length === 0
      ? `what uses ${one ? 'it' : 'them'}`
      : new Set(holders).size === 1
        ? 'that process'
        : 'those processes';
  return (
    `${one ? 'Port' : 'Ports'} ${list(uses.map(({ port }) => String(port)))} ` +
    `${one ? 'is' : 'are'} already in use${holders.length > 0 ? ` by ${list(holders)}` : ''}, ` +
    `and ${list(uses.map(({ server }) => server))} ${one ? 'needs it' : 'need them'}: ` +
    `stop ${stop} or choose ${one ? 'another port' : 'other ports'} with ${list(uses.map(({ variable }) => variable))}.`
  );
}

/** Throws an OperatorError unless every port of `uses` is a port this user can listen on now. */
export async function ensurePortsFree(uses: readonly PortUse[]): Promise<void> {
  for (const { port, server, variable } of uses) {
    if (!isPort(port)) {
      throw new OperatorError(
        `${variable}=${process.env[variable] ?? ''} leaves ${server} without a port (a whole number from 1 to 65535).`,
      );
    }
    const other = uses.find((use) => use.port === port && use.server !== server);
    if (other) {
      throw new OperatorError(
        `Port ${port} is given to both ${server} (${variable}) and ${other.server} (${other.variable}): choose another port for one of them.`,
      );
    }
  }
  const probes = await Promise.all(
    uses.map(async (use) => ({ use, probe: await probe(use.port) })),
  );
  const taken = probes.filter((each) => each.probe === 'in use').map(({ use }) => use);
  if (taken.length > 0) throw new OperatorError(inUse(taken));
  const denied = probes.filter((each) => each.probe === 'denied').map(({ use }) => use);
  if (denied.length > 0) {
    throw new OperatorError(
      `This user may not listen on ${list(denied.map(({ port }) => `port ${port}`))}, which ${list(denied.map(({ server }) => server))} ${denied.length === 1 ? 'needs' : 'need'}: choose another with ${list(denied.map(({ variable }) => variable))}.`,
    );
  }
}
