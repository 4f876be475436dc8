// Ports of the development servers (`npm start`); the site itself is always on 8080.
export const DEV_PORTS = {
  shell: Number(process.env.PORT ?? 8080),
  company: 3001,
  content: 3002,
  contact: 3003,
  localServices: Number(process.env.LOCAL_SERVICES_PORT ?? 4000),
};

/** Dev-server proxies that mirror the entry nginx's /mfe/<name>/ locations. */
export function remoteDevProxies(except) {
  return ['company', 'content', 'contact']
    .filter((name) => name !== except)
    .map((name) => ({
      context: [`/mfe/${name}/`],
      target: `http://127.0.0.1:${DEV_PORTS[name]}`,
      pathRewrite: { [`^/mfe/${name}`]: '' },
    }));
}
