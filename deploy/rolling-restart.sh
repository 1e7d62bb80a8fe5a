#!/bin/sh
# Restarts the site's instances one at a time, each taken out of nginx's upstream before it stops and put back once
# /healthz answers, so that no request meets a stopping instance (docs/operations.md). Run as root, after pointing
# /opt/isolenpaille/current to a new release or alone to restart. Stops at the first failure, leaving the failed
# instance out of the upstream while the others serve.
set -eu

UPSTREAM=${UPSTREAM:-/etc/nginx/conf.d/isolenpaille-upstream.conf}

# Reloads nginx and waits until its old workers have finished the requests they held.
reload_nginx() {
  nginx -t -q
  systemctl reload nginx
  i=0
  while pgrep -f 'nginx: worker process is shutting down' >/dev/null; do
    i=$((i + 1))
    [ "$i" -le 120 ] || { echo "old nginx workers still running after 60 s" >&2; exit 1; }
    sleep 0.5
  done
}

ports=$(sed -n 's/^ *server 127\.0\.0\.1:\([0-9][0-9]*\) .*/\1/p' "$UPSTREAM")
[ -n "$ports" ] || { echo "no instance found in $UPSTREAM" >&2; exit 1; }

for port in $ports; do
  echo "instance $port: out of the upstream"
  sed -i "s/^\( *server 127\.0\.0\.1:$port [^;]*\);/\1 down;/; s/ down down;/ down;/" "$UPSTREAM"
  reload_nginx
  echo "instance $port: restarting"
  systemctl restart "isolenpaille@$port"
  i=0
  until curl -fs -o /dev/null "http://127.0.0.1:$port/healthz"; do
    i=$((i + 1))
    [ "$i" -le 120 ] || { echo "instance $port not healthy after 60 s: left out of the upstream" >&2; exit 1; }
    sleep 0.5
  done
  echo "instance $port: healthy, back in the upstream"
  sed -i "s/^\( *server 127\.0\.0\.1:$port [^;]*\) down;/\1;/" "$UPSTREAM"
  reload_nginx
done
echo "all instances restarted"
