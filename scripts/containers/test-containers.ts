// `npm run test:containers`: builds and runs the site's containers for real, on this machine,
// with no container registry: stand-in base images (debootstrap, cached), a private Docker engine
// in a network namespace of its own, a caching npm registry for the builds, the app images from
// the bundles `npm test` built (company's next version from source), `docker-compose up -d` and
// checks through the published entry. Everything it starts is
// torn down by process id at the end, also when a step fails or the run is interrupted.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { STEP_FILES, type TimedStep, writeStepTimes } from '../ci/timeRecord.ts';
import { importBaseImages, prepareBaseImages } from './lib/baseImages.ts';
import {
  createEngine,
  type Engine,
  engineDocker,
  engineEnv,
  inNamespace,
  mountsUnder,
  startEngine,
  stopEngine,
} from './lib/engine.ts';
import { ensurePrerequisites } from './lib/prerequisites.ts';
import {
  fatal,
  isAlive,
  messageOf,
  run,
  type RunOptions,
  type RunOutput,
  sleep,
  waitFor,
} from '../lib/processes.ts';
import { newestPost } from './lib/publish.ts';
import { handInBuilds } from './lib/prebuilt.ts';
import { changeCompanyText } from './lib/redeploy.ts';
import { type Registry, startRegistry, stopRegistry } from './lib/registry.ts';
import { snapshotWorkingTree } from './lib/snapshot.ts';
import { importTypeScript } from '../../tooling/importTypeScript.ts';
import type * as Contract from '../../shared/src/federation/contract.ts';
import type * as Remotes from '../../shared/src/federation/remotes.ts';
import type * as InternalAddresses from '../../shared/src/federation/internalAddresses.ts';
import type * as RuntimeVariables from '../../platform/src/config/runtimeVariables.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const { REMOTE_NAMES } = (await importTypeScript(
  'shared/src/federation/contract.ts',
)) as typeof Contract;
const { REMOTES } = (await importTypeScript('shared/src/federation/remotes.ts')) as typeof Remotes;
const { PREVIEW_ADDRESSES } = (await importTypeScript(
  'shared/src/federation/internalAddresses.ts',
)) as typeof InternalAddresses;
const { COMPOSE_SETTINGS, LOCAL_PREVIEW, RUNTIME_VARIABLES } = (await importTypeScript(
  'platform/src/config/runtimeVariables.ts',
)) as typeof RuntimeVariables;
// The compose services: the entry, one per remote of the federation contract, local-services.
const SERVICES = ['shell', ...REMOTE_NAMES, 'local-services'];
const PROJECT = 'sitecontainerstest';
const SITE_URL = 'http://localhost:8080';
// Values given to the containers as environment variables; /config.js must carry them.
const TEST_CONFIG = {
  COMPANY_PHONE: '+995 555 12 34 56',
  COMPANY_EMAIL: 'containers-test@example.ge',
};

/** What the run has set up so far: what tear-down has to take away, and compose's settings. */
interface State {
  workDir?: string;
  engine?: Engine;
  registry?: Registry;
  contextDir?: string;
  composeEnv?: NodeJS.ProcessEnv;
  composeUp: boolean;
  /** Steps started beside later ones (stepBeside), each settled before tear-down goes on. */
  besideSteps: Promise<unknown>[];
  /** Ends company's source build (a step beside the checks) if it still runs. */
  stopSourceBuild?: () => void;
}

/** An error, with the step it ended (the summary names it) and, for a signal, the exit status. */
type Failure = Error & { step?: string; exitCode?: number };

/** What `docker inspect` tells of a container, as far as the checks read it. */
interface ContainerInfo {
  Id: string;
  Image: string;
  RestartCount: number;
  State: {
    Status: string;
    Running: boolean;
    Restarting: boolean;
    StartedAt: string;
    Health?: { Status: string };
  };
  /** The health check as the image or compose gave it: ['CMD', …] or ['CMD-SHELL', '…']. */
  Config: { User: string; Healthcheck?: { Test?: string[] } };
  HostConfig: { ReadonlyRootfs: boolean };
}

