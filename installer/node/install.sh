#!/bin/sh
# install.sh - installs the VodDesk node agent on a VOD server, or removes it (--uninstall).
#
# It copies the agent 'vodnode', writes its settings file, installs the forced-command wrapper 'vodnode-ssh' and
# puts the console's public key into the SSH account's authorized_keys restricted to that wrapper (no terminal,
# no forwarding), checks the recordings root and ffmpeg, and prints what the console needs. Running it again
# with the same options changes nothing; every path can be moved with an option, so it can be tried (and is
# tested) in a scratch directory without touching the system. POSIX sh; see installer/node/README.md.

set -eu
LC_ALL=C
export LC_ALL
umask 022

here=$(cd "$(dirname "$0")" && pwd)
marker='# written by VodDesk installer/node/install.sh'

usage() {
    cat <<'EOF'
usage: install.sh [options]               install or update the node agent
       install.sh --uninstall [options]   remove it (recordings, HLS directory and account are kept)

  --user NAME             SSH account the console logs in as (default vodview; created when missing)
  --key FILE              the console's public key (.pub), required to install
  --node NAME             node name, as in the console's cluster file (default: short host name)
  --recordings DIR        root of the recordings, <DIR>/<camera>/<start>_<end>.<ext> (default /srv/recordings)
  --streamer NAME         ffmpeg-hls (default; needs ffmpeg) or none
  --bitrate BPS           bit rate of the recordings (default 4000000)
  --prefix DIR            agent in DIR/bin, wrapper in DIR/lib/vodnode (default /usr/local)
  --config FILE           settings file (default /etc/vodnode.conf)
  --state-dir DIR         session state (default /var/lib/vodnode/state)
  --hls-dir DIR           where ffmpeg-hls writes streams (default /var/www/vodnode/hls)
  --url-base URL          how viewers reach the HLS directory (default http://<node>/vodnode/hls)
  --authorized-keys FILE  (default ~USER/.ssh/authorized_keys)
  --host-key FILE         sshd's public host key to print the fingerprint of
                          (default /etc/ssh/ssh_host_ed25519_key.pub)
  --host NAME, --port N   the address the console should use (default: this host's name, 22)
EOF
}

die() {
    printf 'install.sh: %s\n' "$1" >&2
    exit 1
}

need_value() {
    [ "$#" -ge 2 ] && [ -n "$2" ] || { printf 'install.sh: %s needs a value\n\n' "$1" >&2; usage >&2; exit 2; }
}

valid_id() {
    case $1 in '' | . | .. | *[!A-Za-z0-9._-]*) return 1 ;; esac
    [ "${#1}" -le 64 ]
}

absolute() {
    case $2 in /*) ;; *) die "$1 must be an absolute path, got '$2'" ;; esac
    case $2 in *[!A-Za-z0-9._/+-]*) die "$1 may use only A-Z a-z 0-9 . _ / + - (it goes into sshd and sh settings), got '$2'" ;; esac
}

# ---------------------------------------------------------------- options

action=install
user=vodview
key=
node=
recordings=/srv/recordings
streamer=ffmpeg-hls
bitrate=4000000
prefix=/usr/local
config=/etc/vodnode.conf
state_dir=/var/lib/vodnode/state
hls_dir=/var/www/vodnode/hls
url_base=
auth_keys=
host_key=/etc/ssh/ssh_host_ed25519_key.pub
host=
port=22
while [ "$#" -gt 0 ]; do
    case $1 in
        --uninstall) action=uninstall; shift; continue ;;
        -h | --help) usage; exit 0 ;;
        --user | --key | --node | --recordings | --streamer | --bitrate | --prefix | --config | --state-dir | \
            --hls-dir | --url-base | --authorized-keys | --host-key | --host | --port) need_value "$@" ;;
        *) printf 'install.sh: unknown option %s\n\n' "$1" >&2; usage >&2; exit 2 ;;
    esac
    case $1 in
        --user) user=$2 ;;
        --key) key=$2 ;;
        --node) node=$2 ;;
        --recordings) recordings=$2 ;;
        --streamer) streamer=$2 ;;
        --bitrate) bitrate=$2 ;;
        --prefix) prefix=$2 ;;
        --config) config=$2 ;;
        --state-dir) state_dir=$2 ;;
        --hls-dir) hls_dir=$2 ;;
        --url-base) url_base=$2 ;;
        --authorized-keys) auth_keys=$2 ;;
        --host-key) host_key=$2 ;;
        --host) host=$2 ;;
        --port) port=$2 ;;
    esac
    shift 2
done

case $user in '' | -* | *[!A-Za-z0-9._-]*) die "--user must be an account name, got '$user'" ;; esac
for p in "--prefix $prefix" "--config $config" "--state-dir $state_dir" "--hls-dir $hls_dir"; do
    absolute "${p%% *}" "${p#* }"
done
agent=$prefix/bin/vodnode
wrapper=$prefix/lib/vodnode/vodnode-ssh
am_root=false
[ "$(id -u)" -eq 0 ] && am_root=true

user_home() {
    getent passwd "$1" | cut -d: -f6
}

# Runs a command as the account, to check what it can reach (the account, not root, runs the agent).
as_user() {
    if [ "$(id -un)" = "$user" ]; then
        "$@"
    else
        su -s /bin/sh "$user" -c '"$0" "$@"' -- "$@"
    fi
}

default_auth_keys() {
    home=$(user_home "$user")
    [ -n "$home" ] || die "account '$user' does not exist"
    auth_keys=$home/.ssh/authorized_keys
}

# authorized_keys without the lines this installer wrote (recognised by their forced command).
without_our_entries() {
    grep -v -F "command=\"$wrapper\"" "$auth_keys" || true
}

# ---------------------------------------------------------------- uninstall

uninstall() {
    [ -n "$auth_keys" ] || default_auth_keys
    if [ -x "$agent" ] && [ -f "$config" ]; then
        # Stop what is still playing, so no ffmpeg outlives its agent.
        VODNODE_CONF=$config "$agent" status 2>/dev/null | sed -n 's/^session id=\([^ ]*\) .*/\1/p' |
            while IFS= read -r s; do VODNODE_CONF=$config "$agent" stop --session "$s" >/dev/null 2>&1 || true; done
    fi
    if [ -f "$auth_keys" ] && grep -q -F "command=\"$wrapper\"" "$auth_keys"; then
        without_our_entries > "$auth_keys.vodnode-tmp"
        cat "$auth_keys.vodnode-tmp" > "$auth_keys"
        rm -f "$auth_keys.vodnode-tmp"
        echo "removed the console's key from $auth_keys"
    fi
    rm -f "$wrapper" "$agent"
    rmdir "$prefix/lib/vodnode" 2>/dev/null || true
    if [ -f "$config" ] && grep -q -F -x "$marker" "$config"; then
        rm -f "$config"
    elif [ -f "$config" ]; then
        echo "kept $config: it was not written by this installer"
    fi
    # Only the agent's own files: the state directory may have been given as a shared one.
    if [ -d "$state_dir" ]; then
        rm -f "$state_dir"/*.session "$state_dir"/.*.tmp.*
        rmdir "$state_dir" 2>/dev/null || echo "kept $state_dir: it holds files the agent did not write"
    fi
    echo "removed the agent ($agent), its wrapper and its settings."
    echo "kept: the recordings, $hls_dir and the account '$user' (remove it with: userdel -r $user)"
}

if [ "$action" = uninstall ]; then
    uninstall
    exit 0
fi

# ---------------------------------------------------------------- checks, before anything is written

[ -n "$key" ] || die "--key FILE (the console's public key) is required; make one on the console machine with
  ssh-keygen -t ed25519 -f ~/.ssh/voddesk_ed25519   and pass the .pub file"
[ -r "$key" ] || die "cannot read the public key $key"
key_line=$(grep -v '^[[:space:]]*\(#\|$\)' "$key" | head -n 1)
set -f
set -- $key_line
set +f
[ "$#" -ge 2 ] || die "$key is not an OpenSSH public key (expected 'TYPE BASE64 [comment]')"
case $1 in
    ssh-ed25519 | ssh-rsa | ecdsa-sha2-nistp256 | ecdsa-sha2-nistp384 | ecdsa-sha2-nistp521 | sk-*) ;;
    *) die "$key: '$1' is not an OpenSSH public key type (is this the private key? pass the .pub file)" ;;
esac
case $2 in *[!A-Za-z0-9+/=]*) die "$key: the key material is not base64" ;; esac
key_type=$1
key_blob=$2
key_comment=voddesk-console
[ "$#" -ge 3 ] && case $3 in *[!A-Za-z0-9@._:+-]*) ;; *) key_comment=$3 ;; esac
ssh-keygen -l -f "$key" >/dev/null 2>&1 || die "ssh-keygen does not accept $key as a public key"

if [ -z "$node" ]; then
    node=$(hostname 2>/dev/null || echo node)
    node=${node%%.*}
fi
valid_id "$node" || die "--node must match [A-Za-z0-9._-]{1,64}, got '$node'"
case $streamer in none | ffmpeg-hls) ;; *) die "--streamer must be ffmpeg-hls or none, got '$streamer'" ;; esac
case $bitrate in '' | *[!0-9]*) die "--bitrate must be a positive number of bits per second" ;; esac
[ "$bitrate" -gt 0 ] || die "--bitrate must be a positive number of bits per second"
case $port in '' | *[!0-9]*) die "--port must be a number" ;; esac
[ -n "$url_base" ] || url_base="http://$node/vodnode/hls"
case $url_base in *[!!-~]* | *\"* | *\'* | *\\*) die "--url-base must be printable, without spaces or quotes" ;; esac

case $recordings in
    /*) ;;
    *) die "the recordings root must be an absolute path, got '$recordings'" ;;
esac
case $recordings in
    *[!A-Za-z0-9._/+-]*) die "the recordings root may use only A-Z a-z 0-9 . _ / + -, got '$recordings'" ;;
esac
[ -e "$recordings" ] || die "the recordings root $recordings does not exist; pass --recordings DIR with the
  directory that holds <camera>/<start>_<end>.<ext> (installer/node/README.md, section 5)"
[ -d "$recordings" ] || die "the recordings root $recordings is not a directory"
[ "$recordings" != / ] || die "the recordings root cannot be /"

if ! getent passwd "$user" >/dev/null; then
    $am_root || die "account '$user' does not exist; run as root to create it, or create it first"
    useradd --system --create-home --home-dir /var/lib/vodnode --shell /bin/sh "$user" ||
        die "could not create the account '$user'"
    # '*': no password can ever match, and unlike passwd -l ('!') sshd with 'UsePAM no' still accepts a key.
    usermod -p '*' "$user"
    echo "created the account '$user' (no password; key login only)"
fi
as_user test -r "$recordings" -a -x "$recordings" ||
    die "the account '$user' cannot read the recordings root $recordings (it needs r and x on it)"

if [ "$streamer" = ffmpeg-hls ] && ! as_user sh -c 'command -v ffmpeg' >/dev/null 2>&1; then
    die "streamer ffmpeg-hls needs ffmpeg on the PATH of '$user': install it (Debian: apt-get install ffmpeg),
  or pass --streamer none when other software does the streaming"
fi
[ -n "$auth_keys" ] || default_auth_keys
absolute --authorized-keys "$auth_keys"

# ---------------------------------------------------------------- install

owner=$user:$(id -gn "$user")
owned_dir() {
    mkdir -p "$1"
    if $am_root; then chown "$owner" "$1"; fi
}

mkdir -p "$prefix/bin" "$prefix/lib/vodnode" "$(dirname "$config")"
cp "$here/vodnode" "$agent.vodnode-tmp"
chmod 755 "$agent.vodnode-tmp"
mv -f "$agent.vodnode-tmp" "$agent"
sed -e "s|@AGENT@|$agent|g" -e "s|@CONFIG@|$config|g" "$here/vodnode-ssh.in" > "$wrapper.vodnode-tmp"
chmod 755 "$wrapper.vodnode-tmp"
mv -f "$wrapper.vodnode-tmp" "$wrapper"

settings() {
    cat <<EOF
$marker
# The agent's settings (installer/node/README.md, section 4). Run install.sh again to change them.
node=$node
recordings=$recordings
state_dir=$state_dir
streamer=$streamer
default_bitrate=$bitrate
hls_dir=$hls_dir
url_base=$url_base
EOF
}
if [ -f "$config" ] && ! settings | cmp -s - "$config"; then
    cp -p "$config" "$config.bak"
    echo "kept the previous settings as $config.bak"
fi
settings > "$config.vodnode-tmp"
chmod 644 "$config.vodnode-tmp"
mv -f "$config.vodnode-tmp" "$config"

owned_dir "$state_dir"
owned_dir "$hls_dir"

# The key may log in only to run the wrapper, which allows nothing but the console's commands.
entry="command=\"$wrapper\",no-port-forwarding,no-agent-forwarding,no-X11-forwarding,no-pty,no-user-rc"
entry="$entry $key_type $key_blob $key_comment"
ssh_dir=$(dirname "$auth_keys")
if [ ! -d "$ssh_dir" ]; then
    mkdir -p "$ssh_dir"
    chmod 700 "$ssh_dir"
    if $am_root; then chown "$owner" "$ssh_dir"; fi
fi
touch "$auth_keys"
{
    without_our_entries | grep -v -F " $key_blob" || true
    echo "$entry"
} > "$auth_keys.vodnode-tmp"
cat "$auth_keys.vodnode-tmp" > "$auth_keys"
rm -f "$auth_keys.vodnode-tmp"
chmod 600 "$auth_keys"
if $am_root; then chown "$owner" "$auth_keys"; fi

# ---------------------------------------------------------------- self-check and what the console needs

status=$(as_user env SSH_ORIGINAL_COMMAND="'vodnode' 'status'" "$wrapper" 2>&1 | head -n 1)
case $status in
    vodnode/1*) ;;
    *) die "installed, but the agent does not answer as '$user': $status" ;;
esac
cameras=$(find "$recordings" -mindepth 1 -maxdepth 1 -type d | wc -l | tr -d ' ')
[ -n "$host" ] || host=$(hostname -f 2>/dev/null || hostname)
if [ -r "$host_key" ]; then
    fingerprint=$(ssh-keygen -l -E sha256 -f "$host_key" | awk '{ print $2, $NF }')
else
    fingerprint="unknown: cannot read $host_key (pass --host-key FILE.pub)"
fi

cat <<EOF
installed the VodDesk node agent: $status
  agent     $agent
  settings  $config
  wrapper   $wrapper (forced command of the console's key in $auth_keys)
  recordings $recordings ($cameras camera directories)
  streamer  $streamer

For the console (Settings > Nodes, or the cluster file):
  - name: $node
    host: $host
    port: $port
    user: $user
    agent: vodnode
host key fingerprint: $fingerprint
  The console shows this fingerprint on its first connection; accept the key only if they match.
EOF
