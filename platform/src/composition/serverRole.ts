/** Fills one of nginx/templates/ into a file of the runtime folder. */
export type FillTemplate = (template: string, output: string) => void;

/**
 * What the entry's composition and a remote's do differently (entryServer.ts, remoteServer.ts);
 * compose.ts does the rest, the same for both.
 */
export interface ServerRole {
  /** Its nginx's upstream groups. */
  readonly upstreams: readonly string[];
  /** Values only its templates name. */
  readonly values: ReadonlyMap<string, string>;
  /** Its files beside the server block: includes, and what its image's scripts read. */
  writeFiles(fill: FillTemplate, config: string): void;
  /** Renders its pages here, if they are rendered at start, and what waits for them. */
  render(configFile: string): void;
}