const started = Date.now();
const results: TimedStep[] = [];
const state: State = { composeUp: false, besideSteps: [] };

const asFailure = (error: unknown): Failure =>
  error instanceof Error ? error : new Error(String(error));

function variable(name: string): RuntimeVariables.RuntimeVariable {
  const found = RUNTIME_VARIABLES.find((each) => each.name === name);
  if (!found) throw new Error(`platform/src/config/runtimeVariables.ts has no ${name}`);
  return found;
}

async function step<T>(name: string, action: () => T | Promise<T>): Promise<T> {
  // Tear-down began (a signal, a build beside the steps failed): nothing more is started.
  if (ending) throw Object.assign(new Error('not started: the run is ending'), { step: name });
  const begin = Date.now();
  console.log(`\n=== [test:containers] ${name}`);
  try {
    const value = await action();
    results.push({ name, ok: true, seconds: (Date.now() - begin) / 1000 });
    return value;
  } catch (error) {
    results.push({ name, ok: false, seconds: (Date.now() - begin) / 1000 });
    const failure = asFailure(error);
    failure.step ??= name;
    // Before the logs are read: a build beside it that fails meanwhile came second.
    await claim(failure);
    if (state.composeUp) await printServiceLogs();
    throw failure;
  }
}

/**
 * A step started now, beside the steps after it, which need nothing from it until they await it
 * (the bundles' build beside the engine's start, company's source build beside the untimed
 * checks); its time and outcome are recorded when it ends, and a failure ends the run then. One
 * that tear-down (`stopped`) or a signal ends is recorded as ended, not as a failure of its own.
 */
function stepBeside<T>(
  name: string,
  action: () => Promise<T>,
  stopped?: AbortSignal,
): () => Promise<T> {
  const begin = Date.now();
  const label = `${name} (beside the steps after it)`;
  console.log(`\n=== [test:containers] ${label}`);
  const settled = action().then(
    (value) => {
      results.push({ name: label, ok: true, seconds: (Date.now() - begin) / 1000 });
      return value;
    },
    async (error: unknown) => {
      const seconds = (Date.now() - begin) / 1000;
      const failure = asFailure(error);
      failure.step ??= label;
      await claim(failure);
      if (stopped?.aborted || outcome?.exitCode === INTERRUPTED) {
        // Ended on purpose: by tear-down, or by the signal that reached its commands too.
        results.push({ name: label, ok: false, ended: true, seconds });
        console.log(`\n=== [test:containers] ${label}: ended`);
      } else {
        results.push({ name: label, ok: false, seconds });
        console.error(`\n=== [test:containers] ${label} FAILED:\n${failure.message}`);
        // At once, not when a later step awaits it (for the source build, up to a minute on).
        void end();
      }
      throw failure;
    },
  );
  // Settled before tear-down stops the engine, and never an unhandled rejection when a step
  // before its await fails.
  state.besideSteps.push(settled.catch(() => undefined));
  return () => settled;
}

