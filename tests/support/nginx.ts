import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";

export const NGINX = "/usr/sbin/nginx";
export const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so";

const ROOT = path.resolve(import.meta.dirname, "../..");
export const SITE_CONF = path.join(ROOT, "deploy/nginx/isolenpaille.conf");
export const UPSTREAM_CONF = path.join(ROOT, "deploy/nginx/isolenpaille-upstream.conf");
export const MAIN_CONF = path.join(ROOT, "deploy/nginx/nginx.conf");

/** A directive's number in the shipped nginx.conf: the test runs the connection limits production runs. */
function mainDirective(name: string): number {
  const match = new RegExp(`^\\s*${name}\\s+(\\d+);`, "m").exec(readFileSync(MAIN_CONF, "utf8"));
  if (!match) throw new Error(`deploy/nginx/nginx.conf no longer sets ${name}`);
  return Number(match[1]);
}

/** What a test machine lacks to run the shipped nginx site, or nothing ("" when all is there). */
export function missingNginx(): string {
  const missing = [NGINX, BROTLI_MODULE, "/usr/bin/openssl", "/usr/bin/curl", "/usr/bin/pgrep"].filter((file) => !existsSync(file));
  return missing.length ? `missing ${missing.join(", ")} (apt-get install nginx libnginx-mod-http-brotli-filter openssl curl procps)` : "";
}

/** Replaces each `from` in `text`, failing loudly when one is absent: the shipped file changed and the test must follow. */
export function substitute(text: string, replacements: [from: string | RegExp, to: string][]): string {
  let result = text;
  for (const [from, to] of replacements) {
    const found = typeof from === "string" ? result.includes(from) : from.test(result);
    if (!found) throw new Error(`the shipped nginx configuration no longer contains ${String(from)}`);
    result = typeof from === "string" ? result.split(from).join(to) : result.replace(from, to);
  }
  return result;
}

/** A self-signed certificate for 127.0.0.1, made now with openssl; returns the PEM of the certificate. */
export function selfSignedCertificate(directory: string): { cert: string; certFile: string; keyFile: string } {
  mkdirSync(directory, { recursive: true });
  const certFile = path.join(directory, "fullchain.pem");
  const keyFile = path.join(directory, "privkey.pem");
  execFileSync(
    "/usr/bin/openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "2",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-keyout",
      keyFile,
      "-out",
      certFile,
    ],
    { stdio: "ignore" },
  );
  return { cert: readFileSync(certFile, "utf8"), certFile, keyFile };
}

export interface NginxOptions {
  /** The temporary directory nginx lives in (its prefix): configuration, logs, pid, temporary files. */
  prefix: string;
  httpPort: number;
  httpsPort: number;
  instancePorts: [number, number];
}

export interface RunningNginx {
  /** The copy of isolenpaille-upstream.conf nginx reads (deploy/rolling-restart.sh edits it). */
  upstreamFile: string;
  /** The nginx.conf to pass with -c, beside -p prefix (for `nginx -t`, `-s reload`). */
  confFile: string;
  /** The CA a client trusts to reach the site. */
  cert: string;
  process: ChildProcess;
  /** Lines of the access log: `<client address> "<request line>" <status> <upstream address(es)>`. */
  accessLog(): string[];
  errorLog(): string;
  stop(): Promise<void>;
}

/**
 * Debian's nginx, in the foreground as a child of the test, running the shipped site and upstream files of deploy/
 * with only the ports, names and certificate paths replaced; the main nginx.conf is the test's (Debian's has the
 * machine's paths), with one worker so that round robin alternates predictably, and the connection limits of the
 * shipped deploy/nginx/nginx.conf.
 */
export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  const { prefix } = options;
  // As root, nginx's workers run as nobody: they must reach the temporary directories under the prefix.
  chmodSync(prefix, 0o755);
  const tls = selfSignedCertificate(path.join(prefix, "tls"));
  const site = substitute(readFileSync(SITE_CONF, "utf8"), [
    ["listen 80;", `listen 127.0.0.1:${options.httpPort};`],
    ["listen [::]:80;", ""],
    ["listen 443 ssl http2;", `listen 127.0.0.1:${options.httpsPort} ssl http2;`],
    ["listen [::]:443 ssl http2;", ""],
    ["listen 80 default_server;", `listen 127.0.0.1:${options.httpPort} default_server;`],
    ["listen [::]:80 default_server;", ""],
    ["listen 443 ssl http2 default_server;", `listen 127.0.0.1:${options.httpsPort} ssl http2 default_server;`],
    ["listen [::]:443 ssl http2 default_server;", ""],
    ["/etc/letsencrypt/live/isolenpaille.fr/", `${path.dirname(tls.certFile)}/`],
    ["www.isolenpaille.fr", "127.0.0.1"],
  ]);
  const upstream = substitute(readFileSync(UPSTREAM_CONF, "utf8"), [
    [/127\.0\.0\.1:3001 /, `127.0.0.1:${options.instancePorts[0]} `],
    [/127\.0\.0\.1:3002 /, `127.0.0.1:${options.instancePorts[1]} `],
  ]);
  const siteFile = path.join(prefix, "isolenpaille.conf");
  const upstreamFile = path.join(prefix, "isolenpaille-upstream.conf");
  const confFile = path.join(prefix, "nginx.conf");
  writeFileSync(siteFile, site);
  writeFileSync(upstreamFile, upstream);
  writeFileSync(
    confFile,
    `load_module ${BROTLI_MODULE};
worker_processes 1;
worker_rlimit_nofile ${mainDirective("worker_rlimit_nofile")};
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log notice;
events { worker_connections ${mainDirective("worker_connections")}; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    log_format upstream '$msec $remote_addr "$request" $status $upstream_status $upstream_addr';
    access_log ${prefix}/access.log upstream;
    client_body_temp_path ${prefix}/client_body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
    include ${upstreamFile};
    include ${siteFile};
}
`,
  );
  const args = ["-p", prefix, "-c", confFile, "-e", `${prefix}/error.log`];
  execFileSync(NGINX, [...args, "-t", "-q"], { stdio: "pipe" });
  const child = spawn(NGINX, [...args, "-g", "daemon off;"], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const errorLog = () => {
    const file = path.join(prefix, "error.log");
    return output + (existsSync(file) ? readFileSync(file, "utf8") : "");
  };
  const deadline = Date.now() + 10_000;
  while (!(await accepts(options.httpsPort))) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`nginx did not start:\n${errorLog()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    upstreamFile,
    confFile,
    cert: tls.cert,
    process: child,
    accessLog() {
      const file = path.join(prefix, "access.log");
      return existsSync(file) ? readFileSync(file, "utf8").split("\n").filter(Boolean) : [];
    },
    errorLog,
    async stop() {
      // QUIT: nginx's graceful stop, workers finish what they hold.
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGQUIT");
      await exited;
    },
  };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
