# Sourced by .ci/run once the machine's PostgreSQL (the primary, port 5432) answers: builds a real
# streaming replica of it on this machine, a second cluster "replica" on port 5433, and exports
# TEST_DATABASE_READ_URL so the API tests also run on primary + replica (docs/architecture.md,
# "Read replicas"). Every database of the primary, the test workers' ones included, appears on the
# replica by itself. Idempotent: a replica that is already streaming from this primary is kept
# (a second run costs a second or two); anything else (no cluster, a cluster that is not a standby,
# one that stopped streaming, e.g. because the primary recycled WAL it still needed) is rebuilt
# with pg_basebackup, which takes a few seconds for the test databases.
# Runs as root (like .ci/run); standalone: `bash .ci/streaming-replica.sh`.

replica_port=5433
replica_role=fairway_replicator
replica_version=$(ls /etc/postgresql | sort -V | tail -n 1)
replica_started=$(date +%s)

echo "== streaming replica of PostgreSQL $replica_version on port $replica_port"

as_postgres() { su postgres -c "$1"; }

# The primary: a role that may stream WAL (REPLICATION, not a superuser), a replication line in
# pg_hba.conf for loopback (Debian's default file has one for every role), wal_level at least replica
# (PostgreSQL's default; changing it needs a restart).
as_postgres "psql -v ON_ERROR_STOP=1 -q" <<SQL
DO \$\$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '$replica_role') THEN
    CREATE ROLE $replica_role LOGIN REPLICATION PASSWORD '$replica_role';
  END IF;
END \$\$;
SQL
primary_hba=$(as_postgres "psql -tAc 'SHOW hba_file'")
if ! grep -Eq "^host\s+replication\s+(all|$replica_role)\s+127\.0\.0\.1/32\s" "$primary_hba"; then
  echo "host replication $replica_role 127.0.0.1/32 scram-sha-256" >>"$primary_hba"
  as_postgres "psql -qAtc 'SELECT pg_reload_conf()'" >/dev/null
fi
if [ "$(as_postgres "psql -tAc 'SHOW wal_level'")" = minimal ]; then
  as_postgres "psql -qc 'ALTER SYSTEM SET wal_level = replica'"
  pg_ctlcluster "$replica_version" main restart
fi

replica_streaming() {
  as_postgres "psql -p $replica_port -tAc \"SELECT pg_is_in_recovery() AND EXISTS (SELECT FROM pg_stat_wal_receiver WHERE status = 'streaming')\"" 2>/dev/null | grep -qx t
}
wait_streaming() {
  for _ in $(seq 1 "$1"); do
    replica_streaming && return 0
    sleep 0.5
  done
  return 1
}

if ! pg_lsclusters -h | awk '{ print $1 " " $2 }' | grep -qx "$replica_version replica"; then
  # Its own configuration in /etc/postgresql/<version>/replica; the data directory is replaced below.
  pg_createcluster "$replica_version" replica -p "$replica_port" >/dev/null
fi
replica_conf=/etc/postgresql/$replica_version/replica
replica_data=$(pg_lsclusters -h | awk -v v="$replica_version" '$1 == v && $2 == "replica" { print $6 }')
primary_data=$(pg_lsclusters -h | awk -v v="$replica_version" '$1 == v && $2 == "main" { print $6 }')
if [ -z "$replica_data" ] || [ "$replica_data" = "$primary_data" ]; then
  echo "streaming replica: unexpected data directory '$replica_data'" >&2
  exit 1
fi
# A hot standby needs at least the primary's max_connections; hot_standby_feedback keeps the
# primary's vacuum from cancelling the replica's reads.
mkdir -p "$replica_conf/conf.d"
cat >"$replica_conf/conf.d/fairway-replica.conf" <<CONF
port = $replica_port
hot_standby = on
hot_standby_feedback = on
max_connections = $(as_postgres "psql -tAc 'SHOW max_connections'")
CONF
chown -R postgres:postgres "$replica_conf/conf.d"

if [ -f "$replica_data/standby.signal" ]; then
  pg_ctlcluster "$replica_version" replica start >/dev/null 2>&1 || true
fi
if [ -f "$replica_data/standby.signal" ] && wait_streaming 20; then
  echo "replica already streaming"
else
  echo "building the replica with pg_basebackup"
  pg_ctlcluster "$replica_version" replica stop -m fast >/dev/null 2>&1 || true
  rm -rf "$replica_data"
  install -d -o postgres -g postgres -m 700 "$replica_data"
  # -R writes standby.signal and primary_conninfo; -X stream copies the WAL written meanwhile;
  # -c fast starts at once instead of waiting for the next checkpoint.
  as_postgres "PGPASSWORD=$replica_role pg_basebackup -h 127.0.0.1 -p 5432 -U $replica_role -D '$replica_data' -R -X stream -c fast"
  pg_ctlcluster "$replica_version" replica start
  if ! wait_streaming 60; then
    echo "streaming replica: the new replica does not stream from the primary" >&2
    tail -n 20 "/var/log/postgresql/postgresql-$replica_version-replica.log" >&2 || true
    exit 1
  fi
fi

export TEST_DATABASE_READ_URL=postgres://fairway_test:fairway_test@127.0.0.1:$replica_port/fairway_test
echo "replica ready in $(($(date +%s) - replica_started)) s: TEST_DATABASE_READ_URL=$TEST_DATABASE_READ_URL"