/** The last lines each container wrote, so a failed check shows what the servers saw. */
async function printServiceLogs(): Promise<void> {
  for (const service of SERVICES) {
    try {
      const id = await containerId(service);
      const { stdout, stderr } = await docker(['logs', '--tail', '20', id], { capture: true });
      console.log(`--- ${service} (last lines of its log)\n${stdout}${stderr}`);
    } catch (error) {
      console.log(`--- ${service}: no log (${messageOf(error)})`);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// docker-compose and docker in the private engine

function composeEnv(
  engine: Engine,
  registry: Registry,
  images: Record<string, string>,
): NodeJS.ProcessEnv {
  // The machine's own settings must not leak into the run: only the test decides the variables.
  const documented = new Set([...RUNTIME_VARIABLES, ...COMPOSE_SETTINGS].map(({ name }) => name));
  const env = Object.fromEntries(
    Object.entries(engineEnv(engine)).filter(([name]) => !documented.has(name)),
  );
  return {
    ...env,
    ...images,
    ...TEST_CONFIG,
    // Preview is off unless .env gives both (compose defaults neither): the local pair, which
    // local-services' Preview API answers, so an editor's preview is checked too.
    PREVIEW_SECRET: LOCAL_PREVIEW.secret,
    CONTENT_PREVIEW_TOKEN: LOCAL_PREVIEW.token,
    COMPOSE_PROJECT_NAME: PROJECT,
    IMAGE_PREFIX: 'site-containers-test',
    NPM_CONFIG_REGISTRY: registry.url,
  };
}

function compose(args: readonly string[], options: RunOptions = {}): Promise<RunOutput> {
  return run('docker-compose', ['-f', 'docker-compose.yml', ...args], {
    cwd: state.contextDir,
    env: state.composeEnv,
    ...options,
  });
}

/** The test's engine, once started. */
function theEngine(): Engine {
  if (!state.engine) throw new Error('the Docker engine is not started yet');
  return state.engine;
}

const docker = (args: readonly string[], options?: RunOptions) =>
  engineDocker(theEngine())(args, options);

async function containerId(service: string): Promise<string> {
  const { stdout } = await compose(['ps', '-q', service], { capture: true });
  const id = stdout.trim();
  if (!id) throw new Error(`no container for ${service}`);
  return id;
}

async function inspect(id: string): Promise<ContainerInfo> {
  const { stdout } = await docker(['inspect', id], { capture: true });
  const [info] = JSON.parse(stdout) as ContainerInfo[];
  if (!info) throw new Error(`docker inspect ${id} told nothing`);
  return info;
}

/**
 * The container's status (its health where it has a check), or a failure at once, with its log,
 * when it crashed or Docker found it unhealthy.
 */
async function statusUnlessCrashed(service: string, info: ContainerInfo): Promise<string> {
  const status = info.State.Health?.Status ?? info.State.Status;
  // A crash (restart policy at work) fails at once, with the container's log.
  if (
    !info.State.Running ||
    info.State.Restarting ||
    info.RestartCount > 0 ||
    status === 'unhealthy'
  ) {
    const { stdout, stderr } = await docker(['logs', '--tail', '30', info.Id], {
      capture: true,
    }).catch((error: unknown) => ({ stdout: '', stderr: messageOf(error) }));
    throw fatal(
      new Error(
        `${service} is ${info.State.Restarting ? 'restarting' : status} (restarts: ${info.RestartCount}); its log:\n${stdout}${stderr}`,
      ),
    );
  }
  return status;
}

async function waitHealthy(services: readonly string[], timeoutMs = 180000): Promise<void> {
  await waitFor(
    `${services.join(', ')} to report healthy`,
    async () => {
      const statuses: string[] = [];
      for (const service of services) {
        const info = await inspect(await containerId(service));
        statuses.push(`${service}=${await statusUnlessCrashed(service, info)}`);
      }
      if (statuses.every((entry) => entry.endsWith('=healthy'))) {
        console.log(`  ok  ${statuses.join(' ')}`);
        return true;
      }
      return false;
    },
    { timeoutMs, intervalMs: 2000 },
  );
}

/** The container's own health check command, as `docker exec` runs it. */
function healthCommand(service: string, info: ContainerInfo): string[] {
  const [kind, ...command] = info.Config.Healthcheck?.Test ?? [];
  if (kind === 'CMD' && command.length > 0) return command;
  if (kind === 'CMD-SHELL' && command[0]) return ['/bin/sh', '-c', command[0]];
  throw fatal(
    new Error(`${service} has no health check (its Config.Healthcheck is ${kind ?? 'unset'})`),
  );
}

/**
 * Waits until every container's own health check passes, run with `docker exec` every second.
 * Docker runs it first only an interval (10 s) after the start, and again 10 s after a failure,
 * which this Docker cannot shorten for the start alone (no start_interval before Engine 25): the
 * checks that need the site begin as soon as it is ready, and Docker's own verdict is asserted
 * after them (waitHealthy), when its checks have run.
 */
async function waitReady(services: readonly string[], timeoutMs = 180000): Promise<void> {
  const ready = new Set<string>();
  await waitFor(
    `${services.join(', ')} to pass their health checks`,
    async () => {
      for (const service of services.filter((name) => !ready.has(name))) {
        const info = await inspect(await containerId(service));
        await statusUnlessCrashed(service, info);
        // Docker ends its own run of the check after its time-out (compose: 5 s); so does this.
        const passed = await docker(['exec', info.Id, ...healthCommand(service, info)], {
          capture: true,
          timeoutMs: 5000,
        }).then(
          () => true,
          () => false,
        );
        if (passed) ready.add(service);
      }
      return ready.size === services.length;
    },
    { timeoutMs, intervalMs: 1000 },
  );
  console.log(`  ok  ${services.join(' ')}`);
}

// ---------------------------------------------------------------------------------------------
// checks run inside the engine's namespace, where the published ports are

function probe(script: string, args: readonly string[]) {
  return inNamespace(theEngine(), process.execPath, [path.join(here, 'probe', script), ...args], {
    cwd: repoRoot,
  });
}

/**
 * One test of probe/siteChecks.test.ts, by its name, against the published site (`argument`: what
 * that test's comment says it is given). Fails when no test of that name ran, as well as when it
 * fails: a name that matches nothing would otherwise pass, every test skipped.
 */
async function siteCheck(name: string, argument?: string): Promise<void> {
  const { stdout } = await inNamespace(
    theEngine(),
    process.execPath,
    [
      '--test',
      '--test-reporter=spec',
      `--test-name-pattern=^${name}$`,
      path.join(here, 'probe', 'siteChecks.test.ts'),
    ],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        SITE_URL,
        ...(argument === undefined ? {} : { CHECK_ARGUMENT: argument }),
      },
      capture: true,
    },
  );
  process.stdout.write(stdout);
  if (!new RegExp(`✔ ${name} `).test(stdout)) throw new Error(`no site check named ${name} ran`);
}

async function checkContainersHardened(): Promise<void> {
  for (const service of SERVICES) {
    const info = await inspect(await containerId(service));
    const user = info.Config.User;
    const { stdout: status } = await docker(['exec', info.Id, 'cat', '/proc/1/status'], {
      capture: true,
    });
    const uid = /^Uid:\s+(\d+)/m.exec(status)?.[1];
    if (!user || uid === undefined || uid === '0') {
      throw new Error(
        `${service} runs as uid ${uid} (configured user "${user}"), not a non-root user`,
      );
    }
    if (!info.HostConfig.ReadonlyRootfs)
      throw new Error(`${service} has a writable root file system`);
    const write = await docker(['exec', info.Id, 'sh', '-c', 'touch /write-probe 2>/dev/null'], {
      capture: true,
    }).then(
      () => 'written',
      () => 'refused',
    );
    if (write !== 'refused') throw new Error(`${service} could write to its root file system`);
    console.log(`  ok  ${service}: main process uid ${uid}, read-only root file system`);
  }
}

/**
 * What the company team runs before its deploy (docs/operations.md#shared-contract-changes): the
 * new image's manifest against the live site. Its About page changed, not what it needs of
 * @site/shared, so the answer must be yes.
 */
async function askCanDeploy(workDir: string): Promise<void> {
  const image = `${state.composeEnv?.IMAGE_PREFIX ?? 'site'}/company:${state.composeEnv?.IMAGE_TAG ?? 'latest'}`;
  const built = mkdtempSync(path.join(workDir, 'company-next-'));
  const { stdout: created } = await docker(['create', image], { capture: true });
  try {
    await docker([
      'cp',
      `${created.trim()}:/usr/share/site/html/mf-manifest.json`,
      path.join(built, 'mf-manifest.json'),
    ]);
  } finally {
    await docker(['rm', created.trim()], { capture: true });
  }
  const args = ['--app', path.join(repoRoot, 'mfe-company'), '--dist', built, '--site', SITE_URL];
  const { stdout } = await inNamespace(
    theEngine(),
    process.execPath,
    [path.join(repoRoot, 'scripts/can-deploy.ts'), ...args],
    { cwd: repoRoot, capture: true },
  );
  if (!stdout.startsWith('yes:')) throw new Error(`can-deploy refused the new company: ${stdout}`);
  console.log(`  ok  npm run can-deploy -w mfe-company: ${stdout.trim()}`);
}

/** The company team's next image: its About page gets `marker`, built from source. */
interface NextCompany {
  marker: string;
  /** Waits for the image (a failed build is printed when it fails, and ends the run here). */
  built: () => Promise<void>;
}

/**
 * Changes the company's text in the snapshot and builds its image from source, as the team's
 * deploy does (the Dockerfile's install and build stages). The running images came from the
 * bundles handed in, not from these sources, so the build may start while the last checks run:
 * they mostly wait, and the build is the run's longest step. Tear-down ends it if it still runs.
 */
function buildNextCompany(contextDir: string): NextCompany {
  const marker = `Redeployed company remote ${Date.now().toString(36)}`;
  changeCompanyText(contextDir, marker);
  console.log(`changed the company remote's About page: "${marker}"; building it from source`);
  const aborter = new AbortController();
  state.stopSourceBuild = () => aborter.abort();
  const built = stepBeside(
    'company built from source',
    async () => {
      await compose(['build', 'company'], {
        env: { ...state.composeEnv, APP_BUILD: 'source' },
        timeoutMs: 10 * 60 * 1000,
        // Its lines would cut into the other steps' (a failure carries the end of them).
        capture: true,
        signal: aborter.signal,
      });
    },
    aborter.signal,
  );
  return { marker, built };
}

async function redeployCompany(workDir: string, next: NextCompany): Promise<void> {
  const { marker } = next;
  const shellBefore = await inspect(await containerId('shell'));
  const companyBefore = await inspect(await containerId('company'));
  // A visitor has a company page open across the redeploy (browserChecks.ts meets this run in a
  // folder: it writes `opened`, this run writes `redeployed`).
  const meetingDir = mkdtempSync(path.join(workDir, 'visitor-'));
  const visitor = probe('browserChecks.ts', ['open-across-redeploy', SITE_URL, marker, meetingDir]);
  let visitorEnded = false;
  visitor.then(
    () => (visitorEnded = true),
    () => (visitorEnded = true),
  );
  await waitFor('Chromium to open /services', async () => {
    if (existsSync(path.join(meetingDir, 'opened'))) return true;
    // Its failure, with what it printed, ends the step at once.
    if (visitorEnded)
      await visitor.catch((error: unknown) => Promise.reject(fatal(asFailure(error))));
    return false;
  });
  await next.built();
  await askCanDeploy(workDir);
  await compose(['up', '-d', '--no-deps', 'company']);
  // Ready by its own health check at once; Docker's verdict is asserted at the end of the step.
  await waitReady(['company']);
  const companyAfter = await inspect(await containerId('company'));
  if (companyAfter.Image === companyBefore.Image) throw new Error('company runs the old image');
  const shellAfter = await inspect(await containerId('shell'));
  if (
    shellAfter.Id !== shellBefore.Id ||
    shellAfter.Image !== shellBefore.Image ||
    shellAfter.State.StartedAt !== shellBefore.State.StartedAt ||
    shellAfter.RestartCount !== shellBefore.RestartCount
  ) {
    throw new Error('the shell container was rebuilt or restarted');
  }
  console.log('  ok  company runs a new image; the shell container and image are untouched');
  // The entry looks the remote up per request (DNS answers are kept 10 s).
  await waitFor(
    'the entry to serve the new company text',
    () => siteCheck('company-text', marker).then(() => true),
    { timeoutMs: 60000, intervalMs: 3000 },
  );
  writeFileSync(path.join(meetingDir, 'redeployed'), '');
  await visitor;
  await probe('browserChecks.ts', ['text', SITE_URL, marker]);
  await waitHealthy(['company']);
}

// ---------------------------------------------------------------------------------------------
// teardown: containers, engine, namespace, mounts, registry, temp folder

async function tearDown(interrupted: boolean): Promise<string[]> {
  const problems: string[] = [];
  console.log('\n=== [test:containers] tear down');
  state.stopSourceBuild?.();
  await Promise.all(state.besideSteps);
  // After a signal the engine may have had it too (a terminal's Ctrl+C reaches the whole process
  // group) and be stopping: it stops its containers as it stops, below, so compose is not asked.
  if (state.composeUp && !interrupted) {
    await compose(['down', '--volumes', '--remove-orphans', '--timeout', '10'], {
      timeoutMs: 120000,
    }).catch((error: unknown) => problems.push(`docker-compose down: ${messageOf(error)}`));
  }
  if (state.engine) problems.push(...(await stopEngine(state.engine)));
  await stopRegistry(state.registry);
  if (state.workDir) {
    const mounts = mountsUnder(state.workDir);
    if (mounts.length) problems.push(`mounts left under ${state.workDir}: ${mounts.join(', ')}`);
    else rmSync(state.workDir, { recursive: true, force: true });
  }
  // Proof that nothing stayed behind.
  for (const [what, pid] of [
    ['dockerd', state.engine?.pid],
    ['verdaccio', state.registry?.pid],
  ] as const) {
    if (pid && isAlive(pid)) problems.push(`${what} (pid ${pid}) is still running`);
  }
  if (state.engine && existsSync(`/run/netns/${state.engine.namespace}`)) {
    problems.push(`namespace ${state.engine.namespace} still exists`);
  }
  if (state.engine && existsSync(`/sys/class/net/${state.engine.hostVeth}`)) {
    problems.push(`interface ${state.engine.hostVeth} still exists`);
  }
  if (problems.length === 0)
    console.log('  ok  no container, engine, namespace, mount or registry left');
  return problems;
}

function summary(failure: Failure | undefined, cleanupProblems: readonly string[]): void {
  console.log('\n=== [test:containers] summary');
  for (const result of results) {
    const mark = result.ok ? 'ok   ' : result.ended ? 'ended' : 'FAIL ';
    console.log(`${mark} ${result.name} (${result.seconds.toFixed(1)} s)`);
  }
  console.log(`total ${((Date.now() - started) / 1000).toFixed(0)} s`);
  writeStepTimes(STEP_FILES.containers, {
    steps: results,
    startedAt: started,
    endedAt: Date.now(),
  });
  for (const problem of cleanupProblems) console.error(`tear-down problem: ${problem}`);
  if (failure) {
    console.error(
      `\ntest:containers FAILED at step "${failure.step ?? 'unknown'}":\n${failure.message}`,
    );
  } else if (cleanupProblems.length === 0) {
    console.log('\ntest:containers passed');
  }
}

/** The exit status of a run a signal interrupted. */
const INTERRUPTED = 130;
/** What ends the run: the first failure, or the signal that came first (then it is the outcome). */
let outcome: Failure | undefined;
/** The run's end, once it began: tear-down, the summary, the exit. */
let ending: Promise<void> | undefined;

/**
 * One turn of the event loop. A terminal's Ctrl+C reaches the run's commands too, and one of them
 * can fail of it before the run's own handler has run: this lets the signal come first.
 */
const afterPendingSignals = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Makes `failure` the run's outcome, unless a failure or a signal came before it. */
async function claim(failure: Failure): Promise<void> {
  await afterPendingSignals();
  outcome ??= failure;
}

/**
 * Tears down, prints the summary and exits, once: the run's end, a failure beside the steps and a
 * signal all end here. A later caller waits for that tear-down instead of exiting while it still
 * stops the engine.
 */
function end(): Promise<void> {
  ending ??= afterPendingSignals()
    .then(() => tearDown(outcome?.exitCode === INTERRUPTED))
    .catch((error: unknown) => [`tear-down: ${messageOf(error)}`])
    .then((problems) => {
      summary(outcome, problems);
      process.exit(outcome?.exitCode ?? (outcome || problems.length ? 1 : 0));
    });
  return ending;
}

/** What a tear-down cut short may leave, for the operator to remove. */
const leftBehind = () =>
  [
    state.engine && `dockerd pid ${state.engine.pid} in namespace ${state.engine.namespace}`,
    state.registry && `verdaccio pid ${state.registry.pid}`,
    state.workDir && `the folder ${state.workDir}`,
  ]
    .filter(Boolean)
    .join('; ');

let signals = 0;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    signals += 1;
    if (signals > 1) {
      // The operator's way out of a tear-down that hangs.
      console.error(
        `\n${signal} again: exiting before tear-down ends, which may leave: ${leftBehind()}`,
      );
      process.exit(INTERRUPTED);
    }
    console.error(
      `\n${signal}: ${ending ? 'tear-down is under way' : 'stopping'} (another signal exits at once)`,
    );
    if (!ending) {
      outcome ??= Object.assign(new Error(`interrupted by ${signal}`), {
        step: 'interrupted',
        exitCode: INTERRUPTED,
      });
    }
    void end();
  });
}

try {
  await step('prerequisites (root, Debian packages)', ensurePrerequisites);
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'site-containers-'));
  state.workDir = workDir;
  const baseImageFiles = await step('stand-in base images (debootstrap, cached)', () =>
    prepareBaseImages(workDir),
  );
  const source = process.env.SITE_CONTAINERS_SOURCE ?? repoRoot;
  const contextDir = await step('snapshot of the working tree', () =>
    snapshotWorkingTree(source, path.join(workDir, 'context')),
  );
  state.contextDir = contextDir;
  // The bundles' build keeps the CPU busy while the engine starts and the base images load from
  // disk.
  const bundlesHandedIn = stepBeside(
    "the images' bundles: npm run build, reused from npm test's builds",
    () =>
      handInBuilds(source, contextDir, [
        'shell',
        ...REMOTE_NAMES.map((name) => REMOTES[name].folder),
      ]),
  );
  const engine = await step('private Docker engine in its own network namespace', async () => {
    const created = createEngine(workDir);
    state.engine = created;
    await startEngine(created);
    return created;
  });
  const registry = await step('npm registry proxy for the builds', () =>
    // Known to tear-down from its start, before it answers.
    startRegistry(workDir, engine.host, (started) => (state.registry = started)),
  );
  const images = await step('import the base images into the engine', () =>
    importBaseImages(docker, baseImageFiles),
  );
  state.composeEnv = composeEnv(engine, registry, images);
  await bundlesHandedIn();
  await step('docker-compose build, then up -d', async () => {
    state.composeUp = true;
    // The app images take the bundles handed in (APP_BUILD=prebuilt): no install, no webpack.
    await compose(['build', '--parallel'], {
      timeoutMs: 10 * 60 * 1000,
      env: { ...state.composeEnv, APP_BUILD: 'prebuilt' },
    });
    await compose(['up', '-d'], { timeoutMs: 5 * 60 * 1000 });
  });
  await step(
    "every container passes its own health check (docker exec, without Docker's wait)",
    () => waitReady(SERVICES),
  );
  await step('every spec route answers, rendered by its owner, with a true status', () =>
    siteCheck('routes'),
  );
  await step('remotes through /mfe/<name>/ with caching headers', () => siteCheck('remotes'));
  await step('/config.js carries the environment given to the shell', () =>
    siteCheck(
      'config',
      JSON.stringify({
        'company.phone': TEST_CONFIG.COMPANY_PHONE,
        'company.email': TEST_CONFIG.COMPANY_EMAIL,
        // Not given: its default.
        'content.space': variable('CONTENT_SPACE').default,
      }),
    ),
  );
  await step("server-rendered pages show the containers' own configuration", () =>
    siteCheck(
      'rendered-config',
      JSON.stringify({ phone: TEST_CONFIG.COMPANY_PHONE, email: TEST_CONFIG.COMPANY_EMAIL }),
    ),
  );
  await step('a contact send reaches the local-services outbox', () => siteCheck('mail'));
  await step('a contact form sent without scripts is answered by the form server', () =>
    siteCheck('form-post'),
  );
  await step(
    'a post edited in local-services shows on its page within 5 s (webhook, sync)',
    async () => {
      const shows = (path: string, text: string) =>
        siteCheck('page-shows', JSON.stringify({ path, text }));
      const { slug, title } = await newestPost(compose);
      await shows(`/en/blog/${slug}`, title);
      const published = await newestPost(compose, new Date().toISOString());
      await shows(`/en/blog/${slug}`, published.title);
    },
  );
  await step('an editor previews a draft post; visitors get 404', () =>
    siteCheck(
      'preview',
      JSON.stringify({
        slug: 'draft-post-not-published',
        title: 'Draft post (not published)',
        secret: LOCAL_PREVIEW.secret,
        space: variable('CONTENT_SPACE').default,
        previewContent: PREVIEW_ADDRESSES.content,
      }),
    ),
  );
  // Past the checks that time a page (each page's first render within the entry's 1 s, the publish
  // within 5 s): company's source build, the run's longest step, shares the cores from here.
  const nextCompany = await step(
    "company's next version: its text changed, its build started",
    () => buildNextCompany(contextDir),
  );
  // Docker runs its own checks every 10 s from the start: by now they have, and a container that
  // crashed or restarted during the checks above shows here.
  await step('every container healthy', () => waitHealthy(SERVICES));
  await step(
    'containers run as non-root with a read-only root file system',
    checkContainersHardened,
  );
  await step('contact stopped: /contact shows the fallback, other routes serve', async () => {
    await compose(['stop', 'contact']);
    await sleep(1000);
    await siteCheck('routes', 'contact');
    await probe('browserChecks.ts', ['contact-down', SITE_URL]);
  });
  await step("nginx's error lines reach the log without a query string", async () => {
    // contact is stopped: the entry's hop to it fails, and nginx writes an error line naming the
    // request. The marks stand for a preview secret and what a visitor typed. The made-up preview
    // pass is refused (401) before any hop, so only the second request fails one.
    const marks = [`secret-${Date.now()}`, `typed-${process.pid}`];
    const entryLog = async () => {
      const { stdout, stderr } = await compose(['logs', '--no-color', 'shell'], { capture: true });
      return `${stdout}\n${stderr}`;
    };
    const failedHops = (logged: string) =>
      (logged.match(/\[error\].*request: "GET \/en\/contact HTTP\/1\.1"/g) ?? []).length;
    const before = failedHops(await entryLog());
    for (const query of [`preview=${marks[0]}&q=${marks[1]}`, `q=${marks[1]}`]) {
      // From inside the engine's namespace, where the site is published; it must answer.
      await inNamespace(
        theEngine(),
        process.execPath,
        [
          '-e',
          'fetch(process.argv[1]).then((answer) => answer.text())',
          `${SITE_URL}/en/contact?${query}`,
        ],
        { capture: true },
      );
    }
    await sleep(1000);
    const logged = await entryLog();
    if (failedHops(logged) <= before) {
      throw new Error("the entry's log has no error line for the failed /en/contact?q=…");
    }
    const leaked = marks.filter((mark) => logged.includes(mark));
    if (leaked.length > 0) throw new Error(`the entry's log holds ${leaked.join(', ')}`);
  });
  await step('company rebuilt and restarted alone serves a new text', () =>
    redeployCompany(workDir, nextCompany),
  );
} catch (error) {
  await claim(asFailure(error));
}
await end();
